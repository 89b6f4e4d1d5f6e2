import { Database } from 'bun:sqlite';
import { afterEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './client';
import { DIALECT } from './dialect';
import { checkpointOffTheEventLoop } from './wal-checkpoints';

const folders: string[] = [];
const aFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'reefid-wal-'));
  folders.push(folder);
  return join(folder, 'reefid.sqlite');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the write-ahead log of a SQLite file', () => {
  // The server opens its own dialect only: on PostgreSQL there is no SQLite file of the server's to open.
  test.skipIf(DIALECT === 'postgres')('is never checkpointed by the event loop’s connection', async () => {
    const database = await openDatabase(aFile());
    try {
      expect(database.sqlite!.query('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 0 });
    } finally {
      await database.close();
    }
  });

  test('is copied back into the file by the worker: 1,500 pages written, the file grows without the writer checkpointing', async () => {
    const path = aFile();
    const sqlite = new Database(path, { create: true });
    sqlite.exec('PRAGMA journal_mode = WAL');
    sqlite.exec('CREATE TABLE pages (text TEXT)');
    const checkpoints = checkpointOffTheEventLoop(sqlite, path);
    try {
      const before = statSync(path).size;
      const copied = checkpoints.next();
      const insert = sqlite.prepare('INSERT INTO pages (text) VALUES (?)');
      sqlite.transaction(() => {
        for (let i = 0; i < 1500; i++) insert.run('x'.repeat(4000));
      })();
      const done = await copied;
      expect(done.copied).toBeGreaterThanOrEqual(1500);
      expect(statSync(path).size).toBeGreaterThan(before + 1500 * 4000);
    } finally {
      await checkpoints.stop();
      sqlite.close();
    }
  });
});
