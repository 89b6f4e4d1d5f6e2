import { checkImageFile } from '@rules/identification';
import type { RuleError } from '@rules/error-codes';
import { atom } from 'nanostores';
import { cropProblem, isWholePhoto, type Crop } from './crop';

/** One sighting is one to five photos of the same animal (the API's limit). */
export const MAX_PHOTOS = 5;
const TOO_MANY_PHOTOS = `A sighting takes up to ${MAX_PHOTOS} photos of one animal.`;

/** "a.jpg", "a.jpg and b.jpg", "a.jpg, b.jpg and c.jpg". */
const namesList = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** A refusal in words: its title, then what to do. */
interface FileProblem {
  title: string;
  description: string;
}

/** The refusal of photos past the fifth names each one left out, so the diver knows which to choose again. */
export function tooManyPhotos(leftOut: string[]): FileProblem {
  return {
    title: 'Five photos at most',
    description: `${TOO_MANY_PHOTOS} ${namesList(leftOut)} ${leftOut.length === 1 ? 'was' : 'were'} left out. Remove one to add another.`,
  };
}

/** A photo chosen for the sighting, not yet sent: nothing is spent until Identify. */
export interface ChosenPhoto {
  /** Stable across removals, for React keys and for finding the photo again. */
  key: number;
  file: File;
  /** The browser's own copy to show (an object URL); null where none can be made. */
  preview: string | null;
  /** The part of the photo to send; null sends the whole photo. */
  crop: Crop | null;
}

/** The photos of the sighting being put together, in the order they were chosen (the first is the cover). */
export const $photos = atom<ChosenPhoto[]>([]);

let nextKey = 1;

/**
 * Adds photos to the sighting, in order, each checked before its copy is made (an image, at most 60 MB: only the
 * copy sent must be within the server's 10 MB). Those past the fifth are refused, and so is any file that is not
 * an image; the others are kept. Returns the refusals, to be shown: a rule's by its code, in the page's words.
 */
export function addPhotos(files: Iterable<File>): Array<RuleError | FileProblem> {
  const refusals: Array<RuleError | FileProblem> = [];
  const leftOut: string[] = [];
  const photos = [...$photos.get()];
  for (const file of files) {
    const problem = checkImageFile(file);
    if (problem) {
      refusals.push(problem);
      continue;
    }
    if (photos.length >= MAX_PHOTOS) {
      leftOut.push(file.name);
      continue;
    }
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    photos.push({ key: nextKey++, file, preview, crop: null });
  }
  $photos.set(photos);
  if (leftOut.length > 0) refusals.push(tooManyPhotos(leftOut));
  return refusals;
}

export function removePhoto(key: number): void {
  const photos = $photos.get();
  const gone = photos.find((photo) => photo.key === key);
  if (gone?.preview) URL.revokeObjectURL(gone.preview);
  $photos.set(photos.filter((photo) => photo.key !== key));
}

/** Sets a photo's crop; the whole photo clears it. */
export function setCrop(key: number, crop: Crop | null): void {
  const kept = isWholePhoto(crop) ? null : crop;
  $photos.set($photos.get().map((photo) => (photo.key === key ? { ...photo, crop: kept } : photo)));
}

/** Empties the sighting, letting go of the previews. */
export function clearPhotos(): void {
  for (const photo of $photos.get()) if (photo.preview) URL.revokeObjectURL(photo.preview);
  $photos.set([]);
}

/** Why the sighting cannot be sent yet (no photo, a crop that is empty or outside its photo); null when it can. */
export function sightingProblem(photos: ChosenPhoto[]): string | null {
  if (photos.length === 0) return 'Add a photo of the animal';
  if (photos.length > MAX_PHOTOS) return TOO_MANY_PHOTOS;
  for (const [index, photo] of photos.entries()) {
    const problem = photo.crop && cropProblem(photo.crop);
    if (problem) return `Photo ${index + 1}: ${problem}`;
  }
  return null;
}
