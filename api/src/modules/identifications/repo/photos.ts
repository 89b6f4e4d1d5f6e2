import { asc, eq, inArray, or } from 'drizzle-orm';
import { first, transaction, type Db, type Queryable } from '../../../db/client';
import { identificationPhotos, speciesIdentifications } from '../../../db/schema';
import { PHOTO_ACCESS_COLUMNS } from './rows';

export type PhotoRow = typeof identificationPhotos.$inferSelect;

const IDS_PER_QUERY = 10_000;

/** A stored photo of a sighting: its two copies and the web copy's size. */
export interface StoredPhoto {
  imageUrl: string;
  imageHighResUrl: string;
  width: number | null;
  height: number | null;
}

/** Adds a sighting's photos in the order given: the first is the cover (position 0). */
export async function insertPhotos(db: Db, identificationId: number, photos: StoredPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  await db.insert(identificationPhotos).values(photos.map((photo, position) => ({ identificationId, position, ...photo })));
}

/** The photos of each identification asked for, cover first. An identification with none is absent from the map. */
export async function photosOf(db: Queryable, identificationIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byIdentification = new Map<number, PhotoRow[]>();
  const ids = [...new Set(identificationIds)];
  // A part at a time: a statement takes at most 65,535 parameters in PostgreSQL and 250,000 in the SQLite Bun
  // links, and a full build reads 300,000 sightings.
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .select()
      .from(identificationPhotos)
      .where(inArray(identificationPhotos.identificationId, ids.slice(i, i + IDS_PER_QUERY)))
      .orderBy(asc(identificationPhotos.identificationId), asc(identificationPhotos.position));
    for (const row of rows) {
      const list = byIdentification.get(row.identificationId) ?? [];
      list.push(row);
      byIdentification.set(row.identificationId, list);
    }
  }
  return byIdentification;
}

/**
 * Writes a sighting's photos in a new order (or fewer of them): positions 0.. in the order given, and the row keeps
 * the cover's two copies, in one transaction so no reader sees a sighting without its cover.
 */
export async function rewritePhotos(db: Db, identificationId: number, photos: StoredPhoto[]): Promise<void> {
  const cover = photos[0];
  if (!cover) throw new Error('A sighting keeps at least one photo.');
  await transaction(db, async (tx) => {
    await tx.delete(identificationPhotos).where(eq(identificationPhotos.identificationId, identificationId));
    await tx.insert(identificationPhotos).values(photos.map(({ imageUrl, imageHighResUrl, width, height }, position) => ({ identificationId, position, imageUrl, imageHighResUrl, width, height })));
    await tx
      .update(speciesIdentifications)
      .set({ imageUrl: cover.imageUrl, imageHighResUrl: cover.imageHighResUrl })
      .where(eq(speciesIdentifications.id, identificationId));
  });
}

/** Forgets a sighting's photos (their files are gone: the trash was emptied). */
export async function forgetPhotos(db: Db, identificationId: number): Promise<void> {
  await db.delete(identificationPhotos).where(eq(identificationPhotos.identificationId, identificationId));
}

/** The sighting a stored photo (web or high-resolution copy, by its /uploads/ address) is one of the photos of. */
export async function findSightingOfPhoto(db: Db, url: string) {
  return db
    .select({ webCopy: identificationPhotos.imageUrl, ...PHOTO_ACCESS_COLUMNS })
    .from(identificationPhotos)
    .innerJoin(speciesIdentifications, eq(speciesIdentifications.id, identificationPhotos.identificationId))
    .where(or(eq(identificationPhotos.imageUrl, url), eq(identificationPhotos.imageHighResUrl, url)))
    .limit(1)
    .then(first);
}

