import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';

/** When the oldest registration of the address after `since` happened, if any. */
export function oldestRegistrationSince(db: Db, ip: string, since: Date): Date | undefined {
  return db
    .select({ at: registrations.at })
    .from(registrations)
    .where(and(eq(registrations.ip, ip), gt(registrations.at, since)))
    .orderBy(asc(registrations.at))
    .limit(1)
    .get()?.at;
}

export function countRegistrationsSince(db: Db, ip: string, since: Date): number {
  return db.select({ n: sql<number>`count(*)` }).from(registrations).where(and(eq(registrations.ip, ip), gt(registrations.at, since))).get()!.n;
}

/**
 * Counts a registration from `ip` only while the address has fewer than `hourly` since `hourAgo` and fewer than
 * `daily` since `dayAgo`, in one conditional INSERT: two registrations racing (in this process or another) can
 * never both take the last place. Forgets registrations older than a day once counted. True when counted.
 */
export function insertRegistrationUnderLimits(
  db: Db,
  ip: string,
  now: Date,
  limits: { hourly: number; daily: number; hourAgo: number; dayAgo: number },
): boolean {
  const counted = db.get<{ id: number } | null>(sql`
    INSERT INTO ${registrations} (ip, at)
    SELECT ${ip}, ${now.getTime()}
    WHERE (SELECT count(*) FROM ${registrations} WHERE ip = ${ip} AND at > ${limits.hourAgo}) < ${limits.hourly}
      AND (SELECT count(*) FROM ${registrations} WHERE ip = ${ip} AND at > ${limits.dayAgo}) < ${limits.daily}
    RETURNING id`);
  if (!counted) return false;
  db.delete(registrations).where(lt(registrations.at, new Date(limits.dayAgo))).run();
  return true;
}
