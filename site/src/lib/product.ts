/** The product's name and contact, used by pages, meta tags and share texts. */
export const PRODUCT_NAME = 'ReefID';
export const CONTACT_EMAIL = 'hello@reefid.app';
export const FREE_IDENTIFICATIONS = 3;

/** Free identifications left after `used` of them: never below zero. */
export function remainingFreeIdentifications(used: number): number {
  return Math.max(0, FREE_IDENTIFICATIONS - used);
}
