import { usernameKey } from '@rules/username';
import type { Db } from '../../../db/client';
import { countFailures, deleteFailures, failureAt, insertFailure, type FailureWindow } from '../repo';

/** After this many failed logins for one username from one IP within the window, logins wait. */
export const MAX_FAILED_LOGINS = 10;
/**
 * After this many failed logins from one IP, whatever the usernames, logins from it wait: trying a few common
 * passwords on many accounts (password spraying) stays under the per-name limit.
 */
export const MAX_FAILED_LOGINS_PER_IP = 50;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * After this many failed logins for one name within the window, from any addresses, each further try waits
 * 2^(failures - 5) seconds after the latest failure: guessing from many addresses slows down to a few tries an
 * hour, while the owner, who knows the password, waits at most ACCOUNT_DELAY_CAP_S once.
 */
export const FREE_FAILURES_PER_ACCOUNT = 5;
export const ACCOUNT_DELAY_CAP_S = 15 * 60;

/** Failures count per name as names are compared: "Diver", "DIVER" and "ｄｉｖｅｒ" share ten tries. */
const key = (username: string) => usernameKey(username.trim());

/** Seconds until the window holds fewer than `limit` failures, or 0 when it does. */
async function waitFor(db: Db, window: FailureWindow, limit: number, now: Date): Promise<number> {
  if (await countFailures(db, window) < limit) return 0;
  // The window reopens when the oldest failure that keeps it full leaves it.
  const oldest = (await failureAt(db, window, limit))!;
  return Math.max(1, Math.ceil((oldest.getTime() + FAILED_LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/** Seconds until the growing delay of the name, counted over every address, has passed since its latest failure. */
async function accountDelay(db: Db, username: string, since: Date, now: Date): Promise<number> {
  const failures = await countFailures(db, { username, since });
  if (failures < FREE_FAILURES_PER_ACCOUNT) return 0;
  const delayS = Math.min(ACCOUNT_DELAY_CAP_S, 2 ** (failures - FREE_FAILURES_PER_ACCOUNT));
  const latest = (await failureAt(db, { username, since }, 1))!;
  return Math.max(0, Math.ceil((latest.getTime() + delayS * 1000 - now.getTime()) / 1000));
}

/** Seconds until the next attempt is allowed, or 0 when the caller may try now. */
export async function loginRetryAfter(db: Db, username: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS);
  return Math.max(
    await waitFor(db, { username: key(username), ip, since }, MAX_FAILED_LOGINS, now),
    await waitFor(db, { ip, since }, MAX_FAILED_LOGINS_PER_IP, now),
    await accountDelay(db, key(username), since, now),
  );
}

/** Records a failure; returns how many the name now has in the window, from every address. */
export async function recordLoginFailure(db: Db, username: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS);
  await insertFailure(db, { username: key(username), ip, at: now }, since);
  return countFailures(db, { username: key(username), since });
}

/** The right password: the name's failures from every address are forgotten, and its delay with them. */
export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await deleteFailures(db, key(username));
}
