import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialectOf } from '../../db/dialect';
import { loadConfig, type Config } from '../../env';
import { photoStore } from '../../lib/storage';
import { firstTableWithRows, restoreDatabase } from '../tables';
import { sha256, type Manifest, type ManifestFile } from './manifest';
import { digestOf, type Place } from './place';
import { eachAtOnce } from './pool';
import { BackupRefused, chooseBackup } from './source';
import { keptAt, verifyBackup } from './verify';

export interface RestoreOptions {
  /** A backup's folder, or a place (its newest complete backup). */
  source: string;
  /** The environment: the target configuration (DATA_DIR, DATABASE_URL, STORAGE_URL) and S3 credentials. */
  env: Record<string, string | undefined>;
  /** A SQLite product in this folder (DATABASE_URL is not used unless `toDatabaseUrl` is given too). */
  toDataDir?: string;
  /** A PostgreSQL database. */
  toDatabaseUrl?: string;
  /** Restore over what is there. */
  force?: boolean;
  /** Restore no sessions: everybody signs in again. */
  dropSessions?: boolean;
}

export interface RestoreReport {
  id: string;
  location: string;
  /** Where it went: the database and the photo store. */
  database: string;
  photos: number;
  bytes: number;
  tables: Record<string, number>;
  durationMs: number;
}

/** The configuration restored into. Its cookie secret is not read here: loadConfig would make one in an empty DATA_DIR. */
export function targetConfig(options: Pick<RestoreOptions, 'env' | 'toDataDir' | 'toDatabaseUrl'>): Config {
  const { env, toDataDir, toDatabaseUrl } = options;
  const databaseUrl = toDatabaseUrl ?? (toDataDir ? undefined : env.DATABASE_URL);
  if (toDatabaseUrl !== undefined && dialectOf(toDatabaseUrl) !== 'postgres') throw new BackupRefused(`--to-database-url must be a postgres:// URL, got "${toDatabaseUrl.split('@').pop()}"`);
  return loadConfig({ ...env, DATA_DIR: toDataDir ?? env.DATA_DIR, DATABASE_URL: databaseUrl, COOKIE_SECRET: 'not-read-by-a-restore-'.padEnd(32, '-') });
}

/** What the target already holds, named; empty when it is empty. */
async function whatIsThere(config: Config): Promise<string[]> {
  const there: string[] = [];
  if (existsSync(config.dataDir)) {
    const names = readdirSync(config.dataDir);
    if (names.length) there.push(`the data folder ${config.dataDir} holds ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`);
  }
  const onSqlite = dialectOf(config.database) === 'sqlite';
  if (!onSqlite || existsSync(config.database)) {
    const table = await firstTableWithRows(config.database);
    if (table) there.push(`the database has rows in ${table}`);
  }
  if (config.storage) {
    const [first] = await photoStore(config).list();
    if (first) there.push(`the photo store s3://${config.storage.bucket}/${config.storage.prefix} holds ${first.key}`);
  }
  return there;
}

/** Reads a file of the backup, checked again against the manifest (it was checked before anything was touched). */
async function readChecked(place: Place, manifest: Manifest, part: 'database' | 'photos' | 'dataDir', file: ManifestFile): Promise<Uint8Array> {
  const at = keptAt(manifest, part, file);
  const bytes = await place.get(at);
  if (!bytes || sha256(bytes) !== file.sha256) throw changedWhileRestoring(place, at);
  return bytes;
}

const changedWhileRestoring = (place: Place, at: string) =>
  new BackupRefused(`${place.address}/${at} changed while it was restored: it is missing or its checksum differs from the manifest`);

/**
 * Restores a complete backup into an empty place: every checksum is checked first, and a non-empty data folder,
 * database or photo store is refused (unless `force`), naming what is there. Database first, then the photos, then
 * DATA_DIR's files.
 *
 * What it creates is its owner's alone (folders 0700, files 0600), whatever the umask it is run with: never more
 * open than what the server writes itself (its cookie-secret 0600; the database and photos as its umask leaves
 * them). A restore runs in an operator's command, never in the server, so the process's umask is its own while
 * it runs.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const umask = process.umask(0o077);
  try {
    return await restore(options);
  } finally {
    process.umask(umask);
  }
}

async function restore(options: RestoreOptions): Promise<RestoreReport> {
  const started = Date.now();
  const { place, manifest } = await chooseBackup(options.source, options.env);
  await verifyBackup(place, manifest);
  const config = targetConfig(options);
  if (!options.force) {
    const there = await whatIsThere(config);
    if (there.length) throw new BackupRefused(`Refusing to restore over what is there (use --force to restore anyway):\n  ${there.join('\n  ')}`);
  }

  let bytes = 0;
  await mkdir(config.dataDir, { recursive: true });
  const folder = await mkdtemp(join(tmpdir(), 'reefid-restore-'));
  let tables: Record<string, number>;
  try {
    for (const file of manifest.database) {
      // Streamed to a file, then checked there: a database part may be large.
      const at = keptAt(manifest, 'database', file);
      const path = join(folder, file.key);
      const there = (await place.download(at, path)) && (await digestOf(Bun.file(path).stream()));
      if (!there || there.sha256 !== file.sha256) throw changedWhileRestoring(place, at);
      bytes += there.size;
    }
    const snapshot = { dialect: manifest.dialect, schemaVersion: manifest.schemaVersion, files: manifest.database.map((file) => file.key), tables: manifest.tables };
    tables = await restoreDatabase(folder, snapshot, config.database, { force: options.force, dropSessions: options.dropSessions });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  const store = photoStore(config);
  await eachAtOnce(manifest.photos, 8, async (file) => {
    const content = await readChecked(place, manifest, 'photos', file);
    // The type the store serves it with follows from its name, as it did when it was first written.
    await store.write(file.key, content, Bun.file(file.key).type || 'application/octet-stream');
    bytes += content.length;
  });
  for (const file of manifest.dataDir) {
    const content = await readChecked(place, manifest, 'dataDir', file);
    const path = join(config.dataDir, file.key);
    // As the server writes its cookie-secret; chmod too, for a file that was there (--force) with another mode.
    await writeFile(path, content, { mode: 0o600 });
    await chmod(path, 0o600);
  }
  return {
    id: manifest.id,
    location: `${place.address}/${manifest.id}`,
    database: dialectOf(config.database) === 'postgres' ? 'PostgreSQL' : config.database,
    photos: manifest.photos.length,
    bytes,
    tables,
    durationMs: Date.now() - started,
  };
}
