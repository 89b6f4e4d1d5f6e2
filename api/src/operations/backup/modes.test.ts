import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { chmodSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { databasePath } from '../../db/path';
import { scratchDatabaseEnv } from '../../db/scratch';
import { uploadsDir } from '../../lib/storage';
import { productToBackUp, scratchFolders, type ProductToBackUp } from '../../../test-support/backup-product';
import { runBackup } from './backup';
import { folderPlace } from './place';
import { restoreBackup } from './restore';

/** The mode bits of a path, as an octal string ("600"), for messages that say which file. */
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);
/** Every folder and file under `root` (itself included), relative, with its mode. */
function modesUnder(root: string): Record<string, string> {
  const names = ['', ...readdirSync(root, { recursive: true }).map(String)];
  return Object.fromEntries(names.map((name) => [name || '.', modeOf(join(root, name))]));
}

// The most open umask: nothing here may be private only because the test machine's umask made it so.
let umask: number;
beforeAll(() => (umask = process.umask(0)));
afterAll(() => process.umask(umask));

let product: ProductToBackUp;
const aFolder = scratchFolders();
beforeEach(async () => {
  product = await productToBackUp();
  await product.photo('identifications/a.jpg', 1000);
  await product.photo('thumbs/a-240.webp', 300, 9);
});
afterEach(async () => {
  await product.close();
});

describe('who may read a backup and a restore', () => {
  test('a backup in a folder: its folders are 0700 and its files 0600, under umask 000', async () => {
    const backups = join(aFolder('place'), 'backups'); // made by the backup
    await runBackup(product.config, folderPlace(backups));
    const modes = modesUnder(backups);
    expect(Object.keys(modes).length).toBeGreaterThan(5);
    for (const [name, mode] of Object.entries(modes)) {
      expect({ name, mode }).toEqual({ name, mode: statSync(join(backups, name)).isDirectory() ? '700' : '600' });
    }
  });

  test('restored files are no more open than the server makes its own: the cookie secret and database 0600, the data folder 0700', async () => {
    const backups = aFolder('backups');
    const { id } = await runBackup(product.config, folderPlace(backups));
    const toDataDir = join(aFolder('restored'), 'data');
    await restoreBackup({ source: join(backups, id), env: {}, toDataDir, toDatabaseUrl: (await scratchDatabaseEnv()).DATABASE_URL });
    expect(process.umask()).toBe(0); // the restore's own umask is not left behind

    expect(modeOf(join(product.config.dataDir, 'cookie-secret'))).toBe('600'); // as the server writes it
    expect(modeOf(join(toDataDir, 'cookie-secret'))).toBe('600');
    if (existsSync(databasePath(toDataDir))) expect(modeOf(databasePath(toDataDir))).toBe('600');
    const restored = modesUnder(toDataDir);
    for (const [name, mode] of Object.entries(restored)) expect({ name, open: Number.parseInt(mode, 8) & 0o077 }).toEqual({ name, open: 0 });
    // Each photo at most as open as the server's own copy of it.
    const photos = uploadsDir(toDataDir);
    for (const key of ['identifications/a.jpg', 'thumbs/a-240.webp']) {
      const original = statSync(join(uploadsDir(product.config.dataDir), key)).mode & 0o777;
      const copy = statSync(join(photos, key)).mode & 0o777;
      expect({ key, moreOpen: (copy & ~original).toString(8) }).toEqual({ key, moreOpen: '0' });
    }
  });

  test('a cookie secret restored with --force over one readable by all is made 0600', async () => {
    const backups = aFolder('backups');
    const { id } = await runBackup(product.config, folderPlace(backups));
    const toDataDir = join(aFolder('restored'), 'data');
    const target = { toDataDir, toDatabaseUrl: (await scratchDatabaseEnv()).DATABASE_URL };
    await restoreBackup({ source: join(backups, id), env: {}, ...target });
    writeFileSync(join(toDataDir, 'cookie-secret'), 'an older secret');
    chmodSync(join(toDataDir, 'cookie-secret'), 0o644);
    await restoreBackup({ source: join(backups, id), env: {}, ...target, force: true });
    expect(modeOf(join(toDataDir, 'cookie-secret'))).toBe('600');
  });
});
