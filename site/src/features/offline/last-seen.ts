import { map } from 'nanostores';
import type { DBSchema } from 'idb';
import type { Page } from '../../lib/api';
import { deviceDatabase } from './device-database';
import { failedForWantOfConnection } from './outbox';

/**
 * What a signed-in member last saw of their own logbook (history, life list, dives, each dive), kept on this device
 * so that those screens open offline, marked "Offline, as of <time>". Each answer is kept under its owner's id and
 * read back only for that owner; signing out, a session that has ended, or another account signing in forgets them
 * (forgetLastSeen), so one account's data is never shown to another.
 */
export const LAST_SEEN_DB = 'reefid-last-seen';
const STORE = 'answers';

interface Kept {
  owner: number;
  what: string;
  data: unknown;
  /** When the server gave it (ms since 1970). */
  fetchedAt: number;
}

interface LastSeenDB extends DBSchema {
  answers: { key: [number, string]; value: Kept };
}

const db = deviceDatabase<LastSeenDB>(LAST_SEEN_DB, (created) => {
  created.createObjectStore(STORE, { keyPath: ['owner', 'what'] });
});

/** The screens shown from the device, by what they show, and when that was fetched: the "Offline, as of" lines. */
export const $shownFromDevice = map<Record<string, number | undefined>>({});

/**
 * `load`'s answer, kept for `owner`; when `load` fails for want of a connection, the answer kept for `owner`, and
 * `what` is marked as shown from the device. Any other failure (the server's refusal) is thrown as it was, as is a
 * failure with nothing kept. Without an owner (a visitor) nothing is kept.
 */
export async function lastSeen<T>(owner: number | null | undefined, what: string, load: () => Promise<T>): Promise<T> {
  const started = forgettings;
  try {
    const data = await load();
    $shownFromDevice.setKey(what, undefined);
    // Kept beside the screen's work, not before it; not an answer that arrives after the device forgot its owner.
    if (typeof owner === 'number' && started === forgettings) void keep({ owner, what, data, fetchedAt: Date.now() });
    return data;
  } catch (error) {
    if (typeof owner !== 'number' || !failedForWantOfConnection(error)) throw error;
    const kept = await recall(owner, what);
    if (!kept) throw error;
    $shownFromDevice.setKey(what, kept.fetchedAt);
    return kept.data as T;
  }
}

async function keep(kept: Kept): Promise<void> {
  try {
    await (await db()).put(STORE, kept);
  } catch {
    // No IndexedDB (some private modes): the screen works online as before.
  }
}

async function recall(owner: number, what: string): Promise<Kept | undefined> {
  try {
    return await (await db()).get(STORE, [owner, what]);
  } catch {
    return undefined;
  }
}

/** How many times this page has forgotten: an answer asked for before a forgetting is not kept after it. */
let forgettings = 0;

/** Forgets every answer kept on this device, or every one but `keepOwner`'s. */
export async function forgetLastSeen(keepOwner?: number): Promise<void> {
  forgettings++;
  try {
    const transaction = (await db()).transaction(STORE, 'readwrite');
    for (let cursor = await transaction.store.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.owner !== keepOwner) await cursor.delete();
    }
    await transaction.done;
  } catch {
    // No IndexedDB: nothing was kept.
  }
  $shownFromDevice.set({});
}

/**
 * The first page of a paged list through lastSeen. Shown from the device it is the whole list for now: no page
 * after it can be read offline. Later pages come from the server only.
 */
export async function lastSeenFirstPage<T>(owner: number | null | undefined, what: string, cursor: string | null | undefined, load: () => Promise<Page<T>>): Promise<Page<T>> {
  if (cursor) return load();
  const first = await lastSeen(owner, what, load);
  return $shownFromDevice.get()[what] === undefined ? first : { ...first, nextCursor: null };
}
