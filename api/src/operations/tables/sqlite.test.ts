import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { portableRows, scratchFolder, seedSqliteFile } from '../../../test-support/tables-fixtures';
import { codeSchemaVersion, countRows, firstTableWithRows, restoreDatabase, snapshotDatabase } from '.';
import { migrateSqliteFile, openSqliteFile } from './sqlite';

/** A seeded SQLite product database in a folder of its own. */
function seeded(options?: { users?: number; sightings?: number }) {
  const folder = scratchFolder();
  const path = join(folder, 'reefid.sqlite');
  seedSqliteFile(path, options);
  return { folder, path };
}

const newest = (journal: string) =>
  (JSON.parse(readFileSync(join(import.meta.dir, '../../db', journal, 'meta/_journal.json'), 'utf8')).entries as Array<{ tag: string }>).at(-1)!.tag.replace(/^\d+_/, '');

describe('the schema version', () => {
  test('is the newest migration without its number, the same on both databases', () => {
    expect(codeSchemaVersion()).toBe(newest('migrations'));
    expect(newest('migrations-postgres')).toBe(newest('migrations'));
  });

  test('a SQLite snapshot carries the version its database migrated to', async () => {
    const { path, folder } = seeded();
    expect((await snapshotDatabase(path, join(folder, 'backup'))).schemaVersion).toBe(codeSchemaVersion());
  });
});

describe('counting rows', () => {
  test('a missing SQLite file and a new one are empty; a seeded one names its first table with rows', async () => {
    const folder = scratchFolder();
    const path = join(folder, 'reefid.sqlite');
    expect(await firstTableWithRows(path)).toBeNull();
    migrateSqliteFile(path);
    // The catalogue's state row, which every new database has, is not a row anyone made.
    expect(await firstTableWithRows(path)).toBeNull();
    seedSqliteFile(path);
    expect(await firstTableWithRows(path)).toBe('taxa');
    const counts = await countRows(path);
    expect(counts).toMatchObject({ users: 4, sessions: 4, species_identifications: 12, identification_photos: 12, payments: 1, share_links: 1 });
  });
});

