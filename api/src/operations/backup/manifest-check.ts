import { isPhotoKey } from '../../lib/storage';
import { isSnapshotFile } from '../tables';
import type { Manifest } from './manifest';

/** Files of DATA_DIR that go along: the cookie secret signs visitor cookies, e-mail links and the trial records. */
export const DATA_DIR_FILES = ['cookie-secret'];

const SHA256 = /^[0-9a-f]{64}$/;
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 120) ?? String(value);

/**
 * What makes a manifest unusable, one line each; none for a manifest a backup wrote. Every path a restore reads or
 * writes is made of the manifest's `id`, keys and checksums: the id must be its folder's name, every key one a
 * backup writes (a database part of its dialect, a photo store key, a DATA_DIR file; never absolute, never with
 * `..`) and every checksum 64 hex digits. Anything else could reach past the backup at the place (`<id>/../..`, an
 * S3 key `files/../x`) or past the target folder, so it is refused before anything is read or written.
 */
export function manifestProblems(manifest: Manifest, folder: string): string[] {
  const problems: string[] = [];
  if (manifest.id !== folder) problems.push(`id ${shown(manifest.id)} is not the name of its folder, "${folder}"`);
  if (manifest.dialect !== 'sqlite' && manifest.dialect !== 'postgres') problems.push(`dialect ${shown(manifest.dialect)} is neither "sqlite" nor "postgres"`);
  const parts = [
    ['database', (key: string) => isSnapshotFile(manifest.dialect, key), `a part of a ${manifest.dialect} snapshot`],
    ['photos', isPhotoKey, 'a photo store key'],
    ['dataDir', (key: string) => DATA_DIR_FILES.includes(key), `a data folder file (${DATA_DIR_FILES.join(', ')})`],
  ] as const;
  for (const [part, isKnown, what] of parts) {
    for (const file of manifest[part] as unknown[]) {
      const { key, size, sha256 } = (file ?? {}) as Record<string, unknown>;
      if (typeof key !== 'string' || !isKnown(key)) problems.push(`${part}: ${shown(key)} is not ${what}`);
      else if (typeof sha256 !== 'string' || !SHA256.test(sha256)) problems.push(`${part}: ${key} has no SHA-256 (64 hex digits) but ${shown(sha256)}`);
      else if (!Number.isSafeInteger(size) || (size as number) < 0) problems.push(`${part}: ${key} has no size but ${shown(size)}`);
    }
  }
  return problems;
}
