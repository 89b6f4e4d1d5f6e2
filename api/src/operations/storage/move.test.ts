import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { S3Client } from 'bun';
import { freePort } from '../../../../scripts/scale/free-port';
import { scratchDatabaseEnv } from '../../db/scratch';
import { checkProduct, seedProduct, startDrillServices, type DrillServices, type Seeded } from '../../../test-support/drill';
import { startTestBucket } from '../../../test-support/s3-bucket';
import { cleanUp, REPO_ROOT, startServer, tempDir } from '../../../test-support/server-process';

const SLOW = 60_000;
let services: DrillServices;
let bucket: Awaited<ReturnType<typeof startTestBucket>>;
let dataDir: string;
let database: Record<string, string>;
let seeded: Seeded;

/** `npm run move-storage -- <target>` on the seeded DATA_DIR, with the bucket's S3_* variables (or those given). */
async function moveStorage(target: string, env: Record<string, string> = {}) {
  const { STORAGE_URL: _, ...reach } = bucket.env;
  const command = Bun.spawn(['npm', 'run', '--silent', 'move-storage', '--', target], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...reach, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, err, code] = await Promise.all([new Response(command.stdout).text(), new Response(command.stderr).text(), command.exited]);
  return { code, out, err };
}

beforeAll(async () => {
  services = await startDrillServices();
  bucket = await startTestBucket('moved');
  dataDir = tempDir('data');
  // On PostgreSQL both servers of a test must share one database, as they share DATA_DIR on SQLite.
  database = await scratchDatabaseEnv();
  const server = await startServer(await freePort(), { ...services.env, ...database, DATA_DIR: dataDir });
  seeded = await seedProduct(server.url);
  server.process.kill('SIGTERM');
  await server.process.exited;
}, SLOW);
afterAll(async () => {
  cleanUp();
  await services?.stop();
  await bucket?.stop();
});

describe('npm run move-storage', () => {
  test('copies every file into the bucket; a server with STORAGE_URL and no photo folder serves them byte for byte', async () => {
    const moved = await moveStorage(bucket.env.STORAGE_URL);
    expect(moved.err).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.out).toMatch(/(\d+) files: \1 copied \(0 replacing other bytes\), 0 already there, 0 failed; [\d.]+ MB in [\d.]+ s/);
    expect(moved.out).toContain(`Set STORAGE_URL=${bucket.env.STORAGE_URL}`);
    for (const photo of seeded.sightings.flatMap((sighting) => sighting.photos)) expect(await bucket.keys()).toContain(`moved${photo.url.slice('/uploads'.length)}`);

    // The folder out of the way: whatever the server serves now comes from the bucket.
    renameSync(join(dataDir, 'uploads'), join(dataDir, 'uploads-before-the-move'));
    try {
      const server = await startServer(await freePort(), { ...services.env, ...database, ...bucket.env, DATA_DIR: dataDir });
      try {
        await checkProduct(server.url, seeded, { sessionsKept: true });
      } finally {
        server.process.kill();
      }
    } finally {
      renameSync(join(dataDir, 'uploads-before-the-move'), join(dataDir, 'uploads'));
    }
  }, SLOW);

  test('run again, it copies nothing: every file is already there with the same checksum', async () => {
    const again = await moveStorage(bucket.env.STORAGE_URL);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/(\d+) files: 0 copied \(0 replacing other bytes\), \1 already there, 0 failed; 0\.0 MB/);
  }, SLOW);

  test('a copy in the bucket with other bytes, of the same size or not, is copied again', async () => {
    const [photo, other] = seeded.sightings[0]!.photos.map((served) => served.url.slice('/uploads/'.length));
    const client = new S3Client({ bucket: bucket.settings.bucket, endpoint: bucket.settings.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const original = await client.file(`moved/${photo}`).bytes();
    const damaged = new Uint8Array(original);
    damaged[damaged.length >> 1]! ^= 0xff;
    await client.write(`moved/${photo}`, damaged);
    await client.write(`moved/${other}`, 'cut short');

    const repaired = await moveStorage(bucket.env.STORAGE_URL);
    expect(repaired.code).toBe(0);
    expect(repaired.out).toMatch(/ 2 copied \(2 replacing other bytes\), \d+ already there, 0 failed/);
    expect(await client.file(`moved/${photo}`).bytes()).toEqual(original);
  }, SLOW);

  test('a copy damaged on its way to the bucket is caught by the read-back: the command fails naming the file', async () => {
    const photo = seeded.sightings[1]!.photos[0]!.url.slice('/uploads/'.length);
    const proxy = damagingProxy(bucket.settings.endpoint!, photo);
    try {
      const moved = await moveStorage('s3://reefid-photos/damaged', { S3_ENDPOINT: proxy.url });
      expect(moved.code).toBe(1);
      expect(moved.err).toContain(`FAILED ${photo}: the copy in the bucket differs from the file (SHA-256`);
      expect(moved.err).toContain('1 files are not in s3://reefid-photos/damaged as they are on disk');
      expect(moved.out).toMatch(/ 1 failed;/);
    } finally {
      proxy.stop();
    }
  }, SLOW);

  test('refuses a data folder without photos, and a bucket it cannot reach, naming them', async () => {
    const empty = tempDir('empty');
    const noFolder = await moveStorage(bucket.env.STORAGE_URL, { DATA_DIR: empty });
    expect(noFolder.code).toBe(1);
    expect(noFolder.err).toContain(`No photo folder at ${join(empty, 'uploads')}: set DATA_DIR`);
    const noKeys = await moveStorage(bucket.env.STORAGE_URL, { S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' });
    expect(noKeys.code).toBe(2);
    expect(noKeys.err).toContain(`The destination ${bucket.env.STORAGE_URL} needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(true);
  }, SLOW);
});

/**
 * A path between the command and the bucket that flips one byte of what is written under `key` (a faulty network or
 * disk), passing everything else through unchanged. The Host header is kept: S3 signatures cover it.
 */
function damagingProxy(endpoint: string, key: string) {
  const upstream = new URL(endpoint);
  const server = Bun.serve({
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      let body = request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await request.arrayBuffer());
      if (body && request.method === 'PUT' && url.pathname.endsWith(`/${key}`)) body[body.length >> 1]! ^= 0xff;
      const headers = new Headers(request.headers);
      const answer = await fetch(new URL(url.pathname + url.search, upstream), { method: request.method, headers, body, redirect: 'manual', decompress: false });
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, stop: () => server.stop(true) };
}
