import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dives, speciesIdentifications } from '../../../db/schema';

/**
 * The site name of the dive each identification was taken on, by identification id (those without a dive, or whose
 * dive has no site name, are left out). It reads the dives table, which the dives module writes, through a join on
 * the identification's own `dive_id`: the owner's export needs only this one column of it.
 */
export async function diveSiteNames(db: Db, identificationIds: number[]): Promise<Map<number, string>> {
  if (identificationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: speciesIdentifications.id, siteName: dives.siteName })
    .from(speciesIdentifications)
    .innerJoin(dives, eq(dives.id, speciesIdentifications.diveId))
    .where(inArray(speciesIdentifications.id, identificationIds));
  return new Map(rows.flatMap((row) => (row.siteName ? [[row.id, row.siteName] as const] : [])));
}
