import { S3Client } from 'bun';
import type { PhotoBucket } from '../../lib/storage/settings';

/** What S3 answers for an object that is not there (a HEAD's 404 has no body to name it). */
const isMissing = (error: unknown) =>
  error instanceof Error && error.name === 'S3Error' && ['NoSuchKey', 'NotFound'].includes((error as Error & { code?: string }).code ?? '');

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
  return {
    url: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    /**
     * The size of the object of a key, or undefined when there is none. Asked object by object (HEAD) rather than by
     * listing the prefix: s3rver, the tests' bucket, cannot answer a listing longer than one page under Bun.
     */
    async sizeOf(key: string): Promise<number | undefined> {
      try {
        return (await retried(() => client.file(objectKey(key)).stat())).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    write: (key: string, bytes: Uint8Array, type: string) => retried(() => client.file(objectKey(key)).write(bytes, { type })),
    read: (key: string) => retried(() => client.file(objectKey(key)).bytes()),
  };
}

export type Destination = ReturnType<typeof destination>;
