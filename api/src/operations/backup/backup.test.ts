import { afterAll, afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productToBackUp, type ProductToBackUp } from '../../../test-support/backup-product';
import { startTestBucket } from '../../../test-support/s3-bucket';
import { runBackup } from './backup';
import { completeBackups, FILES, fileKey, MANIFEST, readManifest, sha256 } from './manifest';
import { folderPlace, openPlace, type Place } from './place';

const buckets: Array<() => Promise<void>> = [];
afterAll(async () => Promise.all(buckets.map((stop) => stop())));

async function aFolder(): Promise<Place> {
  const folder = mkdtempSync(join(tmpdir(), 'reefid-backups-'));
  buckets.push(async () => rmSync(folder, { recursive: true, force: true }));
  return folderPlace(folder);
}

async function aBucket(): Promise<Place> {
  const bucket = await startTestBucket('backups');
  buckets.push(bucket.stop);
  return openPlace('s3://reefid-photos/backups', bucket.env);
}

describe.each([
  ['a folder', aFolder],
  ['an S3 bucket', aBucket],
])('a backup to %s', (_, open) => {
  let product: ProductToBackUp;
  let place: Place;
  beforeEach(async () => {
    product = await productToBackUp();
    place = await open();
  });
  afterEach(() => product.close());

  test('holds the database, every photo store file and the cookie secret, each with its size and SHA-256 in the manifest', async () => {
    await product.photo('identifications/a.jpg', 1000);
    await product.photo('thumbs/a-240.webp', 300, 9);
    await product.photos.write('dives/log.ssrf', new TextEncoder().encode('<divelog/>'), 'application/xml');
    const report = await runBackup(product.config, place);

    expect(await completeBackups(place)).toEqual([report.id]);
    const manifest = (await readManifest(place, report.id))!;
    expect(manifest.photos.map((file) => file.key)).toEqual(['dives/log.ssrf', 'identifications/a.jpg', 'thumbs/a-240.webp']);
    expect(manifest.photos[1]).toEqual({ key: 'identifications/a.jpg', size: 1000, sha256: sha256(new Uint8Array(1000).fill(7)) });
    expect(await place.get(fileKey(manifest.photos[1]!.sha256))).toEqual(new Uint8Array(1000).fill(7));
    expect(manifest.tables.users).toBe(1);
    expect(manifest.database.length).toBeGreaterThan(0);
    for (const file of manifest.database) expect(sha256((await place.get(`${report.id}/${file.key}`))!)).toBe(file.sha256);
    expect(manifest.dataDir.map((file) => file.key)).toEqual(['cookie-secret']);
    expect(manifest.schemaVersion).toBeTruthy();
    expect(Date.parse(manifest.finishedAt)).toBeGreaterThanOrEqual(Date.parse(manifest.startedAt));
    expect(report).toMatchObject({ newFiles: 3, referencedFiles: 0 });
  });

  test('a second backup copies only the files the first did not hold, and references the rest', async () => {
    await product.photo('identifications/a.jpg', 1000);
    await product.photo('identifications/b.jpg', 2000, 8);
    await runBackup(product.config, place);
    const before = (await place.list('files/')).length;
    await product.photo('identifications/c.jpg', 500, 6);
    // Same content under a new key (a copy): already at the place, so not written again.
    await product.photo('identifications/b-copy.jpg', 2000, 8);

    const second = await runBackup(product.config, place, () => new Date(Date.now() + 1000));
    expect(second).toMatchObject({ newFiles: 1, referencedFiles: 3 });
    expect((await place.list('files/')).length).toBe(before + 1);
    expect((await readManifest(place, second.id))!.photos).toHaveLength(4);
    expect(await completeBackups(place)).toHaveLength(2);
  });

  test('a file whose key and size match the last complete backup is referenced without being read again', async () => {
    await product.photo('identifications/a.jpg', 1000, 1);
    const first = await runBackup(product.config, place);
    // Other bytes under the same key and size: a backup that read the file would see them; this one does not.
    await product.photo('identifications/a.jpg', 1000, 2);
    const second = await runBackup(product.config, place, () => new Date(Date.now() + 1000));
    expect((await readManifest(place, second.id))!.photos).toEqual((await readManifest(place, first.id))!.photos);
    expect(second).toMatchObject({ newFiles: 0, referencedFiles: 1 });
  });
});

/** A folder place whose disk takes the backup's own folder but refuses the shared photo files (`files/`). */
function refusingPhotoFiles(place: Place): Place {
  return { ...place, put: (key, data) => (key.startsWith(FILES) ? Promise.reject(new Error(`No space left for ${key}`)) : place.put(key, data)) };
}

test('a place that refuses the photo files: the backup fails, and no complete backup (no manifest) is left', async () => {
  const product = await productToBackUp();
  try {
    for (let n = 0; n < 20; n++) await product.photo(`identifications/${n}.jpg`, 1000 + n, n);
    const place = await aFolder();
    const failed = await runBackup(product.config, refusingPhotoFiles(place)).then(
      () => 'completed',
      (error: Error) => error.message,
    );
    expect(failed).toStartWith(`No space left for ${FILES}`);
    expect(await completeBackups(place)).toEqual([]);
    expect((await place.list('')).filter((file) => file.key.endsWith(`/${MANIFEST}`))).toEqual([]);
  } finally {
    await product.close();
  }
});
