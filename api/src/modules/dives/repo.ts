import { and, asc, between, desc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { first, only, type Db } from '../../db/client';
import { diveLogs, dives } from '../../db/schema';
import { rowCount, total } from '../../db/sql';
import type { PageRequest } from '../../lib/paging';
import { nextTurn } from '../../lib/turns';

export type DiveRow = typeof dives.$inferSelect;
export type NewDiveRow = typeof dives.$inferInsert;
export type DiveLogRow = typeof diveLogs.$inferSelect;

export async function insertLog(db: Db, row: typeof diveLogs.$inferInsert): Promise<DiveLogRow> {
  return db.insert(diveLogs).values(row).returning().then(only);
}

/**
 * Dives written per statement. SQLite writes synchronously: 500 dives of 300 samples a statement held the event loop
 * for 25 to 300 ms (more on a busy machine); 50 hold it for 5 to 15 ms. Well under both databases' limit of bound
 * values.
 */
export const DIVES_PER_INSERT = 50;

/**
 * Inserts the dives not already there (same user, start and duration): returns those inserted. The event loop turns
 * between statements (lib/turns.ts); in a SQLite transaction, other requests' reads run meanwhile and see its writes.
 */
export async function insertNewDives(db: Db, rows: NewDiveRow[]): Promise<DiveRow[]> {
  const inserted: DiveRow[] = [];
  for (let i = 0; i < rows.length; i += DIVES_PER_INSERT) {
    if (i > 0) await nextTurn();
    inserted.push(...(await db.insert(dives).values(rows.slice(i, i + DIVES_PER_INSERT)).onConflictDoNothing().returning()));
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

/** Up to `limit` of a user's dives after [start, id], oldest first: an export reads them a slice at a time. */
export async function divesAfter(db: Db, userId: number, after: [string, number] | null, limit: number): Promise<DiveRow[]> {
  return db
    .select()
    .from(dives)
    .where(and(eq(dives.userId, userId), after ? or(gt(dives.startedAt, after[0]), and(eq(dives.startedAt, after[0]), gt(dives.id, after[1]))) : undefined))
    .orderBy(asc(dives.startedAt), asc(dives.id))
    .limit(limit);
}

/** The distinct sites (name and position) of a user's dives. */
export async function sitesOfUser(db: Db, userId: number) {
  return db.selectDistinct({ name: dives.siteName, latitude: dives.latitude, longitude: dives.longitude }).from(dives).where(eq(dives.userId, userId));
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

/** Sets the camera offset of a user's dives starting between `from` and `to` (wall-clock text): returns them. */
export async function setCameraOffsetBetween(db: Db, userId: number, { from, to }: { from: string; to: string }, cameraOffsetSeconds: number): Promise<DiveRow[]> {
  return db
    .update(dives)
    .set({ cameraOffsetSeconds })
    .where(and(eq(dives.userId, userId), between(dives.startedAt, from, to)))
    .returning();
}

export async function deleteDiveRow(db: Db, id: number): Promise<void> {
  await db.delete(dives).where(eq(dives.id, id));
}

export async function logsOfUser(db: Db, userId: number): Promise<DiveLogRow[]> {
  return db.select().from(diveLogs).where(eq(diveLogs.userId, userId)).orderBy(asc(diveLogs.id));
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

/** A user's dives without a position starting between `from` and `to` (wall-clock text): those a track may place. */
export async function divesWithoutPositionStartingBetween(db: Db, userId: number, from: string, to: string): Promise<DiveRow[]> {
  return db
    .select()
    .from(dives)
    .where(and(eq(dives.userId, userId), isNull(dives.latitude), between(dives.startedAt, from, to)));
}

/** The start and duration (what makes a dive the same) of a user's dives starting between `from` and `to`. */
export async function diveKeysStartingBetween(db: Db, userId: number, from: string, to: string) {
  return db
    .select({ startedAt: dives.startedAt, durationSeconds: dives.durationSeconds })
    .from(dives)
    .where(and(eq(dives.userId, userId), between(dives.startedAt, from, to)));
}

export async function countDives(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: rowCount() }).from(dives).where(eq(dives.userId, userId));
  return row?.count ?? 0;
}

/** How many logs a user imported after `since`, and the bytes of their files. */
export async function importsTotalSince(db: Db, userId: number, since: Date): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: rowCount(), bytes: total(diveLogs.fileBytes) })
    .from(diveLogs)
    .where(and(eq(diveLogs.userId, userId), gt(diveLogs.createdAt, since)));
  return row ?? { count: 0, bytes: 0 };
}

/** The bytes of a user's kept log files (those of unknown size count 0). */
export async function keptLogBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: total(diveLogs.fileBytes) })
    .from(diveLogs)
    .where(and(eq(diveLogs.userId, userId), ne(diveLogs.fileUrl, '')));
  return row?.bytes ?? 0;
}

/** When each log a user imported after `since` was imported, oldest first. */
export async function importsSince(db: Db, userId: number, since: Date): Promise<Array<{ createdAt: Date; fileBytes: number | null }>> {
  return db
    .select({ createdAt: diveLogs.createdAt, fileBytes: diveLogs.fileBytes })
    .from(diveLogs)
    .where(and(eq(diveLogs.userId, userId), gt(diveLogs.createdAt, since)))
    .orderBy(asc(diveLogs.createdAt));
}

/** A user's logs whose files are kept, newest first. */
export async function keptLogFiles(db: Db, userId: number) {
  return db
    .select({ id: diveLogs.id, fileUrl: diveLogs.fileUrl, fileBytes: diveLogs.fileBytes })
    .from(diveLogs)
    .where(and(eq(diveLogs.userId, userId), ne(diveLogs.fileUrl, '')))
    .orderBy(desc(diveLogs.createdAt), desc(diveLogs.id));
}

/** A user's kept files whose size is not known yet (imported before sizes were kept). */
export async function logFilesOfUnknownSize(db: Db, userId: number) {
  return db
    .select({ id: diveLogs.id, fileUrl: diveLogs.fileUrl })
    .from(diveLogs)
    .where(and(eq(diveLogs.userId, userId), ne(diveLogs.fileUrl, ''), isNull(diveLogs.fileBytes)));
}

export async function setLogFileBytes(db: Db, id: number, bytes: number): Promise<void> {
  await db.update(diveLogs).set({ fileBytes: bytes }).where(eq(diveLogs.id, id));
}

/** An import's file is kept: stored at `fileUrl` (its size is the row's already). */
export async function keepLogFile(db: Db, id: number, fileUrl: string): Promise<void> {
  await db.update(diveLogs).set({ fileUrl }).where(eq(diveLogs.id, id));
}

/** The logs keep their rows (what was imported, and when); their files are no longer named. */
export async function forgetLogFiles(db: Db, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) await db.update(diveLogs).set({ fileUrl: '' }).where(inArray(diveLogs.id, ids.slice(i, i + 500)));
}
