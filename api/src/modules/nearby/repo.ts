import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { obisNearby } from '../../db/schema';

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
