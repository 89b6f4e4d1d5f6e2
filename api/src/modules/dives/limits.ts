import { wallClockSeconds, wallClockText } from '@rules/dives';
import { MAX_DIVES_PER_ACCOUNT, MAX_DIVES_PER_LOG, MAX_IMPORT_BYTES_PER_HOUR, MAX_IMPORTS_PER_HOUR, megabytesText } from '@rules/dive-imports';
import type { Db } from '../../db/client';
import type { ParsedDive } from '../../lib/dive-logs';
import { conflict, tooManyRequests, type HttpError } from '../../lib/errors';
import { countDives, diveKeysStartingBetween, importsSince, importsTotalSince } from './repo';

const count = (n: number) => n.toLocaleString('en');

export const TOO_MANY_DIVES_IN_LOG = `This dive log has more than ${count(MAX_DIVES_PER_LOG)} dives. Please import it in parts of at most ${count(MAX_DIVES_PER_LOG)} dives.`;
export const TOO_MANY_IMPORTS = `You can import up to ${count(MAX_IMPORTS_PER_HOUR)} dive log files, or ${megabytesText(MAX_IMPORT_BYTES_PER_HOUR)}, an hour. Please try again later.`;
export const tooManyDivesInAccount = (held: number, adding: number) =>
  `An account holds at most ${count(MAX_DIVES_PER_ACCOUNT)} dives: yours has ${count(held)}, and this log would add ${count(adding)} more.`;

const HOUR_MS = 3600 * 1000;

/**
 * 429 `dives.too_many_imports` when a file of `bytes` would be the account's 2,001st import in the hour before `now`, or take the hour's
 * files past 750 MB, with the seconds until enough of the hour's imports have aged out of it. Every import that was
 * taken counts, those whose dives were all there already too, by the size of the file read.
 */
export async function importsRefusal(db: Db, userId: number, now: Date, bytes: number): Promise<HttpError | null> {
  const since = new Date(now.getTime() - HOUR_MS);
  // The hour's totals first: the rows themselves are read only to say when to come back.
  const hour = await importsTotalSince(db, userId, since);
  if (hour.count < MAX_IMPORTS_PER_HOUR && hour.bytes + bytes <= MAX_IMPORT_BYTES_PER_HOUR) return null;
  const imports = await importsSince(db, userId, since);
  // The hour's imports, oldest first, that must age out: enough to leave room for one more file, and for its bytes.
  let total = imports.reduce((sum, { fileBytes }) => sum + (fileBytes ?? 0), 0) + bytes;
  let leaving = Math.max(0, imports.length + 1 - MAX_IMPORTS_PER_HOUR);
  for (let i = 0; i < leaving; i++) total -= imports[i]!.fileBytes ?? 0;
  while (total > MAX_IMPORT_BYTES_PER_HOUR && leaving < imports.length) total -= imports[leaving++]!.fileBytes ?? 0;
  if (leaving === 0) return null;
  const agesOut = imports[leaving - 1]!.createdAt.getTime() + HOUR_MS;
  return tooManyRequests(TOO_MANY_IMPORTS, Math.max(1, (agesOut - now.getTime()) / 1000), 'dives.too_many_imports');
}

type DiveKey = { startedAt: string; durationSeconds: number };

/** Starts this close are one dive's, read by two programs: FIT counts from the first second, its UDDF conversion from the first sample. */
export const SAME_START_SECONDS = 60;
/** Durations this close (of the longer) are one dive's: formats end a dive at slightly different samples. */
export const SAME_DURATION_SHARE = 0.02;

/** One dive, whichever format it came from: starts within a minute, durations within 2%. */
export function sameDive(a: DiveKey, b: DiveKey): boolean {
  const apart = Math.abs(wallClockSeconds(a.startedAt)! - wallClockSeconds(b.startedAt)!);
  return apart <= SAME_START_SECONDS && Math.abs(a.durationSeconds - b.durationSeconds) <= SAME_DURATION_SHARE * Math.max(a.durationSeconds, b.durationSeconds);
}

/**
 * Dives kept once each: a dive the same as one kept before it (`sameDive`) is left out. Found by the minute of their
 * start, so a log of thousands of dives against an account of thousands stays linear.
 */
export class DiveSet {
  private readonly byMinute = new Map<number, DiveKey[]>();

  constructor(dives: Iterable<DiveKey> = []) {
    for (const dive of dives) this.add(dive);
  }

  has(dive: DiveKey): boolean {
    const minute = Math.floor(wallClockSeconds(dive.startedAt)! / 60);
    for (let m = minute - 1; m <= minute + 1; m++) if (this.byMinute.get(m)?.some((kept) => sameDive(kept, dive))) return true;
    return false;
  }

  add(dive: DiveKey): void {
    const minute = Math.floor(wallClockSeconds(dive.startedAt)! / 60);
    const list = this.byMinute.get(minute);
    if (list) list.push(dive);
    else this.byMinute.set(minute, [dive]);
  }
}

/** A log's dives, each once: a dive the same as one before it in the log is left out. */
export function onceEach<T extends DiveKey>(dives: T[]): T[] {
  const kept = new DiveSet();
  return dives.filter((dive) => !kept.has(dive) && (kept.add(dive), true));
}

/**
 * Of a log's dives (each once), those the account does not hold yet (`sameDive`: the same dive imported from two
 * formats is one), and 409 when adding them would take it past 20,000 dives.
 */
export async function newDivesWithinAccount(db: Db, userId: number, dives: ParsedDive[]): Promise<{ fresh: ParsedDive[] } | { refusal: HttpError }> {
  const starts = dives.map((dive) => wallClockSeconds(dive.startedAt)!).sort((a, b) => a - b);
  const held = starts.length
    ? await diveKeysStartingBetween(db, userId, wallClockText(starts[0]! - SAME_START_SECONDS), wallClockText(starts.at(-1)! + SAME_START_SECONDS))
    : [];
  const known = new DiveSet(held);
  const fresh = dives.filter((dive) => !known.has(dive));
  const total = fresh.length ? await countDives(db, userId) : 0;
  return total + fresh.length > MAX_DIVES_PER_ACCOUNT ? { refusal: conflict(tooManyDivesInAccount(total, fresh.length), 'dives.too_many_in_account') } : { fresh };
}
