import type { IdentificationRow } from './repo';

export const TRASHED_NOT_PUBLISHABLE = 'This identification was trashed by its owner and can never be published.';
export const VISITOR_NOT_PUBLISHABLE =
  'This identification belongs to a visitor without an account; it can be published only once an account claims it and allows it.';
export const NO_CONSENT = 'The owner has not allowed this identification in the public catalogue.';
export const NOT_VERIFIED =
  'Only verified sightings can be published, and experts have not verified this one yet. Publish it once it is verified, or turn off "Only verified sightings can be published" in Settings.';

/** What the catalogue's settings ask of a sighting besides its owner's consent. */
export interface PublishRules {
  /** "Only verified sightings can be published" (the subscription settings' `publishRequiresVerification`). */
  requireVerified?: boolean;
}

/**
 * Why an identification may not enter the public catalogue, or null when it may: only with its owner's consent
 * (which carries a licence), never once trashed, never while it belongs to a visitor without an account, and only
 * once verified by experts when the settings say so. The
 * repo's `publishable` condition is the same rule, so that publishing checks and writes in one statement.
 */
export function publishRefusal(
  row: Pick<IdentificationRow, 'trashedAt' | 'userId' | 'visitorId' | 'catalogueConsent' | 'licence'> & Partial<Pick<IdentificationRow, 'reviewStatus'>>,
  rules: PublishRules = {},
): string | null {
  if (row.trashedAt) return TRASHED_NOT_PUBLISHABLE;
  if (row.userId === null && row.visitorId !== null) return VISITOR_NOT_PUBLISHABLE;
  if (!row.catalogueConsent || !row.licence) return NO_CONSENT;
  if (rules.requireVerified && row.reviewStatus !== 'verified') return NOT_VERIFIED;
  return null;
}
