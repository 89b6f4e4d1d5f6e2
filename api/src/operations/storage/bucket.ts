import { S3Client } from 'bun';
import type { PhotoBucket } from '../../lib/storage/settings';

/** S3's answers that ask to try again: its own passing errors (500, 503) and throttling. */
const RETRYABLE = ['InternalError', 'ServiceUnavailable', 'SlowDown', 'RequestTimeout'];
const isPassing = (error: unknown) => error instanceof Error && error.name === 'S3Error' && RETRYABLE.includes((error as Error & { code?: string }).code ?? '');

/** A request to the bucket, again after 50 ms, 250 ms and 1 s when S3 answers that it failed in passing. */
async function retried<T>(request: () => Promise<T>): Promise<T> {
  for (const wait of [50, 250, 1000]) {
    try {
      return await request();
    } catch (error) {
      if (!isPassing(error)) throw error;
      await Bun.sleep(wait);
    }
  }
  return request();
}

/** The destination bucket of a move, under its prefix: the photo keys it holds, and each object's write and read back. */
export function destination(settings: PhotoBucket) {
  const { bucket, prefix, endpoint, region, accessKeyId, secretAccessKey, sessionToken } = settings;
  const client = new S3Client({ bucket, endpoint, region, accessKeyId, secretAccessKey, sessionToken });
  const objectKey = (key: string) => (prefix ? `${prefix}/${key}` : key);
  const folder = prefix ? `${prefix}/` : '';
  return {
    url: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    /** The size of every object under the prefix, by photo key (listed 1,000 at a time). */
    async sizes(): Promise<Map<string, number>> {
      const sizes = new Map<string, number>();
      for (let token: string | undefined, more = true; more; ) {
        const page = await retried(() => client.list({ prefix: folder, maxKeys: 1000, ...(token ? { continuationToken: token } : {}) }));
        for (const object of page.contents ?? []) sizes.set(object.key.slice(folder.length), object.size ?? 0);
        token = page.nextContinuationToken;
        more = Boolean(page.isTruncated && token);
      }
      return sizes;
    },
    write: (key: string, bytes: Uint8Array, type: string) => retried(() => client.file(objectKey(key)).write(bytes, { type })),
    read: (key: string) => retried(() => client.file(objectKey(key)).bytes()),
  };
}

export type Destination = ReturnType<typeof destination>;
