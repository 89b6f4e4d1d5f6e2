import { and, between, desc, eq, lt, or } from 'drizzle-orm';
import { first, only, type Db } from '../../db/client';
import { diveLogs, dives } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

export type DiveRow = typeof dives.$inferSelect;
export type NewDiveRow = typeof dives.$inferInsert;
export type DiveLogRow = typeof diveLogs.$inferSelect;

export async function insertLog(db: Db, row: typeof diveLogs.$inferInsert): Promise<DiveLogRow> {
  return db.insert(diveLogs).values(row).returning().then(only);
}

/** Inserts the dives not already there (same user, start and duration): returns those inserted. */
export async function insertNewDives(db: Db, rows: NewDiveRow[]): Promise<DiveRow[]> {
  const inserted: DiveRow[] = [];
  // Kept well under both databases' limit of bound values per statement.
  for (let i = 0; i < rows.length; i += 500) {
    inserted.push(...(await db.insert(dives).values(rows.slice(i, i + 500)).onConflictDoNothing().returning()));
  }
  return inserted;
}

export async function findDive(db: Db, id: number): Promise<DiveRow | undefined> {
  return db.select().from(dives).where(eq(dives.id, id)).then(first);
}

/** Every dive of a user, for matching photos. */
export async function divesOfUser(db: Db, userId: number): Promise<DiveRow[]> {
  return db.select().from(dives).where(eq(dives.userId, userId));
}

/** A page of a user's dives, newest first (start, then id), one more than the limit. */
export async function listDives(db: Db, userId: number, request: PageRequest<[string, number]>): Promise<DiveRow[]> {
  const after = request.after;
  return db
    .select()
    .from(dives)
    .where(and(eq(dives.userId, userId), after ? or(lt(dives.startedAt, after[0]), and(eq(dives.startedAt, after[0]), lt(dives.id, after[1]))) : undefined))
    .orderBy(desc(dives.startedAt), desc(dives.id))
    .limit(request.limit + 1);
}

export async function updateDive(db: Db, id: number, changes: Partial<NewDiveRow>): Promise<DiveRow> {
  return db.update(dives).set(changes).where(eq(dives.id, id)).returning().then(only);
}

export async function deleteDiveRow(db: Db, id: number): Promise<void> {
  await db.delete(dives).where(eq(dives.id, id));
}

export async function logsOfUser(db: Db, userId: number): Promise<DiveLogRow[]> {
  return db.select().from(diveLogs).where(eq(diveLogs.userId, userId));
}

/** A user's dives and logs, in the caller's transaction (the account goes): returns the logs, whose files go after. */
export async function deleteUserDiveRows(db: Db, userId: number): Promise<DiveLogRow[]> {
  await db.delete(dives).where(eq(dives.userId, userId));
  return db.delete(diveLogs).where(eq(diveLogs.userId, userId)).returning();
}

/**
 * When each of a user's dives starting between `from` and `to` (wall-clock text) was, without their profiles: a
 * range of the index on (user, start). The query itself, to be awaited.
 */
export function diveTimesStartingBetween(db: Db, userId: number, { from, to }: { from: string; to: string }) {
  return db
    .select({ id: dives.id, startedAt: dives.startedAt, durationSeconds: dives.durationSeconds, cameraOffsetSeconds: dives.cameraOffsetSeconds })
    .from(dives)
    .where(and(eq(dives.userId, userId), between(dives.startedAt, from, to)));
}
