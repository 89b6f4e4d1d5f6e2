import { afterAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { portableRows, scratchFolder, seedSqliteFile } from '../../../test-support/tables-fixtures';
import { codeSchemaVersion, countRows, firstTableWithRows, moveToPostgres, restoreDatabase, snapshotDatabase } from '.';
import { connect, migratePostgres } from './postgres';

/** These run where DATABASE_URL names a PostgreSQL server (`npm run test:scale`), each on databases of its own. */
const server = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(server);

let made = 0;
const admin = onPostgres ? connect(server) : undefined;
/** A new, empty database on the server: no tables at all until something migrates it. */
async function emptyDatabase(): Promise<string> {
  const name = `reefid_tables_${process.pid}_${++made}`;
  await admin!.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await admin!.unsafe(`CREATE DATABASE ${name}`);
  return Object.assign(new URL(server), { pathname: `/${name}` }).toString();
}
afterAll(() => admin?.end());

function seededSqlite() {
  const folder = scratchFolder();
  const path = join(folder, 'reefid.sqlite');
  seedSqliteFile(path);
  return { folder, path };
}

describe.skipIf(!onPostgres)('moving a SQLite database to PostgreSQL', () => {
  test('copies every row with its id, flags and timestamps, and a new row after it gets the next id', async () => {
    const { path } = seededSqlite();
    const url = await emptyDatabase();
    const progress: string[] = [];
    const moved = await moveToPostgres(path, url, { progress: (table, rows) => progress.push(`${table}:${rows}`) });
    expect(moved).toMatchObject({ users: 4, sessions: 4, species_identifications: 12, payments: 1, catalogue_state: 1 });
    expect(progress).toContain('users:4');
    expect(await portableRows(url)).toEqual(await portableRows(path));

    const sql = connect(url);
    const [user] = await sql`INSERT INTO users (username, password, email) VALUES ('newcomer', 'h', 'new@example.com') RETURNING id`;
    const [sighting] = await sql`INSERT INTO species_identifications (species_name, description, slug) VALUES ('x', 'y', 'z') RETURNING id`;
    await sql.end();
    expect(user!.id).toBe(3 + 3 * 4 + 1);
    expect(sighting!.id).toBe(10 + 11 * 3 + 1);
  });

  test('refuses a database holding rows, naming the table, and copies nothing', async () => {
    const { path } = seededSqlite();
    const url = await emptyDatabase();
    await migratePostgres(url);
    const sql = connect(url);
    await sql`INSERT INTO taxon_names (name, matches, fetched_at) VALUES ('Nemo', '[]', now())`;
    await sql.end();
    await expect(moveToPostgres(path, url)).rejects.toThrow('table taxon_names holds rows');
    expect(await firstTableWithRows(url)).toBe('taxon_names');
    expect((await countRows(url)).users).toBe(0);
  });

  test('refuses a URL that is not PostgreSQL', async () => {
    const { path, folder } = seededSqlite();
    await expect(moveToPostgres(path, join(folder, 'other.sqlite'))).rejects.toThrow('is not a postgres:// URL');
  });
});

describe.skipIf(!onPostgres)('a PostgreSQL snapshot', () => {
  /** A PostgreSQL product database holding the seeded rows. */
  async function seededPostgres() {
    const { path } = seededSqlite();
    const url = await emptyDatabase();
    await moveToPostgres(path, url);
    return { url, sqlitePath: path };
  }

  test('is one NDJSON file per table, restored into PostgreSQL with ids and sequences kept', async () => {
    const { url, sqlitePath } = await seededPostgres();
    const folder = scratchFolder();
    const snapshot = await snapshotDatabase(url, folder);
    expect(snapshot.dialect).toBe('postgres');
    expect(snapshot.files).toContain('database/users.ndjson');
    expect(snapshot.tables).toMatchObject({ users: 4, sessions: 4, species_identifications: 12 });
    const target = await emptyDatabase();
    expect(await restoreDatabase(folder, snapshot, target)).toMatchObject(snapshot.tables);
    expect(await portableRows(target)).toEqual(await portableRows(sqlitePath));
    const sql = connect(target);
    const [user] = await sql`INSERT INTO users (username, password, email) VALUES ('newcomer', 'h', 'new@example.com') RETURNING id`;
    await sql.end();
    expect(user!.id).toBe(16);
  });

  test('is one consistent state while the product keeps writing', async () => {
    const { url } = await seededPostgres();
    const writer = connect(url);
    let writing = true;
    // As the product writes: a user and its session together, in one transaction each.
    const writes = (async () => {
      for (let id = 1000; writing; id++) {
        await writer.begin(async (tx) => {
          await tx`INSERT INTO users (id, username, password, email) VALUES (${id}, ${`w${id}`}, 'h', ${`w${id}@x.example`})`;
          await tx`INSERT INTO sessions (id, user_id, expires_at) VALUES (${`s${id}`}, ${id}, now())`;
        });
      }
    })();
    try {
      for (let round = 0; round < 3; round++) {
        const snapshot = await snapshotDatabase(url, scratchFolder());
        expect(snapshot.tables.sessions).toBe(snapshot.tables.users!);
      }
    } finally {
      writing = false;
      await writes;
      await writer.end();
    }
    expect((await countRows(url)).users).toBeGreaterThan(4);
  });

  test('restores into a SQLite file, without the sessions when asked', async () => {
    const { url, sqlitePath } = await seededPostgres();
    const folder = scratchFolder();
    const snapshot = await snapshotDatabase(url, folder);
    const target = join(scratchFolder(), 'reefid.sqlite');
    await restoreDatabase(folder, snapshot, target, { dropSessions: true });
    const { sessions, ...restored } = await portableRows(target);
    const { sessions: kept, ...before } = await portableRows(sqlitePath);
    expect(sessions).toEqual([]);
    expect(kept).toHaveLength(4);
    expect(restored).toEqual(before);
  });

  test('a SQLite snapshot restores into PostgreSQL, refused when it holds rows unless forced', async () => {
    const { path, folder } = seededSqlite();
    const snapshot = await snapshotDatabase(path, join(folder, 'backup'));
    const { url } = await seededPostgres();
    await expect(restoreDatabase(join(folder, 'backup'), snapshot, url)).rejects.toThrow(/is not empty: table \w+ holds rows/);
    await restoreDatabase(join(folder, 'backup'), snapshot, url, { force: true });
    expect(await portableRows(url)).toEqual(await portableRows(path));
  });

  test('a table missing rows after the load stops the restore, naming it', async () => {
    const { url } = await seededPostgres();
    const folder = scratchFolder();
    const snapshot = await snapshotDatabase(url, folder);
    // The snapshot says a row more than its file holds: the count at the end catches it.
    const damaged = { ...snapshot, tables: { ...snapshot.tables, share_links: 2 } };
    await expect(restoreDatabase(folder, damaged, await emptyDatabase())).rejects.toThrow('Table share_links holds 1 rows in the restored database, and 2 were expected');
  });

  test('refuses a database holding a table the schema does not know, naming it', async () => {
    const { url } = await seededPostgres();
    const sql = connect(url);
    await sql`CREATE TABLE dive_buddies (id integer PRIMARY KEY, name text)`;
    await sql.end();
    await expect(snapshotDatabase(url, scratchFolder())).rejects.toThrow(/table dive_buddies, which this version of ReefID does not know/);
    const { path } = seededSqlite();
    await expect(moveToPostgres(path, url)).rejects.toThrow(/dive_buddies/);
  });

  test('refuses a database at another schema version than the code, naming both', async () => {
    const { url } = await seededPostgres();
    const folder = scratchFolder();
    const snapshot = await snapshotDatabase(url, folder);
    await expect(restoreDatabase(folder, { ...snapshot, schemaVersion: 'experts_and_notifications' }, await emptyDatabase())).rejects.toThrow(
      `schema version "experts_and_notifications", and this code's is "${codeSchemaVersion()}"`,
    );
  });
});
