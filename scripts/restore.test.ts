import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchDatabaseEnv } from '../api/src/db/scratch';
import { s3PhotoStore } from '../api/src/lib/storage/s3';
import { completeBackups, openPlace, runBackup } from '../api/src/operations/backup';
import { productAndBucket, type ProductAndBucket, type ProductToBackUp } from '../api/test-support/backup-product';

const ROOT = join(import.meta.dir, '..');
let product: ProductToBackUp;
let backups: ProductAndBucket['bucket'];
let s3: Record<string, string>;
let stop: () => Promise<void>;
const folder = mkdtempSync(join(tmpdir(), 'reefid-restore-cli-'));
beforeAll(async () => {
  ({ product, bucket: backups, s3, stop } = await productAndBucket('backups'));
  await product.photo('identifications/a.jpg', 3000, 3);
  await product.photo('thumbs/a-240.webp', 300, 4);
});
afterAll(async () => {
  await stop();
  rmSync(folder, { recursive: true, force: true });
});

const restore = async (args: string[], env: Record<string, string>) => {
  const run = Bun.spawn([process.execPath, 'scripts/restore.ts', ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdout: 'pipe', stderr: 'pipe' });
  return { code: await run.exited, out: await new Response(run.stdout).text(), err: await new Response(run.stderr).text() };
};

test('npm run restore from a bucket puts the photos in the target STORAGE_URL bucket and the database in the data folder', async () => {
  const place = openPlace('s3://reefid-photos/backups', s3);
  const { id } = await runBackup(product.config, place);
  const { DATABASE_URL } = await scratchDatabaseEnv();
  // The same S3 server holds the backups and, under another prefix, the restored product's photos.
  const target = { ...s3, STORAGE_URL: 's3://reefid-photos/restored-photos', DATA_DIR: join(folder, 'data'), ...(DATABASE_URL ? { DATABASE_URL } : {}) };
  const done = await restore(['s3://reefid-photos/backups', '--drop-sessions'], target);
  expect(done.err).toBe('');
  expect(done.code).toBe(0);
  expect(done.out).toContain(`Restored s3://reefid-photos/backups/${id}`);
  expect(done.out).toContain('photo store files: 2');
  const store = s3PhotoStore({ ...backups.settings, prefix: 'restored-photos' });
  expect(await store.read('identifications/a.jpg')).toEqual(new Uint8Array(3000).fill(3));
  expect((await store.read('thumbs/a-240.webp'))?.length).toBe(300);

  const again = await restore(['s3://reefid-photos/backups'], target);
  expect(again.code).toBe(1);
  expect(again.err).toContain('Restore refused: Refusing to restore over what is there (use --force to restore anyway)');
  expect(again.err).toContain('the photo store s3://reefid-photos/restored-photos holds identifications/a.jpg');
  expect(await completeBackups(place)).toEqual([id]);
});

test('without a source, or with an unknown option, it prints how it is used', async () => {
  for (const args of [[], ['a', 'b'], ['a', '--to-somewhere', 'x']]) {
    const run = await restore(args, {});
    expect(run.code).toBe(2);
    expect(run.err).toContain('Usage: npm run restore -- ');
  }
});
