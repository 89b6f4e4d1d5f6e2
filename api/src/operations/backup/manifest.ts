import { manifestProblems } from './manifest-check';
import type { Place } from './place';
import { BackupRefused } from './refused';

/** Raised when manifest.json's format is not this one: a newer ReefID wrote it, or it is not a backup's manifest. */
export const MANIFEST_FORMAT = 1;
export const MANIFEST = 'manifest.json';
/** Photo store files, shared by every backup at a place, each kept once under its SHA-256. */
export const FILES = 'files/';

/** One file of a backup: where it came from (its key), and what it must be. */
export interface ManifestFile {
  key: string;
  size: number;
  sha256: string;
}

/**
 * What a complete backup holds. Written last: a backup folder without it is unfinished and never used.
 * - database: the database part, each key a path under the backup's folder (`database.sqlite` or
 *   `database/<table>.ndjson`);
 * - photos: every file of the photo store, each key its key in the store, kept at `files/<sha256>`;
 * - dataDir: files of DATA_DIR that go along (the cookie secret), each key its name, kept in the backup's folder.
 */
export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  id: string;
  startedAt: string;
  finishedAt: string;
  schemaVersion: string;
  dialect: 'sqlite' | 'postgres';
  /** Row count of every table in the database part. */
  tables: Record<string, number>;
  database: ManifestFile[];
  photos: ManifestFile[];
  dataDir: ManifestFile[];
}

/** A backup's id: its start in UTC, sortable as text (2026-11-27T09-42-04-123Z). */
export const backupId = (at: Date) => at.toISOString().replace(/[:.]/g, '-');
export const isBackupId = (name: string) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/.test(name);

export const manifestKey = (id: string) => `${id}/${MANIFEST}`;
export const fileKey = (sha256: string) => `${FILES}${sha256}`;

/**
 * The manifest of backup `id` at the place, or null when it has none (an unfinished backup). One that names its
 * folder or a file otherwise than a backup does is refused (`manifestProblems`): nothing is read or written by it.
 */
export async function readManifest(place: Place, id: string): Promise<Manifest | null> {
  const bytes = await place.get(manifestKey(id));
  if (!bytes) return null;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error(`${place.address}/${manifestKey(id)} is not JSON: the manifest is damaged`);
  }
  if (manifest?.format !== MANIFEST_FORMAT || !Array.isArray(manifest.database) || !Array.isArray(manifest.photos)) {
    throw new Error(`${place.address}/${manifestKey(id)} is not a manifest of format ${MANIFEST_FORMAT}`);
  }
  manifest.dataDir ??= [];
  if (!Array.isArray(manifest.dataDir)) throw new Error(`${place.address}/${manifestKey(id)} is not a manifest of format ${MANIFEST_FORMAT}`);
  const problems = manifestProblems(manifest, id);
  if (problems.length) {
    throw new BackupRefused([`${place.address}/${manifestKey(id)} is refused: nothing was read or written by it.`, ...problems.map((problem) => `  ${problem}`)].join('\n'));
  }
  return manifest;
}

/** The ids of the complete backups at the place (those with a manifest), oldest first. */
export async function completeBackups(place: Place): Promise<string[]> {
  const manifests = await place.list('');
  return manifests
    .map((file) => file.key.split('/'))
    .filter((parts) => parts.length === 2 && parts[1] === MANIFEST && isBackupId(parts[0]!))
    .map((parts) => parts[0]!)
    .sort();
}

export const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher('sha256').update(bytes).digest('hex');
