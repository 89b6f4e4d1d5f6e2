import { afterEach, beforeEach, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupId, completeBackups, fileKey, MANIFEST_FORMAT, manifestKey, sha256, type Manifest } from './manifest';
import { folderPlace, type Place } from './place';
import { pruneBackups } from './prune';

const DAY = 24 * 60 * 60 * 1000;
let folder: string;
let place: Place;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'reefid-prune-'));
  place = folderPlace(folder);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const age = (key: string, ms: number) => utimesSync(join(folder, key), new Date(Date.now() - ms), new Date(Date.now() - ms));

/** A complete backup `daysAgo` old, referencing one file of its own content. */
async function backup(daysAgo: number, content: string): Promise<{ id: string; file: string }> {
  const id = backupId(new Date(Date.now() - daysAgo * DAY));
  const bytes = new TextEncoder().encode(content);
  const file = fileKey(sha256(bytes));
  await place.put(file, bytes);
  await place.put(`${id}/database.sqlite`, 'db');
  const manifest: Manifest = {
    format: MANIFEST_FORMAT, id, startedAt: '', finishedAt: '', schemaVersion: '1', dialect: 'sqlite', tables: {},
    database: [], photos: [{ key: `identifications/${content}.jpg`, size: bytes.length, sha256: sha256(bytes) }], dataDir: [],
  };
  await place.put(manifestKey(id), JSON.stringify(manifest));
  for (const key of [file, `${id}/database.sqlite`, manifestKey(id)]) age(key, daysAgo * DAY);
  return { id, file };
}

test('keeps the newest BACKUP_KEEP complete backups, and deletes the older ones and the files only they referenced', async () => {
  const made = [];
  for (let day = 5; day >= 1; day--) made.push(await backup(day, `photo-${day}`));
  const report = await pruneBackups(place, 3);
  expect(await completeBackups(place)).toEqual(made.slice(2).map((backup) => backup.id));
  expect(report.deletedBackups).toEqual(made.slice(0, 2).map((backup) => backup.id));
  expect(await place.exists(made[0]!.file)).toBe(false);
  expect(await place.exists(`${made[0]!.id}/database.sqlite`)).toBe(false);
  for (const kept of made.slice(2)) expect(await place.exists(kept.file)).toBe(true);
});

test('never deletes a file or an unfinished backup younger than a day: a running backup may be writing it', async () => {
  const kept = await backup(2, 'kept');
  await place.put(fileKey('fresh'), 'being written');
  await place.put(fileKey('stale'), 'left over');
  age(fileKey('stale'), 2 * DAY);
  const running = backupId(new Date());
  await place.put(`${running}/database.sqlite`, 'db');
  const abandoned = backupId(new Date(Date.now() - 3 * DAY));
  await place.put(`${abandoned}/database.sqlite`, 'db');
  age(`${abandoned}/database.sqlite`, 3 * DAY);

  await pruneBackups(place, 1);
  expect(await place.exists(kept.file)).toBe(true);
  expect(await place.exists(fileKey('fresh'))).toBe(true);
  expect(await place.exists(fileKey('stale'))).toBe(false);
  expect(await place.exists(`${running}/database.sqlite`)).toBe(true);
  expect(await place.exists(`${abandoned}/database.sqlite`)).toBe(false);
});
