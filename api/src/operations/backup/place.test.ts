import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../../lib/settings';
import { startTestBucket } from '../../../test-support/s3-bucket';
import { folderPlace, openPlace, type Place } from './place';

async function aFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'reefid-place-'));
  return { place: folderPlace(folder), stop: async () => rmSync(folder, { recursive: true, force: true }) };
}

async function aBucket() {
  const bucket = await startTestBucket('backups/prod');
  return { place: openPlace('s3://reefid-photos/backups/prod', bucket.env), stop: bucket.stop };
}

describe.each([
  ['a folder', aFolder],
  ['an S3 bucket', aBucket],
])('backups kept in %s', (_, open) => {
  let place: Place;
  let stop: () => Promise<void>;
  beforeAll(async () => ({ place, stop } = await open()));
  afterAll(() => stop());

  test('what is put reads back, is listed under its folder with its size, and is gone once deleted', async () => {
    await place.put('files/abc', new Uint8Array([1, 2, 3]));
    await place.put('2026-01-01T00-00-00-000Z/manifest.json', '{}');
    expect(await place.get('files/abc')).toEqual(new Uint8Array([1, 2, 3]));
    expect(await place.exists('files/abc')).toBe(true);
    expect(await place.get('files/none')).toBeNull();
    expect(await place.exists('files/none')).toBe(false);
    expect((await place.list('files/')).map(({ key, size }) => ({ key, size }))).toEqual([{ key: 'files/abc', size: 3 }]);
    expect((await place.list('')).map((file) => file.key)).toEqual(['2026-01-01T00-00-00-000Z/manifest.json', 'files/abc']);
    expect(Math.abs((await place.list('files/'))[0]!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await place.digest('files/abc')).toEqual({ size: 3, sha256: new Bun.CryptoHasher('sha256').update(new Uint8Array([1, 2, 3])).digest('hex') });
    expect(await place.digest('files/none')).toBeNull();
    const local = join(mkdtempSync(join(tmpdir(), 'reefid-download-')), 'copy.bin');
    expect(await place.download('files/abc', local)).toBe(true);
    expect(await Bun.file(local).bytes()).toEqual(new Uint8Array([1, 2, 3]));
    expect(await place.download('files/none', local)).toBe(false);
    await place.delete(['files/abc', 'files/never']);
    expect(await place.exists('files/abc')).toBe(false);
  });
});

test('a folder place shows a file whole or not at all: no temp file is left or listed', async () => {
  const { place, stop } = await aFolder();
  try {
    await place.put('a/b.bin', new Uint8Array(1_000_000));
    expect(readdirSync(join(place.address, 'a'))).toEqual(['b.bin']);
  } finally {
    await stop();
  }
});

test('an s3:// place without credentials, or a malformed one, is refused naming the setting', () => {
  expect(() => openPlace('s3://reef-backups', {}, 'BACKUP_URL')).toThrow('BACKUP_URL needs S3_ACCESS_KEY_ID');
  expect(() => openPlace('s3://Reef_Backups', { S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }, 'BACKUP_URL')).toThrow(ConfigError);
  expect(() => openPlace('s3://Reef_Backups', {}, 'BACKUP_URL')).toThrow('BACKUP_URL must be a folder or s3://bucket/prefix');
});
