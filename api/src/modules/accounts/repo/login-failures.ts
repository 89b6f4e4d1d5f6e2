import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { loginFailures } from '../../../db/schema';

/** Failures of one name (as names are compared) from one address, or of the address alone, since `since`. */
export interface FailureWindow {
  username?: string;
  ip: string;
  since: Date;
}

const inWindow = ({ username, ip, since }: FailureWindow): SQL | undefined =>
  and(username === undefined ? undefined : eq(loginFailures.username, username), eq(loginFailures.ip, ip), gt(loginFailures.at, since));

export function countFailures(db: Db, window: FailureWindow): number {
  return db.select({ n: sql<number>`count(*)` }).from(loginFailures).where(inWindow(window)).get()?.n ?? 0;
}

/** When the `rank`-th latest failure of the window happened (1 is the latest). */
export function failureAt(db: Db, window: FailureWindow, rank: number): Date | undefined {
  return db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(inWindow(window))
    .orderBy(sql`${loginFailures.at} desc`)
    .limit(1)
    .offset(rank - 1)
    .get()?.at;
}

/** Records a failure and forgets those from before `forgetBefore`. */
export function insertFailure(db: Db, failure: { username: string; ip: string; at: Date }, forgetBefore: Date): void {
  db.insert(loginFailures).values(failure).run();
  db.delete(loginFailures).where(lt(loginFailures.at, forgetBefore)).run();
}

/** The failures of a name, from one address or (without `ip`) from all. */
export function deleteFailures(db: Queryable, username: string, ip?: string): void {
  db.delete(loginFailures).where(and(eq(loginFailures.username, username), ip === undefined ? undefined : eq(loginFailures.ip, ip))).run();
}
