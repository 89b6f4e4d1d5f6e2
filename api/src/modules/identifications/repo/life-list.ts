import { isoDateTime, rowCount } from '../../../db/sql';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { first, type Db } from '../../../db/client';
import { speciesIdentifications } from '../../../db/schema';
import type { IdentificationRow } from './rows';

/** One taxon of a user's life list: its names as on the latest sighting, the first and last day seen, how often. */
export interface LifeListRow {
  aphiaId: number | null;
  scientificName: string | null;
  speciesName: string;
  firstSeen: string;
  lastSeen: string;
  sightings: number;
}

/**
 * A user's life list in one GROUP BY: their confirmed (accepted) identifications that are not trashed, one group per
 * WoRMS taxon, or per scientific name (case aside) when WoRMS gave none. A sighting's date is when the photo was
 * taken as given (`observedAt`), else the upload's UTC time as ISO text; both compare as text. Most recent first.
 */
export async function lifeList(db: Db, userId: number): Promise<LifeListRow[]> {
  const i = speciesIdentifications;
  const seen = sql<string>`coalesce(${i.observedAt}, ${isoDateTime(i.createdAt)})`;
  const taxon = sql<string>`case when ${i.aphiaId} is not null then 'aphia:' || ${i.aphiaId} else 'name:' || lower(coalesce(${i.scientificName}, ${i.speciesName})) end`;
  const sightings = await db
    .select({
      taxon: taxon.as('taxon'),
      seen: seen.as('seen'),
      aphiaId: i.aphiaId,
      scientificName: i.scientificName,
      speciesName: i.speciesName,
      // 1 for the latest sighting of each taxon, whose names the list shows.
      latest: sql<number>`row_number() over (partition by ${taxon} order by ${seen} desc, ${i.id} desc)`.as('latest'),
    })
    .from(i)
    .where(and(eq(i.userId, userId), eq(i.accepted, true), isNull(i.trashedAt)))
    .as('sightings');
  const s = sightings;
  const byTaxon = sql`${s.taxon}`;
  const lastSeen = sql<string>`max(${s.seen})`;
  return db
    .select({
      aphiaId: sql<number | null>`max(${s.aphiaId})`,
      scientificName: sql<string | null>`max(case when ${s.latest} = 1 then ${s.scientificName} end)`,
      speciesName: sql<string>`max(case when ${s.latest} = 1 then ${s.speciesName} end)`,
      firstSeen: sql<string>`min(${s.seen})`,
      lastSeen,
      sightings: rowCount(),
    })
    .from(s)
    .groupBy(byTaxon)
    .orderBy(desc(lastSeen), byTaxon);
}

/**
 * A user's identifications for the history export, not trashed: all of them newest first, or those of `ids` that
 * are theirs, in the order of `ids` (the order the history shows them in). Ids of others' rows are left out.
 */
export async function listForExport(db: Db, userId: number, ids: number[] | null): Promise<IdentificationRow[]> {
  const i = speciesIdentifications;
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(i)
    .where(and(eq(i.userId, userId), isNull(i.trashedAt), ids ? inArray(i.id, ids) : undefined))
    .orderBy(desc(i.createdAt), desc(i.id));
  if (!ids) return rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
