import { afterEach, expect } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenDatabase } from '../src/db/client';
import { scratchDatabaseEnv } from '../src/db/scratch';
import { loadConfig, type Config } from '../src/env';
import { photoStore, type PhotoStore } from '../src/lib/storage';
import { accounts } from '../src/modules/accounts';
import { BackupRefused } from '../src/operations/backup/source';
import { startTestBucket } from './s3-bucket';

/**
 * A product to back up: a DATA_DIR with its database (the SQLite file there, or on PostgreSQL a scratch database
 * of its own), an account, a cookie secret and photos in its store (DATA_DIR/uploads, or a bucket given by `env`).
 */
export async function productToBackUp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-product-'));
  const source = { DATA_DIR: dataDir, ...(await scratchDatabaseEnv()), ...env };
  // No COOKIE_SECRET: the product keeps its own in DATA_DIR, as a default install does.
  const config: Config = loadConfig(source);
  const database: OpenDatabase = await openDatabase(config.database);
  await accounts.ensureAdmin(database.db, { username: 'keeper', email: 'keeper@example.com', password: 'correct horse battery' });
  const photos: PhotoStore = photoStore(config);
  return {
    config,
    source,
    db: database.db,
    photos,
    /** Stores a photo of `size` bytes, each byte `fill`. */
    photo: (key: string, size: number, fill = 7) => photos.write(key, new Uint8Array(size).fill(fill), 'image/jpeg'),
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ProductToBackUp = Awaited<ReturnType<typeof productToBackUp>>;

/**
 * A product to back up and a bucket (`prefix`) to back it up to: `s3` is the bucket's address and keys only, as the
 * product keeps its photos in DATA_DIR (no STORAGE_URL). `stop` closes both.
 */
export async function productAndBucket(prefix: string) {
  const product = await productToBackUp();
  const bucket = await startTestBucket(prefix);
  const { STORAGE_URL: _, ...s3 } = bucket.env;
  const stop = async () => {
    await product.close();
    await bucket.stop();
  };
  return { product, bucket, s3, stop };
}
export type ProductAndBucket = Awaited<ReturnType<typeof productAndBucket>>;

/** Makes scratch folders (`reefid-<name>-…`) as a test needs them; each is removed after its test. */
export function scratchFolders() {
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return (name: string) => {
    const folder = mkdtempSync(join(tmpdir(), `reefid-${name}-`));
    made.push(folder);
    return folder;
  };
}

/** The message of a restore refused with `BackupRefused`; a restore that went ahead fails the test. */
export const restoreRefusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the restore went ahead');
    },
    (error: Error) => {
      expect(error).toBeInstanceOf(BackupRefused);
      return error.message;
    },
  );
