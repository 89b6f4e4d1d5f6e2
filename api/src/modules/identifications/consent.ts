import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { findIdentification, type IdentificationRow } from './repo';

export const TRASHED_NOT_PUBLISHABLE = 'This identification was trashed by its owner and can never be published.';
export const VISITOR_NOT_PUBLISHABLE =
  'This identification belongs to a visitor without an account; it can be published only once an account claims it and allows it.';
export const NO_CONSENT = 'The owner has not allowed this identification in the public catalogue.';

/**
 * Why an identification may not enter the public catalogue, or null when it may: only with its owner's consent
 * (which carries a licence), never once trashed, never while it belongs to a visitor without an account.
 */
export function publishRefusal(row: Pick<IdentificationRow, 'trashedAt' | 'userId' | 'visitorId' | 'catalogueConsent' | 'licence'>): string | null {
  if (row.trashedAt) return TRASHED_NOT_PUBLISHABLE;
  if (row.userId === null && row.visitorId !== null) return VISITOR_NOT_PUBLISHABLE;
  if (!row.catalogueConsent || !row.licence) return NO_CONSENT;
  return null;
}

/** 409 with the reason when the identification may not be published; a missing one is left to the caller's 404. */
export function ensurePublishable(db: Db, id: number): void {
  const row = findIdentification(db, id);
  const refusal = row && publishRefusal(row);
  if (refusal) throw conflict(refusal);
}
