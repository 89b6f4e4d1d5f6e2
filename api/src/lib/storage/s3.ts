import { S3Client } from 'bun';
import type { PhotoBucket } from '../../env';
import { isPhotoKey, type PhotoStore, type StoredFile } from './photo-store';

/** What S3 answers for an object that is not there (NotFound: a HEAD's 404, which has no body to name it). */
export const isMissing = (error: unknown) =>
  error instanceof Error && error.name === 'S3Error' && ['NoSuchKey', 'NotFound'].includes((error as Error & { code?: string }).code ?? '');

const orNull = <T>(reading: Promise<T>): Promise<T | null> => reading.catch((error) => (isMissing(error) ? null : Promise.reject(error)));

/** S3's answers that ask to try again: its own passing errors (500, 503) and throttling. */
const RETRYABLE = ['InternalError', 'ServiceUnavailable', 'SlowDown', 'RequestTimeout'];
const isPassing = (error: unknown) => error instanceof Error && error.name === 'S3Error' && RETRYABLE.includes((error as Error & { code?: string }).code ?? '');

/**
 * Runs a request to the bucket, again after each of `waits` (50 ms and 250 ms) when S3 answers that it failed in
 * passing (as AWS asks).
 */
export async function retried<T>(request: () => Promise<T>, waits = [50, 250]): Promise<T> {
  for (const wait of waits) {
    try {
      return await request();
    } catch (error) {
      if (!isPassing(error)) throw error;
      await Bun.sleep(wait);
    }
  }
  return request();
}

/**
 * Stored photos as objects of an S3-compatible bucket, each key under the prefix. Objects are written with no ACL:
 * they are as private as the bucket, and the app serves them after its own visibility check.
 */
export function s3PhotoStore(settings: PhotoBucket): PhotoStore {
  const { bucket, prefix, endpoint, region, accessKeyId, secretAccessKey, sessionToken } = settings;
  const client = new S3Client({ bucket, endpoint, region, accessKeyId, secretAccessKey, sessionToken });
  const objectOf = (key: string) => {
    if (!isPhotoKey(key)) return null;
    return client.file(prefix ? `${prefix}/${key}` : key);
  };

  return {
    async write(key, bytes, contentType) {
      const object = objectOf(key);
      if (!object) throw new Error(`Not a photo key: ${key}`);
      await retried(() => object.write(bytes, { type: contentType }));
    },
    async read(key) {
      const object = objectOf(key);
      return object && orNull(retried(() => object.bytes()));
    },
    async exists(key) {
      const object = objectOf(key);
      return object ? retried(() => object.exists()) : false;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => objectOf(key)).map((object) => object && orNull(retried(() => object.delete()))));
    },
    async response(key, headers) {
      const object = objectOf(key);
      // Asked first, so a missing photo is a 404 rather than a 200 whose body breaks off.
      const stat = object && (await orNull(retried(() => object.stat())));
      if (!object || !stat) return null;
      // Never `new Response(object)`: Bun answers that with a redirect to a presigned URL, open to anyone for a day.
      return new Response(object.stream(), {
        headers: { 'content-type': stat.type, 'content-length': String(stat.size), ...headers },
      });
    },
    async list() {
      const files: StoredFile[] = [];
      const start = prefix ? `${prefix}/` : '';
      let continuationToken: string | undefined;
      do {
        const page = await retried(() => client.list({ prefix: start || undefined, continuationToken }));
        for (const object of page.contents ?? []) files.push({ key: object.key.slice(start.length), size: object.size ?? 0 });
        continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (continuationToken);
      return files.filter((file) => isPhotoKey(file.key)).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}
