import { COPY_MAX_SIDE } from '../identify/browser-copy';
import { copyToSend } from '../identify/photo-copies';
import { readPhotoWhereAndWhen } from '../maps/where-and-when';
import { keepTripPhoto } from './trip-photo-store';

/** What a folder holds besides photos (sidecars, videos, .DS_Store) is left out; HEIC is a photo the server reads. */
export const isPhotoFile = (file: File) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name);

/**
 * Each chosen photo's time (its EXIF) and its browser copy, the same copy an identification sends, made in the
 * copy worker one at a time, then kept on the device to be sent. Reports how many are ready.
 */
export async function keepTripCopies(owner: number, tripId: number, files: File[], onReady: (ready: number, total: number) => void): Promise<void> {
  const photos = files.filter(isPhotoFile);
  for (const [index, file] of photos.entries()) {
    onReady(index, photos.length);
    const [{ takenAt }, { file: copy }] = await Promise.all([readPhotoWhereAndWhen(file), copyToSend(file, COPY_MAX_SIDE, null)]);
    await keepTripPhoto({ owner, tripId, name: file.name, type: copy.type, size: copy.size, takenAt, bytes: await copy.arrayBuffer() });
  }
  onReady(photos.length, photos.length);
}
