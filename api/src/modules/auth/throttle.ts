import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** After this many failed logins for one username from one IP within the window, logins wait. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

const key = (username: string) => username.toLowerCase();

/** Seconds until the next attempt is allowed, or 0 when the caller may try now. */
export function loginRetryAfter(db: Db, username: string, ip: string, now: Date): number {
  const since = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS);
  const where = and(eq(loginFailures.username, key(username)), eq(loginFailures.ip, ip), gt(loginFailures.at, since));
  const count = db.select({ n: sql<number>`count(*)` }).from(loginFailures).where(where).get()?.n ?? 0;
  if (count < MAX_FAILED_LOGINS) return 0;
  // The window reopens when the oldest counted failure leaves it.
  const oldest = db.select({ at: loginFailures.at }).from(loginFailures).where(where).orderBy(asc(loginFailures.at)).limit(1).get();
  return Math.max(1, Math.ceil((oldest!.at.getTime() + FAILED_LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

export function recordLoginFailure(db: Db, username: string, ip: string, now: Date): void {
  db.insert(loginFailures).values({ username: key(username), ip, at: now }).run();
  db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS))).run();
}

export function clearLoginFailures(db: Db, username: string, ip: string): void {
  db.delete(loginFailures).where(and(eq(loginFailures.username, key(username)), eq(loginFailures.ip, ip))).run();
}
