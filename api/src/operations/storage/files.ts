import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';

export interface LocalFile {
  /** The photo key: its path under the uploads folder, with forward slashes (`identifications/<uuid>.jpg`). */
  key: string;
  path: string;
  size: number;
}

/**
 * Every file of the photo folder (DATA_DIR/uploads), keyed as the photo store keys them. The local store's files
 * being written (`<name>.<uuid>.tmp`, renamed once whole) are left out: they are no photo yet.
 */
export async function filesOf(uploads: string): Promise<LocalFile[]> {
  if (!existsSync(uploads) || !statSync(uploads).isDirectory()) {
    throw new Error(`No photo folder at ${uploads}: set DATA_DIR to the data folder whose uploads/ holds the photos`);
  }
  const names = await readdir(uploads, { recursive: true, withFileTypes: true });
  return names
    .filter((entry) => entry.isFile() && !/\.[0-9a-f-]{36}\.tmp$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { key: path.slice(uploads.length + 1).split(sep).join('/'), path, size: statSync(path).size };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ssrf: 'application/xml',
  uddf: 'application/xml',
  xml: 'application/xml',
};

/** The content type the app wrote the object with (the bucket serves it back as the photo's type). */
export const contentTypeOf = (key: string) => TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
