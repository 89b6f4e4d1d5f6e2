import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client';
import { rowCount } from '../../../db/sql';
import { registrations } from '../../../db/schema';

/** When the oldest registration of the address after `since` happened, if any. */
export async function oldestRegistrationSince(db: Db, ip: string, since: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: registrations.at })
    .from(registrations)
    .where(and(eq(registrations.ip, ip), gt(registrations.at, since)))
    .orderBy(asc(registrations.at))
    .limit(1);
  return row?.at;
}

export async function countRegistrationsSince(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: rowCount() }).from(registrations).where(and(eq(registrations.ip, ip), gt(registrations.at, since)));
  return row!.n;
}

/**
 * Counts a registration from `ip` only while the address has fewer than `hourly` since `hourAgo` and fewer than
 * `daily` since `dayAgo`, in one conditional INSERT: two registrations racing (in this process or another) can
 * never both take the last place. Forgets registrations older than a day once counted. True when counted.
 */
export async function insertRegistrationUnderLimits(
  db: Db,
  ip: string,
  now: Date,
  limits: { hourly: number; daily: number; hourAgo: number; dayAgo: number },
): Promise<boolean> {
  const moment = (at: Date | number) => sql.param(new Date(at), registrations.at);
  const counted = await rowsOf<{ id: number }>(
    db,
    sql`
    INSERT INTO ${registrations} (ip, at)
    SELECT ${ip}, ${moment(now)}
    WHERE (SELECT count(*) FROM ${registrations} WHERE ip = ${ip} AND at > ${moment(limits.hourAgo)}) < ${limits.hourly}
      AND (SELECT count(*) FROM ${registrations} WHERE ip = ${ip} AND at > ${moment(limits.dayAgo)}) < ${limits.daily}
    RETURNING id`,
  );
  if (counted.length === 0) return false;
  await db.delete(registrations).where(lt(registrations.at, new Date(limits.dayAgo)));
  return true;
}
