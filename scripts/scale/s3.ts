/**
 * A throwaway S3-compatible store (s3rver) on a free loopback port, its objects in a temp folder, with the
 * product's bucket created. It is stopped and its folder removed when the process ends, Ctrl-C included.
 *
 *   bun scripts/scale/s3.ts     prints STORAGE_URL=… and the S3_* variables, and serves until Ctrl-C or SIGTERM
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { onExit } from './on-exit';

export const BUCKET = 'reefid';
/** s3rver accepts this key pair only (it checks signatures as S3 does). */
const CREDENTIALS = 'S3RVER';

export interface S3Store {
  /** STORAGE_URL, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for the app. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(prefix = 'photos'): Promise<S3Store> {
  const folder = mkdtempSync(join(tmpdir(), 'reefid-s3-'));
  const removeFolder = onExit(() => rmSync(folder, { recursive: true, force: true }));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run().catch((error) => {
    removeFolder();
    throw error;
  });
  return {
    env: {
      STORAGE_URL: `s3://${BUCKET}/${prefix}`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS,
      S3_SECRET_ACCESS_KEY: CREDENTIALS,
    },
    async stop() {
      await server.close();
      removeFolder();
    },
  };
}

if (import.meta.main) {
  const store = await startS3();
  for (const [name, value] of Object.entries(store.env)) console.log(`${name}=${value}`);
  // Serves until Ctrl-C or SIGTERM, whose handlers remove its folder.
  setInterval(() => {}, 1 << 30);
}
