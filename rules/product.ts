/** The product's name and contact, used by pages, meta tags and share texts. */
export const PRODUCT_NAME = 'ReefID';
export const CONTACT_EMAIL = 'hello@reefid.app';
// The free quota is a rule the API enforces too: one definition for both.
export { FREE_IDENTIFICATIONS, remainingFreeIdentifications } from '@rules/identification';
