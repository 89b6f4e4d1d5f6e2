import { usernameKey } from '@rules/username';
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** After this many failed logins for one username from one IP within the window, logins wait. */
export const MAX_FAILED_LOGINS = 10;
/**
 * After this many failed logins from one IP, whatever the usernames, logins from it wait: trying a few common
 * passwords on many accounts (password spraying) stays under the per-name limit.
 */
export const MAX_FAILED_LOGINS_PER_IP = 50;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Failures count per name as names are compared: "Diver", "DIVER" and "ｄｉｖｅｒ" share ten tries. */
const key = (username: string) => usernameKey(username.trim());

/** Seconds until the window of failures matching `where` has fewer than `limit`, or 0 when it has. */
function waitFor(db: Db, where: SQL | undefined, limit: number, now: Date): number {
  const count = db.select({ n: sql<number>`count(*)` }).from(loginFailures).where(where).get()?.n ?? 0;
  if (count < limit) return 0;
  // The window reopens when the oldest failure that keeps it full leaves it.
  const oldest = db.select({ at: loginFailures.at }).from(loginFailures).where(where).orderBy(sql`${loginFailures.at} desc`).limit(1).offset(limit - 1).get();
  return Math.max(1, Math.ceil((oldest!.at.getTime() + FAILED_LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/** Seconds until the next attempt is allowed, or 0 when the caller may try now. */
export function loginRetryAfter(db: Db, username: string, ip: string, now: Date): number {
  const recent = gt(loginFailures.at, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS));
  return Math.max(
    waitFor(db, and(eq(loginFailures.username, key(username)), eq(loginFailures.ip, ip), recent), MAX_FAILED_LOGINS, now),
    waitFor(db, and(eq(loginFailures.ip, ip), recent), MAX_FAILED_LOGINS_PER_IP, now),
  );
}

export function recordLoginFailure(db: Db, username: string, ip: string, now: Date): void {
  db.insert(loginFailures).values({ username: key(username), ip, at: now }).run();
  db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS))).run();
}

export function clearLoginFailures(db: Db, username: string, ip: string): void {
  db.delete(loginFailures).where(and(eq(loginFailures.username, key(username)), eq(loginFailures.ip, ip))).run();
}
