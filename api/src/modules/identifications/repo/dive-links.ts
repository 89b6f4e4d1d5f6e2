import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { speciesIdentifications } from '../../../db/schema';

const i = speciesIdentifications;
const placeColumns = {
  id: i.id,
  observedAt: i.observedAt,
  diveId: i.diveId,
  latitude: i.latitude,
  longitude: i.longitude,
  locationSource: i.locationSource,
  depthMeters: i.depthMeters,
  depthSource: i.depthSource,
  isPublished: i.isPublished,
};
export type DivePlaceRow = { [K in keyof typeof placeColumns]: (typeof i.$inferSelect)[K] };

/** A user's identifications not linked to any dive (trashed ones too: restored, they come back placed). */
export async function unlinkedOfUser(db: Db, userId: number): Promise<DivePlaceRow[]> {
  return db.select(placeColumns).from(i).where(and(eq(i.userId, userId), isNull(i.diveId)));
}

/** The identifications linked to a dive. */
export async function linkedToDive(db: Db, diveId: number): Promise<DivePlaceRow[]> {
  return db.select(placeColumns).from(i).where(eq(i.diveId, diveId));
}

/** The identifications linked to any of these dives, a few hundred dives per statement. */
export async function linkedToDives(db: Db, diveIds: number[]): Promise<DivePlaceRow[]> {
  const rows: DivePlaceRow[] = [];
  for (let start = 0; start < diveIds.length; start += 500) rows.push(...(await db.select(placeColumns).from(i).where(inArray(i.diveId, diveIds.slice(start, start + 500)))));
  return rows;
}

export type DivePlaceChange = { id: number } & Pick<typeof i.$inferInsert, 'diveId' | 'latitude' | 'longitude' | 'locationSource' | 'depthMeters' | 'depthSource'>;

/**
 * Sets the dive, place and depth of many identifications, a few hundred per statement: one CASE per column keyed
 * by id (an import places hundreds of photos at once). Values are bound and cast, as both databases read them.
 */
export async function setDivePlaces(db: Db, changes: DivePlaceChange[]): Promise<void> {
  for (let start = 0; start < changes.length; start += 200) {
    const chunk = changes.slice(start, start + 200);
    const column = (name: keyof Omit<DivePlaceChange, 'id'>, type: 'integer' | 'double precision' | 'text') =>
      sql`CASE ${i.id} ${sql.join(chunk.map((change) => sql`WHEN ${change.id} THEN CAST(${change[name]} AS ${sql.raw(type)})`), sql` `)} END`;
    await db
      .update(i)
      .set({
        diveId: column('diveId', 'integer'),
        latitude: column('latitude', 'double precision'),
        longitude: column('longitude', 'double precision'),
        locationSource: column('locationSource', 'text'),
        depthMeters: column('depthMeters', 'double precision'),
        depthSource: column('depthSource', 'text'),
      })
      .where(inArray(i.id, chunk.map((change) => change.id)));
  }
}

/** How many identifications (not in the trash) each dive has. */
export async function countByDive(db: Db, diveIds: number[]): Promise<Map<number, number>> {
  if (diveIds.length === 0) return new Map();
  const rows = await db.select({ diveId: i.diveId, n: count() }).from(i).where(and(inArray(i.diveId, diveIds), isNull(i.trashedAt))).groupBy(i.diveId);
  return new Map(rows.map((row) => [row.diveId!, Number(row.n)]));
}

/** A dive's identifications (not in the trash), in the order they were taken. */
export async function sightingsOfDive(db: Db, diveId: number) {
  const rows = await db.select({ id: i.id, takenAt: i.observedAt, depthMeters: i.depthMeters }).from(i).where(and(eq(i.diveId, diveId), isNull(i.trashedAt)));
  return rows.sort((a, b) => (a.takenAt ?? '').localeCompare(b.takenAt ?? '') || a.id - b.id);
}

/** The sightings (not in the trash) on any of these dives, as a dive log lists them: species, time, cover photo. */
export async function sightingsOnDives(db: Db, diveIds: number[]) {
  if (diveIds.length === 0) return [];
  return db
    .select({ diveId: i.diveId, takenAt: i.observedAt, speciesName: i.speciesName, scientificName: i.scientificName, imageUrl: i.imageUrl })
    .from(i)
    .where(and(inArray(i.diveId, diveIds), isNull(i.trashedAt)))
    .orderBy(i.observedAt, i.id);
}
