import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { identificationPhotos } from '../../../db/schema';

export type PhotoRow = typeof identificationPhotos.$inferSelect;

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
export async function photosOf(db: Db, identificationIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byIdentification = new Map<number, PhotoRow[]>();
  const ids = [...new Set(identificationIds)];
  if (ids.length === 0) return byIdentification;
  const rows = await db
    .select()
    .from(identificationPhotos)
    .where(inArray(identificationPhotos.identificationId, ids))
    .orderBy(asc(identificationPhotos.identificationId), asc(identificationPhotos.position));
  for (const row of rows) {
    const list = byIdentification.get(row.identificationId) ?? [];
    list.push(row);
    byIdentification.set(row.identificationId, list);
  }
  return byIdentification;
}
