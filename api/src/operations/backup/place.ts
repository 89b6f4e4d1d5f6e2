import { S3Client } from 'bun';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { isMissing, retried } from '../../lib/storage/s3';
import type { PhotoBucket } from '../../lib/storage/settings';
import { writeWhole } from '../../lib/storage/whole-file';
import { backupLocation, type BackupLocation } from './settings';

/** A file kept at a place: its key (a path under the place), size and when it was last written. */
export interface PlaceFile {
  key: string;
  size: number;
  modified: Date;
}

/**
 * Where backups are kept: a folder, or a bucket and a prefix in it. Keys are paths under the place. A put is
 * whole or absent: a reader never sees half a file (a folder writes a temp name and renames it; S3 does so itself).
 */
export interface Place {
  /** The place as given (a folder path or s3://bucket/prefix), for messages. */
  address: string;
  put(key: string, data: Uint8Array | string | Blob): Promise<void>;
  /** The bytes, or null when nothing is kept under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** The size and SHA-256 of what is kept under the key, read as a stream (a database part may be large); null when nothing is. */
  digest(key: string): Promise<{ size: number; sha256: string } | null>;
  /** Writes what is kept under the key to a local file, streamed; false when nothing is kept there. */
  download(key: string, path: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  /** Every file whose key starts with `prefix` (a folder, ending with `/`, or '' for all), sorted by key. */
  list(prefix: string): Promise<PlaceFile[]>;
  delete(keys: string[]): Promise<void>;
}

/** The size and SHA-256 of a stream, read once. */
export async function digestOf(stream: ReadableStream<Uint8Array>): Promise<{ size: number; sha256: string }> {
  const hasher = new Bun.CryptoHasher('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hasher.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hasher.digest('hex') };
}

const byKey = (a: PlaceFile, b: PlaceFile) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const TEMP = '.partial-';

/**
 * A backup holds the cookie secret, password hashes, e-mail addresses, exact positions and private photos: in a
 * folder place only its owner reads it, whatever the umask (which can only take bits away).
 */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

export function folderPlace(folder: string): Place {
  const base = resolve(folder);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Not a key under ${base}: ${key}`);
    return path;
  };
  return {
    address: base,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER });
      const temp = join(dirname(path), `${TEMP}${crypto.randomUUID()}`);
      await writeWhole(path, temp, async () => {
        // Private before its first byte: Bun.write ignores `mode`, and keeps the mode of a file that exists.
        await writeFile(temp, '', { mode: PRIVATE_FILE, flag: 'wx' });
        await Bun.write(temp, data);
      });
    },
    async get(key) {
      const file = Bun.file(pathOf(key));
      return (await file.exists()) ? file.bytes() : null;
    },
    exists: (key) => Bun.file(pathOf(key)).exists(),
    async digest(key) {
      const file = Bun.file(pathOf(key));
      return (await file.exists()) ? digestOf(file.stream()) : null;
    },
    async download(key, path) {
      const file = Bun.file(pathOf(key));
      if (!(await file.exists())) return false;
      await Bun.write(path, file);
      return true;
    },
    async list(prefix) {
      const names: string[] = await readdir(base, { recursive: true }).catch((error) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
      const files: PlaceFile[] = [];
      for (const name of names) {
        const key = name.split(sep).join('/');
        if (!key.startsWith(prefix) || key.split('/').pop()!.startsWith(TEMP)) continue;
        const info = await stat(join(base, name)).catch(() => null);
        if (info?.isFile()) files.push({ key, size: info.size, modified: info.mtime });
      }
      return files.sort(byKey);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}

export function bucketPlace(address: string, settings: PhotoBucket): Place {
  const { bucket, prefix, endpoint, region, accessKeyId, secretAccessKey, sessionToken } = settings;
  const client = new S3Client({ bucket, endpoint, region, accessKeyId, secretAccessKey, sessionToken });
  const start = prefix ? `${prefix}/` : '';
  const object = (key: string) => client.file(start + key);
  const orNull = <T>(reading: () => Promise<T>): Promise<T | null> => retried(reading).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
  return {
    address,
    async put(key, data) {
      await retried(() => object(key).write(data));
    },
    get: (key) => orNull(() => object(key).bytes()),
    exists: (key) => retried(() => object(key).exists()),
    digest: (key) => orNull(() => digestOf(object(key).stream())),
    async download(key, path) {
      return (await orNull(() => Bun.write(path, object(key)))) !== null;
    },
    async list(under) {
      const files: PlaceFile[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await retried(() => client.list({ prefix: start + under || undefined, continuationToken }));
        for (const item of page.contents ?? []) {
          files.push({ key: item.key.slice(start.length), size: item.size ?? 0, modified: new Date(item.lastModified ?? 0) });
        }
        continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (continuationToken);
      return files.sort(byKey);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => orNull(() => object(key).delete())));
    },
  };
}

/** The place an address names (a folder, or s3://bucket/prefix); `name` is where it came from, for a bad one. */
export const openPlace = (address: string, env: Record<string, string | undefined>, name = 'The destination'): Place =>
  placeAt(backupLocation(address, env, name));

export const placeAt = (location: BackupLocation): Place =>
  'folder' in location ? folderPlace(location.folder) : bucketPlace(location.address, location.bucket);
