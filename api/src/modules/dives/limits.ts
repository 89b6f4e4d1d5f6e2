import { MAX_DIVES_PER_ACCOUNT, MAX_DIVES_PER_LOG, MAX_IMPORTS_PER_HOUR } from '@rules/dive-imports';
import type { Db } from '../../db/client';
import type { ParsedDive } from '../../lib/dive-logs';
import { conflict, tooManyRequests, type HttpError } from '../../lib/errors';
import { countDives, diveKeysStartingBetween, importsSince } from './repo';

const count = (n: number) => n.toLocaleString('en');

export const TOO_MANY_DIVES_IN_LOG = `This dive log has more than ${count(MAX_DIVES_PER_LOG)} dives. Please import it in parts of at most ${count(MAX_DIVES_PER_LOG)} dives.`;
export const TOO_MANY_IMPORTS = `You can import up to ${MAX_IMPORTS_PER_HOUR} dive logs an hour. Please try again later.`;
export const tooManyDivesInAccount = (held: number, adding: number) =>
  `An account holds at most ${count(MAX_DIVES_PER_ACCOUNT)} dives: yours has ${count(held)}, and this log would add ${count(adding)} more.`;

const HOUR_MS = 3600 * 1000;

/**
 * 429 once the account has imported 30 logs in the hour before `now`, with the seconds until the one that must age
 * out of that hour does. Every import that was taken counts, those whose dives were all there already too.
 */
export async function importsRefusal(db: Db, userId: number, now: Date): Promise<HttpError | null> {
  const times = await importsSince(db, userId, new Date(now.getTime() - HOUR_MS));
  if (times.length < MAX_IMPORTS_PER_HOUR) return null;
  const agesOut = times[times.length - MAX_IMPORTS_PER_HOUR]!.getTime() + HOUR_MS;
  return tooManyRequests(TOO_MANY_IMPORTS, Math.max(1, (agesOut - now.getTime()) / 1000));
}

const sameDive = (dive: { startedAt: string; durationSeconds: number }) => `${dive.startedAt}/${dive.durationSeconds}`;

/**
 * Of a log's dives (each once), those the account does not hold yet (the same start and duration is the same
 * dive), and 409 when adding them would take it past 20,000 dives.
 */
export async function newDivesWithinAccount(db: Db, userId: number, dives: ParsedDive[]): Promise<{ fresh: ParsedDive[] } | { refusal: HttpError }> {
  const starts = dives.map((dive) => dive.startedAt).sort();
  const held = starts.length ? await diveKeysStartingBetween(db, userId, starts[0]!, starts.at(-1)!) : [];
  const heldKeys = new Set(held.map(sameDive));
  const fresh = dives.filter((dive) => !heldKeys.has(sameDive(dive)));
  const total = fresh.length ? await countDives(db, userId) : 0;
  return total + fresh.length > MAX_DIVES_PER_ACCOUNT ? { refusal: conflict(tooManyDivesInAccount(total, fresh.length)) } : { fresh };
}
