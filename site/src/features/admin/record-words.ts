import type { AdminIdentification } from '../../lib/types';
import type { AdminWords } from './admin-words';

/**
 * The dashboard's names for values the API sends as codes (an account's status, a subscription tier, a record's kind),
 * in the page's language; a code it does not know yet is shown as sent.
 */
const STATUS = { active: 'statusActive', suspended: 'statusSuspended' } as const;
const TIER = { free: 'tierFree', trial: 'tierTrial', monthly: 'tierMonthly', yearly: 'tierYearly', lifetime: 'tierLifetime' } as const;
const TARGET = { user: 'targetUser', identification: 'targetIdentification', settings: 'targetSettings' } as const;

const named = <T extends Record<string, keyof AdminWords>>(table: T) => (words: AdminWords, code: string): string =>
  code in table ? String(words[table[code as keyof T]]) : code;

export const statusWord = named(STATUS);
export const tierWord = named(TIER);
export const targetWord = named(TARGET);

/**
 * Why Publish is not offered, in the page's language. The API sends its reason as an English sentence; which reason it
 * is follows from the row by the same rule (identifications/publishable.ts): trashed, then a visitor's, then no consent,
 * else not yet verified while the settings ask for verified sightings.
 */
export function refusalWord(words: AdminWords, row: AdminIdentification): string | undefined {
  if (!row.publishRefusal) return undefined;
  if (row.trashedAt) return words.refusalTrashed;
  if (row.userId === null) return words.refusalVisitor;
  if (!row.catalogueConsent || !row.licence) return words.refusalNoConsent;
  return words.refusalNotVerified;
}
