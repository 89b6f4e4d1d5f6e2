import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { type Db, type Queryable } from '../../../db/client';
import { rowCount } from '../../../db/sql';
import { loginFailures } from '../../../db/schema';

/**
 * Failures since `since` of one name (as names are compared) from one address, of the address alone, or of the
 * name from every address.
 */
export type FailureWindow = { since: Date } & ({ username?: string; ip: string } | { username: string; ip?: undefined });

const inWindow = ({ username, ip, since }: FailureWindow): SQL | undefined =>
  and(
    username === undefined ? undefined : eq(loginFailures.username, username),
    ip === undefined ? undefined : eq(loginFailures.ip, ip),
    gt(loginFailures.at, since),
  );

export async function countFailures(db: Db, window: FailureWindow): Promise<number> {
  const [row] = await db.select({ n: rowCount() }).from(loginFailures).where(inWindow(window));
  return row?.n ?? 0;
}

/** When the `rank`-th latest failure of the window happened (1 is the latest). */
export async function failureAt(db: Db, window: FailureWindow, rank: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(inWindow(window))
    .orderBy(sql`${loginFailures.at} desc`)
    .limit(1)
    .offset(rank - 1);
  return row?.at;
}

/** Records a failure and forgets those from before `forgetBefore`. */
export async function insertFailure(db: Db, failure: { username: string; ip: string; at: Date }, forgetBefore: Date): Promise<void> {
  await db.insert(loginFailures).values(failure);
  await db.delete(loginFailures).where(lt(loginFailures.at, forgetBefore));
}

/** The failures of a name, from one address or (without `ip`) from all. */
export async function deleteFailures(db: Queryable, username: string, ip?: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), ip === undefined ? undefined : eq(loginFailures.ip, ip)));
}
