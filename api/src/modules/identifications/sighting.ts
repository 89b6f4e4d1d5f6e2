import { HttpError } from '../../lib/errors';
import { readWhereAndWhen, type PhotoWhereAndWhen } from '../../lib/images/exif';
import { inspectUpload, prepareImage, type PreparedImage } from '../../lib/images/prepare';
import { removeImages, storeImage } from '../../lib/images/store';
import type { PhotoStore } from '../../lib/storage';
import type { StoredPhoto } from './repo';

/**
 * A sighting's photos, each checked, prepared and stored as one photo is, and all or none: one refused photo
 * refuses the sighting before anything is reserved or stored, and a failure after storing removes every copy.
 */

/** A refusal that names the photo when there are several, so the diver knows which one to change. */
function ofPhoto(error: unknown, index: number, count: number): unknown {
  if (count === 1 || !(error instanceof HttpError)) return error;
  return new HttpError(error.status, `Photo ${index + 1} of ${count}: ${error.message}`, error.headers, error.code);
}

/** The first failure in upload order, when any photo failed. */
function firstFailure<T>(results: PromiseSettledResult<T>[]): { index: number; reason: unknown } | null {
  const index = results.findIndex((result) => result.status === 'rejected');
  return index < 0 ? null : { index, reason: (results[index] as PromiseRejectedResult).reason };
}

/** Size, type and declared dimensions of every photo, without decoding any; throws the first refusal. */
export async function checkSighting(photos: Uint8Array[]): Promise<void> {
  const failed = firstFailure(await Promise.allSettled(photos.map(inspectUpload)));
  if (failed) throw ofPhoto(failed.reason, failed.index, photos.length);
}

/**
 * Every photo's copies, in upload order: decoded at once but within the server's image slots (lib/images/slots.ts),
 * so five photos wait their turn like five uploads. One that cannot be read refuses the sighting; the others'
 * copies are dropped unstored.
 */
export async function prepareSighting(photos: Uint8Array[]): Promise<PreparedImage[]> {
  const results = await Promise.allSettled(photos.map((bytes) => prepareImage(bytes)));
  const failed = firstFailure(results);
  if (failed) throw ofPhoto(failed.reason, failed.index, photos.length);
  return results.map((result) => (result as PromiseFulfilledResult<PreparedImage>).value);
}

/** Waits until every photo's background copies are made or failed (a cancelled upload leaves no work behind). */
export async function settleSighting(images: PreparedImage[]): Promise<void> {
  await Promise.allSettled(images.map((image) => image.stored));
}

/** Every address a stored sighting holds. */
export const addressesOf = (photos: StoredPhoto[]) => photos.flatMap((photo) => [photo.imageUrl, photo.imageHighResUrl]);

/**
 * Writes every photo's web and high-resolution copies, in upload order with the web copy's size. When one fails,
 * the copies already written are removed and the failure thrown: a sighting is stored whole or not at all.
 */
export async function storeSighting(store: PhotoStore, images: PreparedImage[]): Promise<StoredPhoto[]> {
  const results = await Promise.allSettled(
    images.map(async (image) => {
      const copies = await image.stored;
      return { ...(await storeImage(store, copies)), width: copies.web.width, height: copies.web.height };
    }),
  );
  const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = firstFailure(results);
  if (failed) {
    await removeImages(store, addressesOf(stored));
    throw ofPhoto(failed.reason, failed.index, images.length);
  }
  return stored;
}

/**
 * Where and when the photos' own metadata say the sighting was: each from the first photo, in upload order, that
 * carries it (a phone's crop may have kept the date but not the place, another photo both).
 */
export async function readSightingWhereAndWhen(photos: Uint8Array[], now: Date): Promise<PhotoWhereAndWhen> {
  const read = await Promise.all(photos.map((bytes) => readWhereAndWhen(bytes, now)));
  return {
    position: read.find((photo) => photo.position)?.position ?? null,
    takenAt: read.find((photo) => photo.takenAt)?.takenAt ?? null,
    depthMeters: read.find((photo) => photo.depthMeters !== null)?.depthMeters ?? null,
  };
}
