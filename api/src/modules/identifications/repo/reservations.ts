import { and, asc, eq, lt } from 'drizzle-orm';
import { first, rowsChanged, type Queryable } from '../../../db/client';
import { uploadReservations } from '../../../db/schema';

export type ReservationRow = typeof uploadReservations.$inferSelect;
export type NewReservationRow = typeof uploadReservations.$inferInsert;

export async function insertReservation(db: Queryable, row: NewReservationRow): Promise<void> {
  await db.insert(uploadReservations).values(row);
}

/**
 * Notes the daily budget's call as taken (true) or given back (false), in the budget's own transaction. False when
 * the note was already so, or the row is gone (given back by a start-up sweep): then the budget must not move.
 */
export async function noteBudget(db: Queryable, id: string, taken: boolean): Promise<boolean> {
  const noted = await db
    .update(uploadReservations)
    .set({ budgetTaken: taken })
    .where(and(eq(uploadReservations.id, id), eq(uploadReservations.budgetTaken, !taken)));
  return rowsChanged(noted) > 0;
}

export async function noteModelCalled(db: Queryable, id: string, at: Date): Promise<void> {
  await db.update(uploadReservations).set({ modelCalledAt: at }).where(eq(uploadReservations.id, id));
}

/** Deletes the reservation and returns it; undefined when another (a sweep, or the upload itself) took it first. */
export async function takeReservation(db: Queryable, id: string): Promise<ReservationRow | undefined> {
  return db.delete(uploadReservations).where(eq(uploadReservations.id, id)).returning().then(first);
}

/** Ids of reservations made before `before`, oldest first. */
export async function reservationsMadeBefore(db: Queryable, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: uploadReservations.id })
    .from(uploadReservations)
    .where(lt(uploadReservations.createdAt, before))
    .orderBy(asc(uploadReservations.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
