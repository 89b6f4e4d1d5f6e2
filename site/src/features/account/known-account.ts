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
  if (before && before.user.id !== user.id) await forgetAccount(before.user.id);
  try {
    storage()?.setItem(KNOWN_ACCOUNT_KEY, JSON.stringify({ user, fetchedAt: Date.now() } satisfies KnownAccount));
  } catch {
    // Storage full or refused: offline, this member is shown as signed out, as before.
  }
}

/**
 * Forgets everything of an account kept on this device: the account itself, what its screens last showed, and
 * the identifications it left waiting (`owner`, else the known account's). Signing out, or a session that has
 * ended, calls this.
 */
export async function forgetAccount(owner = knownAccount()?.user.id): Promise<void> {
  storage()?.removeItem(KNOWN_ACCOUNT_KEY);
  await Promise.all([forgetLastSeen(), owner === undefined ? undefined : discardOwnersQueued(owner).catch(() => {})]);
}
