import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from 'bun';
import S3rver from 's3rver';
import type { PhotoBucket } from '../src/env';

const BUCKET = 'reefid-photos';
/** s3rver's own account: it refuses any other access key. */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server (s3rver) on a free loopback port, keeping its bucket in a temp folder: start in beforeAll,
 * stop in afterAll. `env` points an app's STORAGE_URL at it; `keys()` lists what the bucket holds.
 */
export async function startTestBucket(prefix = 'photos') {
  const directory = mkdtempSync(join(tmpdir(), 'reefid-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: PhotoBucket = { bucket: BUCKET, prefix, endpoint, region: 'us-east-1', accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY };
  const env = {
    STORAGE_URL: `s3://${BUCKET}/${prefix}`,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
  const client = new S3Client({ bucket: BUCKET, endpoint, accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY });
  return {
    env,
    settings,
    /** Every key in the bucket, prefix included, sorted. */
    async keys(): Promise<string[]> {
      const listed = await client.list();
      return (listed.contents ?? []).map((object) => object.key).sort();
    },
    /** Writes an object straight into the bucket, outside the photo store. */
    put: (key: string, text: string) => client.write(key, text),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
