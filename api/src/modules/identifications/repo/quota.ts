import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rowsChanged, type Db } from '../../../db/client';
import { ipDailyUsage, visitors } from '../../../db/schema';

/** Why a visitor's identification was refused: their own free ones are used, or their network's for the day. */
export type VisitorRefusal = 'visitor' | 'network';

class Refused extends Error {
  constructor(readonly reason: VisitorRefusal) {
    super(reason);
  }
}

/**
 * Takes one identification from the visitor's free ones and one from their address's for the day, both or neither,
 * each in one conditional UPDATE (`... WHERE used < limit`): parallel uploads can never take more than what is left.
 */
export function takeVisitorIdentification(
  db: Db,
  visit: { visitorId: string; ip: string; day: string },
  limits: { perVisitor: number; perIpDaily: number },
): VisitorRefusal | null {
  try {
    db.transaction(
      (tx) => {
        tx.insert(visitors).values({ id: visit.visitorId }).onConflictDoNothing().run();
        const taken = tx
          .update(visitors)
          .set({ identificationsUsed: sql`${visitors.identificationsUsed} + 1` })
          .where(and(eq(visitors.id, visit.visitorId), lt(visitors.identificationsUsed, limits.perVisitor)))
          .run();
        if (!rowsChanged(taken)) throw new Refused('visitor');
        const counted = tx
          .insert(ipDailyUsage)
          .values({ ip: visit.ip, day: visit.day, count: 1 })
          .onConflictDoUpdate({
            target: [ipDailyUsage.ip, ipDailyUsage.day],
            set: { count: sql`${ipDailyUsage.count} + 1` },
            setWhere: lt(ipDailyUsage.count, limits.perIpDaily),
          })
          .run();
        // Throwing rolls the visitor's count back too.
        if (!rowsChanged(counted)) throw new Refused('network');
      },
      { behavior: 'immediate' },
    );
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}

export function giveBackVisitorIdentification(db: Db, visit: { visitorId: string; ip: string; day: string }): void {
  db.transaction((tx) => {
    tx.update(visitors)
      .set({ identificationsUsed: sql`${visitors.identificationsUsed} - 1` })
      .where(and(eq(visitors.id, visit.visitorId), gt(visitors.identificationsUsed, 0)))
      .run();
    tx.update(ipDailyUsage)
      .set({ count: sql`${ipDailyUsage.count} - 1` })
      .where(and(eq(ipDailyUsage.ip, visit.ip), eq(ipDailyUsage.day, visit.day), gt(ipDailyUsage.count, 0)))
      .run();
  });
}

/** The visitor's free identifications used, or 0 for a visitor never seen. */
export function visitorIdentificationsUsed(db: Db, visitorId: string): number {
  return db.select().from(visitors).where(eq(visitors.id, visitorId)).get()?.identificationsUsed ?? 0;
}
