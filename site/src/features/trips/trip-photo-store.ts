import type { DBSchema } from 'idb';
import { deviceDatabase } from '../offline/device-database';

/**
 * A trip's photos on this device, per account: the browser copies waiting to be sent (kept as their bytes, as the
 * outbox keeps its photos, so that a closed tab or a lost connection loses nothing), and once sent, what the server
 * said of each (its id, time and dive), which the sightings' grid shows.
 */
export const TRIP_PHOTOS_DB = 'reefid-trip-photos';
const STORE = 'photos';

export interface TripPhoto {
  key?: number;
  /** The member whose trip it is: another account's page never sends or shows it. */
  owner: number;
  tripId: number;
  name: string;
  type: string;
  /** The copy's size, for the progress's megabytes. */
  size: number;
  /** When the photo says it was taken (its EXIF), ISO; null when it does not say. */
  takenAt: string | null;
  /** The copy's bytes while it waits; null once sent or refused. */
  bytes: ArrayBuffer | null;
  /** The server's id, once sent. */
  photoId?: number;
  diveId?: number | null;
  /** Why the server refused it for good. */
  refused?: string;
}

interface TripPhotosDB extends DBSchema {
  photos: { key: number; value: TripPhoto; indexes: { trip: [number, number] } };
}

const db = deviceDatabase<TripPhotosDB>(TRIP_PHOTOS_DB, (created) => {
  created.createObjectStore(STORE, { keyPath: 'key', autoIncrement: true }).createIndex('trip', ['owner', 'tripId']);
});

/** Keeps a photo's copy to be sent. */
export async function keepTripPhoto(photo: Omit<TripPhoto, 'key'>): Promise<TripPhoto> {
  const key = await (await db()).add(STORE, photo);
  return { ...photo, key };
}

/** Every photo of a trip kept on this device, in the order they were kept. */
export async function tripPhotos(owner: number, tripId: number): Promise<TripPhoto[]> {
  return (await db()).getAllFromIndex(STORE, 'trip', [owner, tripId]);
}

/** The photos still waiting to be sent. */
export const isWaiting = (photo: TripPhoto) => photo.bytes !== null;

/** A photo's copy is sent (or refused): its bytes go, what the server said stays. */
export async function settleTripPhoto(photo: TripPhoto, settled: { photoId: number; diveId: number | null; takenAt: string | null } | { refused: string }): Promise<TripPhoto> {
  const next: TripPhoto = 'refused' in settled ? { ...photo, bytes: null, refused: settled.refused } : { ...photo, bytes: null, photoId: settled.photoId, diveId: settled.diveId, takenAt: settled.takenAt ?? photo.takenAt };
  await (await db()).put(STORE, next);
  return next;
}
