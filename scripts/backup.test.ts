import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import { productAndBucket, type ProductAndBucket, type ProductToBackUp } from '../api/test-support/backup-product';
import { completeBackups, openPlace, restoreBackup } from '../api/src/operations/backup';

const ROOT = join(import.meta.dir, '..');
let product: ProductToBackUp;
let bucket: ProductAndBucket['bucket'];
let s3: Record<string, string>;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ product, bucket, s3, stop } = await productAndBucket('backups'));
  for (let n = 0; n < 5; n++) await product.photo(`identifications/${n}.jpg`, 5000, n);
});
afterAll(() => stop());

/** `npm run backup -- <destination>` with the product's own configuration, and the bucket's credentials. */
const backup = (destination: string, s3: Record<string, string>) =>
  Bun.spawn([process.execPath, 'scripts/backup.ts', destination], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...product.source, ...s3 },
    stdout: 'pipe',
    stderr: 'pipe',
  });

test('npm run backup prints what it wrote, and a second run copies only what is new', async () => {
  const first = backup('s3://reefid-photos/backups', s3);
  expect(await first.exited).toBe(0);
  const said = await new Response(first.stdout).text();
  expect(said).toContain('Backup complete: s3://reefid-photos/backups/');
  expect(said).toContain('photo store files: 5 new, 0 already at the destination');
  await product.photo('identifications/new.jpg', 10);
  const second = backup('s3://reefid-photos/backups', s3);
  expect(await second.exited).toBe(0);
  expect(await new Response(second.stdout).text()).toContain('photo store files: 1 new, 5 already at the destination (referenced)');
});

test('a destination it cannot use fails with a clear message and a non-zero exit', async () => {
  const run = backup('s3://Not_A_Bucket', s3);
  expect(await run.exited).toBe(1);
  expect(await new Response(run.stderr).text()).toContain('Backup failed, no complete backup was written: The destination must be a folder or s3://bucket/prefix');
});

test('a backup killed (kill -9) while it writes leaves no manifest, and is never taken as complete', async () => {
  // The bucket behind a proxy that holds the manifest's PUT: the backup has written everything else, and is killed then.
  let manifestAsked: () => void;
  const manifestWritten = new Promise<void>((resolve) => (manifestAsked = resolve));
  const upstream = new URL(bucket.env.S3_ENDPOINT);
  const proxy = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url);
      if (request.method === 'PUT' && url.pathname.endsWith('/manifest.json')) {
        manifestAsked();
        return new Promise<Response>(() => {}); // never answered
      }
      url.host = upstream.host;
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
      return fetch(url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
    },
  });
  try {
    const place = 's3://reefid-photos/killed';
    const run = backup(place, { ...s3, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` });
    await manifestWritten;
    run.kill('SIGKILL');
    expect(await run.exited).not.toBe(0);

    const keys = await bucket.keys();
    const written = keys.filter((key) => key.startsWith('killed/'));
    expect(written.some((key) => key.includes('/database'))).toBe(true);
    expect(written.some((key) => key.endsWith('manifest.json'))).toBe(false);
    const backups = openPlace(place, s3);
    expect(await completeBackups(backups)).toEqual([]);
    const id = written.find((key) => key.includes('/database'))!.split('/')[1]!;
    await expect(restoreBackup({ source: `${place}/${id}`, env: s3, toDataDir: join(product.config.dataDir, 'never') })).rejects.toThrow(
      `${place}/${id} has no manifest.json: the backup is not complete`,
    );
    await expect(restoreBackup({ source: place, env: s3, toDataDir: join(product.config.dataDir, 'never') })).rejects.toThrow('holds no complete backup');
  } finally {
    proxy.stop(true);
  }
});
