import type { Queryable } from '../../db/client';
import { photosOf, type IdentificationRow, type StoredPhoto } from './repo';

/** A photo as anyone shown the sighting sees it: the web copy and its size, never the high-resolution copy. */
export interface SightingPhoto {
  imageUrl: string;
  width: number | null;
  height: number | null;
}

/** The cover's copies of a row whose photo list was never written (stored before sightings had several photos). */
const coverOf = (row: Pick<IdentificationRow, 'imageUrl' | 'imageHighResUrl'>): StoredPhoto[] =>
  row.imageUrl ? [{ imageUrl: row.imageUrl, imageHighResUrl: row.imageHighResUrl ?? row.imageUrl, width: null, height: null }] : [];

/** The stored photos of each row, cover first. */
export async function storedPhotosOf(db: Queryable, rows: IdentificationRow[]): Promise<Map<number, StoredPhoto[]>> {
  const lists = await photosOf(db, rows.map((row) => row.id));
  return new Map(rows.map((row) => [row.id, lists.get(row.id) ?? coverOf(row)]));
}

/** Each row's photos as public pages and share links show them (web copies only), cover first. */
export async function sightingPhotosOf(db: Queryable, rows: IdentificationRow[]): Promise<Map<number, SightingPhoto[]>> {
  const lists = await storedPhotosOf(db, rows);
  return new Map([...lists].map(([id, photos]) => [id, photos.map(({ imageUrl, width, height }) => ({ imageUrl, width, height }))]));
}

/** Every stored copy of a sighting's photos, by address: what goes when the sighting's files go. */
export async function photoFilesOf(db: Queryable, rows: IdentificationRow[]): Promise<string[]> {
  const lists = await storedPhotosOf(db, rows);
  return rows.flatMap((row) => [row.imageUrl, row.imageHighResUrl, ...(lists.get(row.id) ?? []).flatMap((photo) => [photo.imageUrl, photo.imageHighResUrl])])
    .filter((url): url is string => !!url);
}

