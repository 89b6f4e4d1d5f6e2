/** The product's name and contact, used by pages, meta tags and share texts. */
export const PRODUCT_NAME = 'ReefID';
export const CONTACT_EMAIL = 'hello@reefid.app';
export { FREE_IDENTIFICATIONS } from '@rules/identification';
