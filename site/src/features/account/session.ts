import { atom } from 'nanostores';
import { ApiError, answer, api } from '../../lib/api';
import type { PublicUser } from '../../lib/types';
import { SIGNED_IN_COOKIE } from '@rules/account';
import { failedForWantOfConnection } from '../offline/outbox';
import { forgetAccount, forgetAllOf, knownAccount, rememberAccount } from './known-account';

/** undefined while loading, null when nobody is signed in. Shared by every island of the page. */
export const $user = atom<PublicUser | null | undefined>(undefined);

let pending: Promise<PublicUser | null> | undefined;

/**
 * Whether this browser holds a session: the session cookie is HttpOnly, so the server sets a marker beside it that
 * grants nothing (rules/account.ts). Without it the page does not ask /api/user, so a visitor's console stays clean.
 */
const mayBeSignedIn = () => document.cookie.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_COOKIE}=1`);

/** The user the server gave, kept on the device as its account (known-account.ts), resolved once kept. */
async function signedIn<U extends PublicUser>(user: U): Promise<U> {
  $user.set(user);
  await rememberAccount(user);
  return user;
}

/**
 * The current user: the store's value once known, else one request shared by every island of the
 * page. `force` asks the server again (after a profile change). Offline, while the session lasts (its marker
 * cookie is there), the account last seen on this device; once the session has ended, that account is forgotten.
 */
export function loadUser(force = false): Promise<PublicUser | null> {
  const known = $user.get();
  if (known !== undefined && !force) return Promise.resolve(known);
  if (pending && !force) return pending;
  if (!mayBeSignedIn()) {
    $user.set(null);
    return knownAccount() ? forgetAccount().then(() => null) : Promise.resolve(null);
  }
  const request = answer(api.user.get()).then(signedIn, async (error) => {
    const known = failedForWantOfConnection(error) ? knownAccount() : null;
    if (known) {
      $user.set(known.user);
      return known.user;
    }
    // 401 means no user (the session has ended: its account is forgotten); any other failure also leaves the
    // visitor signed out.
    if (error instanceof ApiError && error.status === 401) await forgetAccount();
    else console.error('Loading the user failed', error);
    $user.set(null);
    return null;
  });
  pending = request;
  void request.finally(() => {
    if (pending === request) pending = undefined;
  });
  return request;
}

export async function login(credentials: { username: string; password: string }): Promise<PublicUser> {
  return signedIn(await answer(api.login.post(credentials)));
}

export async function register(account: {
  username: string;
  password: string;
  email: string;
  website?: string | null;
}) {
  return signedIn(await answer(api.register.post(account)));
}

export async function logout(): Promise<void> {
  await answer(api.logout.post());
  // Nothing of this account stays on the device: its last-seen screens, its account, what it left waiting.
  await forgetAllOf($user.get()?.id);
  $user.set(null);
  window.location.href = `/?logout=${Date.now()}`;
}

/**
 * POST /api/profile with the changed fields only; the user is then loaded again. After an e-mail change,
 * `verificationEmailSent` says whether the new address got its link.
 */
export async function updateProfile(
  changes: { email?: string; website?: string | null },
): Promise<(PublicUser & { verificationEmailSent?: boolean }) | null> {
  // Only an e-mail change answers with `verificationEmailSent`.
  const { verificationEmailSent } = { verificationEmailSent: undefined, ...(await answer(api.profile.post(changes))) };
  const user = await loadUser(true);
  return user && { ...user, verificationEmailSent };
}

/** POST /api/profile with the current and the new password; other sessions end on the server. */
export async function changePassword(passwords: { currentPassword: string; newPassword: string }): Promise<void> {
  await answer(api.profile.post(passwords));
}
