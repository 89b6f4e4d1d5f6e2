import type { PublicUser } from '../../lib/types';
import { forgetLastSeen } from '../offline/last-seen';
import { discardOwnersQueued } from '../offline/outbox';

/**
 * The account last seen signed in on this device (its name, plan, free identifications used), kept while its
 * session lasts, so that offline a member is still themselves: their screens, their quota, their outbox.
 */
export const KNOWN_ACCOUNT_KEY = 'reefid-account';

export interface KnownAccount {
  user: PublicUser;
  /** When the server gave it (ms since 1970). */
  fetchedAt: number;
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage refused (some private modes)
  }
};

export function knownAccount(): KnownAccount | null {
  try {
    const text = storage()?.getItem(KNOWN_ACCOUNT_KEY);
    return text ? (JSON.parse(text) as KnownAccount) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `user` as the account of this device. Another account's data still on the device (its session ended
 * without a sign-out) is forgotten first: one account's data is never shown to another.
 */
export async function rememberAccount(user: PublicUser): Promise<void> {
  const before = knownAccount();
  if (before && before.user.id !== user.id) await forgetAccount();
  try {
    storage()?.setItem(KNOWN_ACCOUNT_KEY, JSON.stringify({ user, fetchedAt: Date.now() } satisfies KnownAccount));
  } catch {
    // Storage full or refused: offline, this member is shown as signed out, as before.
  }
}

/**
 * Forgets the account kept on this device and what its screens last showed: a session that has ended, or another
 * account signing in. The identifications it left waiting stay, never counted or sent by another account: they go
 * when it signs in again (a session that ends at sea must not lose the photos taken there).
 */
export async function forgetAccount(): Promise<void> {
  storage()?.removeItem(KNOWN_ACCOUNT_KEY);
  await forgetLastSeen();
}

/** Signing out: nothing of the account stays on the device, the identifications it left waiting included. */
export async function forgetAllOf(owner: number | undefined): Promise<void> {
  await Promise.all([forgetAccount(), owner === undefined ? undefined : discardOwnersQueued(owner).catch(() => {})]);
}
