import { S3Client } from 'bun';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { ConfigError } from '../../lib/settings';
import { isPhotoBucketUrl, photoBucket, type PhotoBucket } from '../../lib/storage/settings';

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
  exists(key: string): Promise<boolean>;
  /** Every file whose key starts with `prefix` (a folder, ending with `/`, or '' for all), sorted by key. */
  list(prefix: string): Promise<PlaceFile[]>;
  delete(keys: string[]): Promise<void>;
}

const byKey = (a: PlaceFile, b: PlaceFile) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const TEMP = '.partial-';

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
      await mkdir(dirname(path), { recursive: true });
      const temp = join(dirname(path), `${TEMP}${crypto.randomUUID()}`);
      try {
        await Bun.write(temp, data);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = Bun.file(pathOf(key));
      return (await file.exists()) ? file.bytes() : null;
    },
    exists: (key) => Bun.file(pathOf(key)).exists(),
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

const isMissing = (error: unknown) => error instanceof Error && ['NoSuchKey', 'NotFound'].includes((error as Error & { code?: string }).code ?? '');

export function bucketPlace(address: string, settings: PhotoBucket): Place {
  const { bucket, prefix, endpoint, region, accessKeyId, secretAccessKey, sessionToken } = settings;
  const client = new S3Client({ bucket, endpoint, region, accessKeyId, secretAccessKey, sessionToken });
  const start = prefix ? `${prefix}/` : '';
  const object = (key: string) => client.file(start + key);
  return {
    address,
    async put(key, data) {
      await object(key).write(data);
    },
    get: (key) => object(key).bytes().catch((error) => (isMissing(error) ? null : Promise.reject(error))),
    exists: (key) => object(key).exists(),
    async list(under) {
      const files: PlaceFile[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.list({ prefix: start + under || undefined, continuationToken });
        for (const item of page.contents ?? []) {
          files.push({ key: item.key.slice(start.length), size: item.size ?? 0, modified: new Date(item.lastModified ?? 0) });
        }
        continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (continuationToken);
      return files.sort(byKey);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => object(key).delete().catch((error) => (isMissing(error) ? undefined : Promise.reject(error)))));
    },
  };
}

/**
 * The place an address names: `s3://bucket/prefix` (reached with S3_* / AWS_* as STORAGE_URL is), else a folder.
 * `name` is the setting or argument it came from, for the message about a bad one.
 */
export function openPlace(address: string, env: Record<string, string | undefined>, name = 'The destination'): Place {
  if (!address.trim()) throw new ConfigError(`${name} must be a folder or s3://bucket/prefix`);
  if (!address.startsWith('s3://')) return folderPlace(address);
  if (!isPhotoBucketUrl(address)) throw new ConfigError(`${name} must be a folder or s3://bucket/prefix, got "${address.includes('@') ? 's3://…' : address}"`);
  let bucket: PhotoBucket;
  try {
    bucket = photoBucket({ ...env, STORAGE_URL: address } as Parameters<typeof photoBucket>[0])!;
  } catch (error) {
    throw error instanceof ConfigError ? new ConfigError(error.message.replace('STORAGE_URL', name)) : error;
  }
  return bucketPlace(address.replace(/\/+$/, ''), bucket);
}
