import type { IdentificationRow } from './repo';

export const TRASHED_NOT_PUBLISHABLE = 'This identification was trashed by its owner and can never be published.';
export const VISITOR_NOT_PUBLISHABLE =
  'This identification belongs to a visitor without an account; it can be published only once an account claims it and allows it.';
export const NO_CONSENT = 'The owner has not allowed this identification in the public catalogue.';

/**
 * Why an identification may not enter the public catalogue, or null when it may: only with its owner's consent
 * (which carries a licence), never once trashed, never while it belongs to a visitor without an account. The
 * repo's `publishable` condition is the same rule, so that publishing checks and writes in one statement.
 */
export function publishRefusal(row: Pick<IdentificationRow, 'trashedAt' | 'userId' | 'visitorId' | 'catalogueConsent' | 'licence'>): string | null {
  if (row.trashedAt) return TRASHED_NOT_PUBLISHABLE;
  if (row.userId === null && row.visitorId !== null) return VISITOR_NOT_PUBLISHABLE;
  if (!row.catalogueConsent || !row.licence) return NO_CONSENT;
  return null;
}
