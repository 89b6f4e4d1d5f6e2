import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { obisAtDepth, obisNearby } from '../../db/schema';

export interface Cell {
  south: number;
  west: number;
}

/** What OBIS said about these taxa near this cell since `freshAfter`: recorded (true) or not (false). */
export async function cachedNearby(db: Db, aphiaIds: number[], cell: Cell, freshAfter: Date): Promise<Map<number, boolean>> {
  if (aphiaIds.length === 0) return new Map();
  const rows = await db
    .select({ aphiaId: obisNearby.aphiaId, recorded: obisNearby.recorded })
    .from(obisNearby)
    .where(and(inArray(obisNearby.aphiaId, aphiaIds), eq(obisNearby.cellSouth, cell.south), eq(obisNearby.cellWest, cell.west), gt(obisNearby.checkedAt, freshAfter)));
  return new Map(rows.map((row) => [row.aphiaId, row.recorded]));
}

export async function saveNearby(db: Db, answers: Map<number, boolean>, cell: Cell, checkedAt: Date): Promise<void> {
  if (answers.size === 0) return;
  const rows = [...answers].map(([aphiaId, recorded]) => ({ aphiaId, cellSouth: cell.south, cellWest: cell.west, recorded, checkedAt }));
  await db.insert(obisNearby)
    .values(rows)
    .onConflictDoUpdate({
      target: [obisNearby.aphiaId, obisNearby.cellSouth, obisNearby.cellWest],
      set: { recorded: sql`excluded.recorded`, checkedAt: sql`excluded.checked_at` },
    });
}

/** A depth band in whole metres, as asked of OBIS. */
export interface Band {
  start: number;
  end: number;
}

/** What OBIS said about these taxa near this cell within this depth band since `freshAfter`. */
export async function cachedAtDepth(db: Db, aphiaIds: number[], cell: Cell, band: Band, freshAfter: Date): Promise<Map<number, boolean>> {
  if (aphiaIds.length === 0) return new Map();
  const rows = await db
    .select({ aphiaId: obisAtDepth.aphiaId, recorded: obisAtDepth.recorded })
    .from(obisAtDepth)
    .where(
      and(
        inArray(obisAtDepth.aphiaId, aphiaIds),
        eq(obisAtDepth.cellSouth, cell.south),
        eq(obisAtDepth.cellWest, cell.west),
        eq(obisAtDepth.startDepth, band.start),
        eq(obisAtDepth.endDepth, band.end),
        gt(obisAtDepth.checkedAt, freshAfter),
      ),
    );
  return new Map(rows.map((row) => [row.aphiaId, row.recorded]));
}

export async function saveAtDepth(db: Db, answers: Map<number, boolean>, cell: Cell, band: Band, checkedAt: Date): Promise<void> {
  if (answers.size === 0) return;
  const rows = [...answers].map(([aphiaId, recorded]) => ({ aphiaId, cellSouth: cell.south, cellWest: cell.west, startDepth: band.start, endDepth: band.end, recorded, checkedAt }));
  await db.insert(obisAtDepth)
    .values(rows)
    .onConflictDoUpdate({
      target: [obisAtDepth.aphiaId, obisAtDepth.cellSouth, obisAtDepth.cellWest, obisAtDepth.startDepth, obisAtDepth.endDepth],
      set: { recorded: sql`excluded.recorded`, checkedAt: sql`excluded.checked_at` },
    });
}
