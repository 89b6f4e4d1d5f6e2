import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDatabaseEnv } from '../../db/scratch';
import { localPhotoStore, uploadsDir } from '../../lib/storage';
import { productToBackUp, restoreRefusal, scratchFolders, type ProductToBackUp } from '../../../test-support/backup-product';
import { runBackup } from './backup';
import { fileKey, manifestKey, readManifest } from './manifest';
import { folderPlace, type Place } from './place';
import { restoreBackup } from './restore';

let product: ProductToBackUp;
let backups: string;
let place: Place;
const aFolder = scratchFolders();

beforeEach(async () => {
  product = await productToBackUp();
  backups = aFolder('backups');
  place = folderPlace(backups);
  await product.photo('identifications/a.jpg', 1000);
  await product.photo('identifications/b.jpg', 2000, 8);
});
afterEach(async () => {
  await product.close();
});

/** A fresh target: an empty data folder, and on PostgreSQL an empty database of its own. */
async function freshTarget() {
  const { DATABASE_URL } = await scratchDatabaseEnv();
  return { toDataDir: join(aFolder('restored'), 'data'), toDatabaseUrl: DATABASE_URL };
}


describe('restore', () => {
  test('puts back the database, every photo byte for byte and the cookie secret, into an empty place', async () => {
    const { id } = await runBackup(product.config, place);
    const target = await freshTarget();
    const report = await restoreBackup({ source: join(backups, id), env: {}, ...target });
    expect(report.tables.users).toBe(1);
    const restored = localPhotoStore(uploadsDir(target.toDataDir));
    expect(await restored.read('identifications/b.jpg')).toEqual(new Uint8Array(2000).fill(8));
    expect((await restored.list()).map((file) => file.key)).toEqual(['identifications/a.jpg', 'identifications/b.jpg']);
    expect(readFileSync(join(target.toDataDir, 'cookie-secret'), 'utf8')).toBe(readFileSync(join(product.config.dataDir, 'cookie-secret'), 'utf8'));
  });

  test('a place means its newest complete backup; an unfinished one (no manifest) is passed over', async () => {
    const older = await runBackup(product.config, place);
    await product.photo('identifications/c.jpg', 10);
    const newer = await runBackup(product.config, place, () => new Date(Date.now() + 1000));
    const unfinished = await runBackup(product.config, place, () => new Date(Date.now() + 2000));
    await place.delete([manifestKey(unfinished.id)]);
    const report = await restoreBackup({ source: backups, env: {}, ...(await freshTarget()) });
    expect(report.id).toBe(newer.id);
    expect(report.id).not.toBe(older.id);
  });

  test('a backup without its manifest is refused, saying so; so is a place with no complete backup', async () => {
    const { id } = await runBackup(product.config, place);
    await place.delete([manifestKey(id)]);
    expect(await restoreRefusal(restoreBackup({ source: join(backups, id), env: {}, ...(await freshTarget()) }))).toBe(
      `${join(backups, id)} has no manifest.json: the backup is not complete, so nothing is restored from it`,
    );
    expect(await restoreRefusal(restoreBackup({ source: backups, env: {}, ...(await freshTarget()) }))).toContain('holds no complete backup');
  });

  test('a damaged and a missing file are named, each of them, and nothing is restored', async () => {
    const { id } = await runBackup(product.config, place);
    const manifest = (await readManifest(place, id))!;
    const [a, b] = manifest.photos;
    await place.put(fileKey(a!.sha256), new Uint8Array(1000).fill(1)); // same size, other bytes
    await place.delete([fileKey(b!.sha256)]);
    const target = await freshTarget();
    const message = await restoreRefusal(restoreBackup({ source: join(backups, id), env: {}, ...target }));
    expect(message.split('\n').slice(1)).toEqual([
      `  missing: identifications/b.jpg (${fileKey(b!.sha256)})`,
      `  damaged (checksum differs from the manifest): identifications/a.jpg (${fileKey(a!.sha256)})`,
    ]);
    expect(existsSync(target.toDataDir)).toBe(false);
  });

  test('a damaged database part is named too', async () => {
    const { id } = await runBackup(product.config, place);
    const [database] = (await readManifest(place, id))!.database;
    writeFileSync(join(backups, id, database!.key), 'not the database');
    expect(await restoreRefusal(restoreBackup({ source: join(backups, id), env: {}, ...(await freshTarget()) }))).toContain(`damaged (checksum differs from the manifest): ${id}/${database!.key}`);
  });

  test('a data folder or database that is not empty is refused, naming what is there, unless --force', async () => {
    const { id } = await runBackup(product.config, place);
    const target = await freshTarget();
    await restoreBackup({ source: join(backups, id), env: {}, ...target });
    const again = await restoreRefusal(restoreBackup({ source: join(backups, id), env: {}, ...target }));
    expect(again).toStartWith('Refusing to restore over what is there (use --force to restore anyway)');
    expect(again).toContain(`the data folder ${target.toDataDir} holds`);
    expect(again).toContain('the database has rows in');

    const report = await restoreBackup({ source: join(backups, id), env: {}, ...target, force: true });
    expect(report.tables.users).toBe(1);
  });
});
