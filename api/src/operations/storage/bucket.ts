import { S3Client } from 'bun';
import { isMissing, retried } from '../../lib/storage/s3';
import type { PhotoBucket } from '../../lib/storage/settings';

/** A request to the bucket, tried again when S3 answers that it failed in passing: three times here, as a move is long. */
const retriedLonger = <T>(request: () => Promise<T>) => retried(request, [50, 250, 1000]);

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
        return (await retriedLonger(() => client.file(objectKey(key)).stat())).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    write: (key: string, bytes: Uint8Array, type: string) => retriedLonger(() => client.file(objectKey(key)).write(bytes, { type })),
    read: (key: string) => retriedLonger(() => client.file(objectKey(key)).bytes()),
  };
}

export type Destination = ReturnType<typeof destination>;
