import { wallClockSeconds } from '@rules/dives';
import { PHOTOS_THE_MODEL_SEES, SAME_SIGHTING_SECONDS } from '@rules/trips';
import { signatureDistance } from './likeness';

/**
 * Two photos are alike when their difference hashes differ in at most 12 of 64 bits, or their colour grids by at
 * most 7 (each channel relative to its mean): decision 135 measured these on bursts made of real photos.
 */
export const ALIKE_HASH_BITS = 12;
export const ALIKE_COLOUR = 7;

export interface GroupedPhoto {
  id: number;
  takenAt: string | null;
  signature: string;
  sharpness: number;
}

export function alike(a: GroupedPhoto, b: GroupedPhoto): boolean {
  const distance = signatureDistance(a.signature, b.signature);
  return distance.hashBits <= ALIKE_HASH_BITS || distance.colour <= ALIKE_COLOUR;
}

/** In time order (camera time, then upload order); a photo without a time comes last, in upload order. */
function inTimeOrder(photos: GroupedPhoto[]): Array<GroupedPhoto & { seconds: number | null }> {
  return photos
    .map((photo) => ({ ...photo, seconds: wallClockSeconds(photo.takenAt) }))
    .sort((a, b) => (a.seconds ?? Infinity) - (b.seconds ?? Infinity) || a.id - b.id);
}

/** A sighting's photos as the model will take them: the five sharpest first (sharpest first), then the rest in time order. */
export function sharpestFirst(photos: GroupedPhoto[]): number[] {
  const ordered = inTimeOrder(photos);
  const seen = new Set([...ordered].sort((a, b) => b.sharpness - a.sharpness).slice(0, PHOTOS_THE_MODEL_SEES).map((photo) => photo.id));
  const sharpest = [...ordered].filter((photo) => seen.has(photo.id)).sort((a, b) => b.sharpness - a.sharpness);
  return [...sharpest, ...ordered.filter((photo) => !seen.has(photo.id))].map((photo) => photo.id);
}

/**
 * Groups photos into sightings: consecutive in time, each within 60 s of the one before and alike it in the
 * picture. A photo alike neither neighbour (or without a time) is a sighting of its own; every photo is in one.
 */
export function groupPhotos(photos: GroupedPhoto[]): number[][] {
  const groups: GroupedPhoto[][] = [];
  let previous: (GroupedPhoto & { seconds: number | null }) | null = null;
  for (const photo of inTimeOrder(photos)) {
    const joins =
      previous !== null && previous.seconds !== null && photo.seconds !== null && photo.seconds - previous.seconds <= SAME_SIGHTING_SECONDS && alike(previous, photo);
    if (joins) groups.at(-1)!.push(photo);
    else groups.push([photo]);
    previous = photo;
  }
  return groups.map(sharpestFirst);
}
