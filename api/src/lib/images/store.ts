import { photoKey, photoUrl, type PhotoStore } from '../storage';
import type { ImageCopy } from './prepare';

/** Stored identification photos live in one folder under /uploads, each under its own random name. */
const FOLDER = 'identifications';

export interface StoredImage {
  imageUrl: string;
  imageHighResUrl: string;
}

/**
 * Writes the web-size and high-resolution copies. Each gets its own random name, so the high-resolution
 * address cannot be guessed from the web one (only premium users are given it).
 */
export async function storeImage(photos: PhotoStore, image: { web: ImageCopy; highRes: ImageCopy }): Promise<StoredImage> {
  const webKey = `${FOLDER}/${crypto.randomUUID()}.jpg`;
  const highResKey = `${FOLDER}/${crypto.randomUUID()}.jpg`;
  await Promise.all([photos.write(webKey, image.web.data, 'image/jpeg'), photos.write(highResKey, image.highRes.data, 'image/jpeg')]);
  return { imageUrl: photoUrl(webKey), imageHighResUrl: photoUrl(highResKey) };
}

/** Removes stored copies by their addresses; already missing ones are not an error. */
export async function removeImages(photos: PhotoStore, urls: Array<string | null | undefined>): Promise<void> {
  await photos.remove(urls.map(photoKey).filter((key): key is string => key !== null));
}
