import { mkdir, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { ImageCopy } from './prepare';

/** Where stored photos live under DATA_DIR. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

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
export async function storeImage(dataDir: string, image: { web: ImageCopy; highRes: ImageCopy }): Promise<StoredImage> {
  const folder = join(uploadsDir(dataDir), FOLDER);
  await mkdir(folder, { recursive: true });
  const webName = `${crypto.randomUUID()}.jpg`;
  const highResName = `${crypto.randomUUID()}.jpg`;
  await Promise.all([Bun.write(join(folder, webName), image.web.data), Bun.write(join(folder, highResName), image.highRes.data)]);
  return { imageUrl: `/uploads/${FOLDER}/${webName}`, imageHighResUrl: `/uploads/${FOLDER}/${highResName}` };
}

/** The file behind an /uploads URL, or null for anything that is not a stored upload. */
export function uploadPath(dataDir: string, url: string | null | undefined): string | null {
  const match = url?.match(/^\/(?:public\/)?uploads\/(.+)$/);
  if (!match) return null;
  const root = uploadsDir(dataDir);
  const path = resolve(root, match[1]!);
  return path.startsWith(root + sep) ? path : null;
}

/** Removes stored copies; already missing files are not an error. */
export async function removeImages(dataDir: string, urls: Array<string | null | undefined>): Promise<void> {
  const paths = urls.map((url) => uploadPath(dataDir, url)).filter((path): path is string => path !== null);
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
