import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rowsChanged, transaction, type Db, type Queryable } from '../../../db/client';
import { ipDailyUsage, visitors } from '../../../db/schema';
import { insertReservation, type NewReservationRow } from './reservations';

/** Why a visitor's identification was refused: their own free ones are used, or their network's for the day. */
export type VisitorRefusal = 'visitor' | 'network';

/**
 * Takes one identification from the visitor's free ones and one from their address's for the day, both or neither,
 * each in one conditional UPDATE (`... WHERE used < limit`): parallel uploads can never take more than what is left.
 * The upload's reservation is written in the same transaction, so a crash can never keep one without the other.
 */
export async function takeVisitorIdentification(
  db: Db,
  visit: { visitorId: string; ip: string; day: string },
  limits: { perVisitor: number; perIpDaily: number },
  reservation: NewReservationRow,
): Promise<VisitorRefusal | null> {
  return transaction(db, async (tx) => {
    await tx.insert(visitors).values({ id: visit.visitorId }).onConflictDoNothing();
    const taken = await tx
      .update(visitors)
      .set({ identificationsUsed: sql`${visitors.identificationsUsed} + 1` })
      .where(and(eq(visitors.id, visit.visitorId), lt(visitors.identificationsUsed, limits.perVisitor)));
    if (!rowsChanged(taken)) return 'visitor';
    const counted = await tx
      .insert(ipDailyUsage)
      .values({ ip: visit.ip, day: visit.day, count: 1 })
      .onConflictDoUpdate({
        target: [ipDailyUsage.ip, ipDailyUsage.day],
        set: { count: sql`${ipDailyUsage.count} + 1` },
        setWhere: lt(ipDailyUsage.count, limits.perIpDaily),
      });
    if (rowsChanged(counted)) {
      await insertReservation(tx, reservation);
      return null;
    }
    // The network's are used up: the visitor's one goes back, in the same transaction.
    await giveBackToVisitor(tx, visit.visitorId);
    return 'network';
  });
}

const giveBackToVisitor = (db: Queryable, visitorId: string) =>
  db
    .update(visitors)
    .set({ identificationsUsed: sql`${visitors.identificationsUsed} - 1` })
    .where(and(eq(visitors.id, visitorId), gt(visitors.identificationsUsed, 0)));

/** Gives back the visitor's identification and their address's for that day, in the caller's transaction. */
export async function giveBackVisitorIdentification(db: Queryable, visit: { visitorId: string; ip: string; day: string }): Promise<void> {
  await giveBackToVisitor(db, visit.visitorId);
  await db
    .update(ipDailyUsage)
    .set({ count: sql`${ipDailyUsage.count} - 1` })
    .where(and(eq(ipDailyUsage.ip, visit.ip), eq(ipDailyUsage.day, visit.day), gt(ipDailyUsage.count, 0)));
}

/** The visitor's free identifications used, or 0 for a visitor never seen. */
export async function visitorIdentificationsUsed(db: Db, visitorId: string): Promise<number> {
  const [visitor] = await db.select().from(visitors).where(eq(visitors.id, visitorId));
  return visitor?.identificationsUsed ?? 0;
}
