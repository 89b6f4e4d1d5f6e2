import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../env';
import { photoStore } from '../../lib/storage';
import { snapshotDatabase } from '../tables';
import { DATA_DIR_FILES } from './manifest-check';
import { backupId, completeBackups, fileKey, MANIFEST_FORMAT, manifestKey, readManifest, sha256, type Manifest, type ManifestFile } from './manifest';
import { digestOf, type Place } from './place';
import { pacer } from './pace';
import { eachAtOnce } from './pool';

/** What a backup wrote, for the operator and for backup_state. */
export interface BackupReport {
  id: string;
  /** The backup's folder: the place and its id. */
  location: string;
  /** Photo store files copied to the place, and those already there (referenced, not copied again). */
  newFiles: number;
  referencedFiles: number;
  /** Bytes written to the place: new files, the database part, the manifest. */
  bytesWritten: number;
  durationMs: number;
  tables: Record<string, number>;
}

/** A quarter of the time at work: a first backup takes about three times as long, and the pages keep their pace. */
const PACE = { workMs: 50, restMs: 150 };

/**
 * Writes one complete backup of the configuration's database and photo store to the place, manifest last. Works
 * while the product serves: the database part is an online snapshot; the photo store is listed after it, so every
 * photo a snapshotted row names is there (a file added later is kept too, harmlessly; one removed since is skipped).
 */
export async function runBackup(config: Pick<Config, 'dataDir' | 'database' | 'storage'>, place: Place, now = () => new Date()): Promise<BackupReport> {
  const startedAt = now();
  const id = backupId(startedAt);
  const previous = await newestManifest(place);
  const known = new Map(previous?.photos.map((file) => [file.key, file]));
  let bytesWritten = 0;

  const folder = await mkdtemp(join(tmpdir(), 'reefid-backup-'));
  try {
    const snapshot = await snapshotDatabase(config.database, folder);
    const database: ManifestFile[] = [];
    for (const key of snapshot.files) {
      // Streamed, never held in memory whole: a database may be larger than the photos.
      const file = Bun.file(join(folder, key));
      const digest = await digestOf(file.stream());
      await place.put(`${id}/${key}`, file);
      database.push({ key, ...digest });
      bytesWritten += digest.size;
    }

    const store = photoStore(config);
    const photos: ManifestFile[] = [];
    let newFiles = 0;
    let referencedFiles = 0;
    const breathe = pacer(PACE.workMs, PACE.restMs);
    await eachAtOnce(await store.list(), 8, async ({ key, size }) => {
      await breathe();
      const before = known.get(key);
      // Same key, same size as in the last complete backup: the same file (keys name uploads, which are never rewritten in place).
      if (before && before.size === size) {
        photos.push(before);
        referencedFiles++;
        return;
      }
      const bytes = await store.read(key);
      if (!bytes) return; // removed since it was listed
      const file = { key, size: bytes.length, sha256: sha256(bytes) };
      if (await place.exists(fileKey(file.sha256))) {
        referencedFiles++;
      } else {
        await place.put(fileKey(file.sha256), bytes);
        bytesWritten += bytes.length;
        newFiles++;
      }
      photos.push(file);
    });

    const dataDir: ManifestFile[] = [];
    for (const name of DATA_DIR_FILES) {
      const file = Bun.file(join(config.dataDir, name));
      if (!(await file.exists())) continue;
      const bytes = await file.bytes();
      await place.put(`${id}/${name}`, bytes);
      dataDir.push({ key: name, size: bytes.length, sha256: sha256(bytes) });
    }

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      id,
      startedAt: startedAt.toISOString(),
      finishedAt: now().toISOString(),
      schemaVersion: snapshot.schemaVersion,
      dialect: snapshot.dialect,
      tables: snapshot.tables,
      database,
      photos: photos.sort((a, b) => (a.key < b.key ? -1 : 1)),
      dataDir,
    };
    const text = JSON.stringify(manifest, null, 1);
    // Last: only now is the backup complete.
    await place.put(manifestKey(id), text);
    bytesWritten += text.length;
    const durationMs = now().getTime() - startedAt.getTime();
    return { id, location: `${place.address}/${id}`, newFiles, referencedFiles, bytesWritten, durationMs, tables: snapshot.tables };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function newestManifest(place: Place): Promise<Manifest | null> {
  const ids = await completeBackups(place);
  return ids.length ? readManifest(place, ids.at(-1)!) : null;
}