describe('a SQLite snapshot restored into a SQLite file', () => {
  test('is the same database: ids, flags and timestamps identical, counts as in the snapshot', async () => {
    const { path, folder } = seeded();
    const snapshot = await snapshotDatabase(path, join(folder, 'backup'));
    expect(snapshot.dialect).toBe('sqlite');
    expect(snapshot.files).toEqual(['database.sqlite']);
    expect(snapshot.tables).toMatchObject({ users: 4, sessions: 4, species_identifications: 12 });

    const target = join(scratchFolder(), 'data', 'reefid.sqlite');
    const restored = await restoreDatabase(join(folder, 'backup'), snapshot, target);
    expect(restored).toEqual(snapshot.tables);
    const before = await portableRows(path);
    expect(await portableRows(target)).toEqual(before);
    expect(before.users![0]).toMatchObject({ id: 3, is_admin: true, email_verified_at: 1_764_236_523_123 });
    expect(before.taxa![0]).toMatchObject({ is_marine: true, is_brackish: false, is_freshwater: null });
  });

  test('is taken whole while the server keeps writing', async () => {
    const { path, folder } = seeded({ users: 1, sightings: 1 });
    // Another process writes as the server would: a user and its session together, in one transaction each.
    const writer = Bun.spawn(
      [
        'bun',
        '-e',
        `const { Database } = require('bun:sqlite');
         const db = new Database(${JSON.stringify(path)});
         db.exec('PRAGMA journal_mode = WAL'); db.exec('PRAGMA busy_timeout = 5000');
         for (let id = 1000; ; id++) {
           db.transaction(() => {
             db.run("INSERT INTO users (id, username, password, email) VALUES (?, ?, 'h', ?)", [id, 'w' + id, 'w' + id + '@x.example']);
             db.run('INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, 0)', ['s' + id, id]);
           })();
           if (id === 1000) console.log('writing');
         }`,
      ],
      { stdout: 'pipe', stderr: 'inherit' },
    );
    try {
      await writer.stdout.getReader().read();
      const live = openSqliteFile(path, { readonly: true });
      for (let round = 0; round < 5; round++) {
        const committed = live.query<{ n: number }, []>('SELECT count(*) AS n FROM users').get()!.n;
        const snapshot = await snapshotDatabase(path, join(folder, `backup-${round}`));
        // Everything committed before it began is in it (a copy of the main file would miss what the WAL holds),
        // and no write is half in: every user has its session.
        expect(snapshot.tables.users!).toBeGreaterThanOrEqual(committed);
        expect(snapshot.tables.sessions).toBe(snapshot.tables.users!);
        const copy = openSqliteFile(join(folder, `backup-${round}`, 'database.sqlite'), { readonly: true });
        expect(copy.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
        copy.close();
      }
      live.close();
    } finally {
      writer.kill();
      await writer.exited;
    }
  });

  test('leaves the server in this process answering while it is written', async () => {
    const { path, folder } = seeded({ users: 1, sightings: 0 });
    const file = openSqliteFile(path);
    file.exec('BEGIN');
    const failure = file.prepare('INSERT INTO login_failures (username, ip, at) VALUES (?, ?, ?)');
    for (let i = 0; i < 200_000; i++) failure.run(`diver-${i % 977}-${'x'.repeat(60)}`, `10.0.${i % 250}.${i % 199}`, 1_764_236_523_123 + i);
    file.exec('COMMIT');
    file.close();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 2);
    const started = performance.now();
    await snapshotDatabase(path, join(folder, 'backup'));
    const took = performance.now() - started;
    clearInterval(timer);
    // The event loop turned all along, as it must for requests to be answered.
    expect(ticks).toBeGreaterThan(Math.min(10, took / 20));
  });

  test('refuses a place holding rows, naming the table, and replaces it with force', async () => {
    const { path, folder } = seeded();
    const snapshot = await snapshotDatabase(path, join(folder, 'backup'));
    const other = seeded({ users: 1, sightings: 0 });
    await expect(restoreDatabase(join(folder, 'backup'), snapshot, other.path)).rejects.toThrow(/table (taxa|users) holds rows/);
    expect((await countRows(other.path)).users).toBe(1);
    await restoreDatabase(join(folder, 'backup'), snapshot, other.path, { force: true });
    expect(await portableRows(other.path)).toEqual(await portableRows(path));
  });

  test('leaves the sessions empty when asked, and everything else as it was', async () => {
    const { path, folder } = seeded();
    const snapshot = await snapshotDatabase(path, join(folder, 'backup'));
    const target = join(scratchFolder(), 'reefid.sqlite');
    const restored = await restoreDatabase(join(folder, 'backup'), snapshot, target, { dropSessions: true });
    expect(restored).toEqual({ ...snapshot.tables, sessions: 0 });
    const { sessions, ...rest } = await portableRows(target);
    expect(sessions).toEqual([]);
    const { sessions: _, ...before } = await portableRows(path);
    expect(rest).toEqual(before);
  });

  test('stops when a table does not hold what the snapshot counted, naming it', async () => {
    const { path, folder } = seeded();
    const snapshot = await snapshotDatabase(path, join(folder, 'backup'));
    const wrong = { ...snapshot, tables: { ...snapshot.tables, payments: 2 } };
    await expect(restoreDatabase(join(folder, 'backup'), wrong, join(scratchFolder(), 'reefid.sqlite'))).rejects.toThrow(
      'Table payments holds 1 rows in the restored database, and 2 were expected',
    );
  });
});

describe('a table the schema does not know', () => {
  test('stops a snapshot and a restore, naming it', async () => {
    const { path, folder } = seeded();
    const snapshot = await snapshotDatabase(path, join(folder, 'backup'));
    const file = openSqliteFile(path);
    file.exec('CREATE TABLE dive_buddies (id INTEGER PRIMARY KEY, name TEXT)');
    file.close();
    await expect(snapshotDatabase(path, join(folder, 'again'))).rejects.toThrow(/table dive_buddies, which this version of ReefID does not know/);
    // A place that holds it is refused too, even with force: its rows would be lost.
    await expect(restoreDatabase(join(folder, 'backup'), snapshot, path, { force: true })).rejects.toThrow(/dive_buddies/);
  });
});
