import { afterAll, afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDatabaseEnv } from '../../db/scratch';
import { productToBackUp, restoreRefusal, scratchFolders, type ProductToBackUp } from '../../../test-support/backup-product';
import { startTestBucket } from '../../../test-support/s3-bucket';
import { runBackup } from './backup';
import { backupId, manifestKey, readManifest, type Manifest } from './manifest';
import { folderPlace, openPlace, type Place } from './place';
import { restoreBackup } from './restore';

let product: ProductToBackUp;
const aFolder = scratchFolders();

beforeEach(async () => {
  product = await productToBackUp();
  await product.photo('identifications/a.jpg', 1000);
});
afterEach(async () => {
  await product.close();
});

/**
 * A target two folders below a folder of its own (`<outside>/deep/data`), so that a key climbing out of it lands
 * in `outside`, where the test can see it.
 */
async function deepTarget() {
  const outside = aFolder('outside');
  const { DATABASE_URL } = await scratchDatabaseEnv();
  return { outside, toDataDir: join(outside, 'deep', 'data'), toDatabaseUrl: DATABASE_URL };
}

/** The backup's manifest rewritten by `change`, as someone with write access to the place could. */
async function rewrite(place: Place, id: string, change: (manifest: Manifest, place: Place) => Promise<void> | void) {
  const manifest = (await readManifest(place, id))!;
  await change(manifest, place);
  await place.put(manifestKey(id), JSON.stringify(manifest));
}


describe('a manifest that names a path no backup writes is refused before anything is written', () => {
  const hostile: Array<[string, (manifest: Manifest, place: Place) => Promise<void> | void, string | ((manifest: Manifest) => string)]> = [
    [
      "an id of extra folders that absorb a data folder key's ../ at the place, while the key climbs out of the target",
      async (manifest, place) => {
        // Whoever can write the manifest can write the rest of the place: the database part where the id leads.
        for (const file of manifest.database) await place.put(`${manifest.id}/a/b/${file.key}`, (await place.get(`${manifest.id}/${file.key}`))!);
        manifest.dataDir[0]!.key = '../../cookie-secret';
        manifest.id = `${manifest.id}/a/b`;
      },
      'dataDir: "../../cookie-secret" is not a data folder file (cookie-secret)',
    ],
    ['a photo key that climbs out of the photo store', (manifest) => void (manifest.photos[0]!.key = '../../escaped.jpg'), 'photos: "../../escaped.jpg" is not a photo store key'],
    ['an absolute data folder key', (manifest) => void (manifest.dataDir[0]!.key = '/tmp/cookie-secret'), 'dataDir: "/tmp/cookie-secret" is not a data folder file (cookie-secret)'],
    [
      'a database part its dialect never writes',
      (manifest) => void (manifest.database[0]!.key = '../database.sqlite'),
      (manifest) => `database: "../database.sqlite" is not a part of a ${manifest.dialect} snapshot`,
    ],
    ['a checksum that is a path at the place', (manifest) => void (manifest.photos[0]!.sha256 = `../${manifest.id}/cookie-secret`), 'photos: identifications/a.jpg has no SHA-256'],
    ['the id of another backup', (manifest) => void (manifest.id = backupId(new Date('2020-01-01T00:00:00Z'))), 'id "2020-01-01T00-00-00-000Z" is not the name of its folder'],
  ];
  for (const [what, change, line] of hostile) {
    test(what, async () => {
      const backups = aFolder('backups');
      const place = folderPlace(backups);
      const { id } = await runBackup(product.config, place);
      const expected = typeof line === 'string' ? line : line((await readManifest(place, id))!);
      await rewrite(place, id, change);
      const target = await deepTarget();
      const message = await restoreRefusal(restoreBackup({ source: join(backups, id), env: {}, toDataDir: target.toDataDir, toDatabaseUrl: target.toDatabaseUrl }));
      expect(message).toStartWith(`${backups}/${id}/manifest.json is refused: nothing was read or written by it.`);
      expect(message).toContain(expected);
      // Nothing written: not the target, and nothing beside it.
      expect(readdirSync(target.outside)).toEqual([]);
    });
  }

  test('a refused photo key leaves the target as it was: a good backup is then restored into it', async () => {
    const backups = aFolder('backups');
    const place = folderPlace(backups);
    const { id } = await runBackup(product.config, place);
    const good = await runBackup(product.config, place, () => new Date(Date.now() + 1000));
    await rewrite(place, id, (manifest) => void (manifest.photos[0]!.key = '../../escaped.jpg'));
    const target = await deepTarget();
    await restoreRefusal(restoreBackup({ source: join(backups, id), env: {}, ...target }));
    expect(existsSync(target.toDataDir)).toBe(false);
    expect((await restoreBackup({ source: join(backups, good.id), env: {}, ...target })).photos).toBe(1);
  });
});

describe('through an S3 place', () => {
  const stops: Array<() => Promise<void>> = [];
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  test("a checksum that names another object under the place's prefix is refused", async () => {
    const bucket = await startTestBucket('backups');
    stops.push(bucket.stop);
    const place = openPlace('s3://reefid-photos/backups', bucket.env);
    const { id } = await runBackup(product.config, place);
    await rewrite(place, id, (manifest) => void (manifest.photos[0]!.sha256 = `../${manifest.id}/cookie-secret`));
    const target = await deepTarget();
    const { STORAGE_URL: _, ...credentials } = bucket.env;
    const message = await restoreRefusal(restoreBackup({ source: `s3://reefid-photos/backups/${id}`, env: credentials, toDataDir: target.toDataDir, toDatabaseUrl: target.toDatabaseUrl }));
    expect(message).toContain('photos: identifications/a.jpg has no SHA-256');
    expect(readdirSync(target.outside)).toEqual([]);
  });
});
