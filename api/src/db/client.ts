import { Database as SqliteFile } from 'bun:sqlite';
import { is, sql, type SQL } from 'drizzle-orm';
import { drizzle as sqliteDrizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite';
import { migrate as migrateSqlite } from 'drizzle-orm/bun-sqlite/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as postgresDrizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import postgres from 'postgres';
import { usernameKey } from '@rules/username';
import { DIALECT, dialectOf } from './dialect';
import * as schema from './schema';
import { checkpointOffTheEventLoop } from './wal-checkpoints';

/**
 * The database every module queries. Queries are written once and typed against the SQLite form of the schema;
 * on PostgreSQL the same calls build the same statements for its form. Every query is awaited: SQLite answers
 * at once, PostgreSQL over the network.
 */
export type Db = BunSQLiteDatabase<typeof schema>;
/** A write that must join a transaction takes either the database or the transaction. */
export type Queryable = Db;
export type Tx = Db;

export interface OpenDatabase {
  db: Db;
  /** The SQLite file's own handle, for the few tools that read it directly; null on PostgreSQL. */
  sqlite: SqliteFile | null;
  close(): Promise<void>;
}

/** Rows an UPDATE, INSERT or DELETE changed, as either database reports it. */
export const rowsChanged = (result: unknown): number => {
  const { changes, count } = result as { changes?: number; count?: number };
  return changes ?? count ?? 0;
};

export const onPostgres = (db: Queryable): boolean => is((db as unknown as { dialect: unknown }).dialect, PgDialect);

/** Rows of a statement written in SQL, for the few queries the query builder cannot say. */
export async function rowsOf<T>(db: Queryable, statement: SQL): Promise<T[]> {
  if (onPostgres(db)) return [...((await (db as unknown as { execute(q: SQL): Promise<T[]> }).execute(statement)) as T[])];
  return db.all<T>(statement);
}

/**
 * Whether `error` is the unique index `<table>_<column>_unique` (as the schema names them) refusing a second row
 * with the same value, as drizzle throws it (the driver's error as its cause). PostgreSQL names the index; SQLite
 * names the column, or the index when it is on an expression such as lower(email).
 */
export function isUniqueViolation(error: unknown, table: string, column: string): boolean {
  const index = `${table}_${column}_unique`;
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint_name } = cause as { code?: string; constraint_name?: string };
    if (code === '23505') return constraint_name === index;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE') return new RegExp(`: (${table}\\.${column}|index '${index}')$`).test(cause.message);
  }
  return false;
}

let sqliteTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `body` as one transaction: all of its writes or none.
 *
 * On PostgreSQL each transaction has a connection of its own. SQLite has one connection in this process, so its
 * transactions take turns; statements of other requests that run while one is open join it and commit with it.
 * That is why a body never refuses by throwing after it wrote: it decides with conditional writes and returns
 * the answer, and only a failure of the database itself rolls back.
 *
 * A body that reads before it writes (counts what is held, then holds one more) names what it `serializes`:
 * on PostgreSQL, transactions naming the same thing then take turns too, on every instance.
 */
export async function transaction<T>(db: Db, body: (tx: Tx) => Promise<T>, options: { serializes?: string } = {}): Promise<T> {
  if (onPostgres(db)) {
    const postgres = db as unknown as { transaction(b: (tx: Tx) => Promise<T>): Promise<T> };
    return postgres.transaction(async (tx) => {
      if (options.serializes) await rowsOf(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${options.serializes}))`);
      return body(tx);
    });
  }
  const turn = sqliteTurn.then(async () => {
    db.run(sql`BEGIN IMMEDIATE`);
    try {
      const result = await body(db);
      db.run(sql`COMMIT`);
      return result;
    } catch (error) {
      db.run(sql`ROLLBACK`);
      throw error;
    }
  });
  sqliteTurn = turn.catch(() => undefined);
  return turn;
}

/** The committed migrations of each dialect. */
export const migrations = {
  sqlite: join(import.meta.dir, 'migrations'),
  postgres: join(import.meta.dir, 'migrations-postgres'),
};

/**
 * Opens the database: PostgreSQL for a `postgres://` URL, else the SQLite file at that path (created when
 * missing; `:memory:` gives a private throwaway one for tests). Applies every committed migration first.
 */
export async function openDatabase(where: string, options: { connections?: number } = {}): Promise<OpenDatabase> {
  const dialect = dialectOf(where);
  if (dialect !== DIALECT) {
    // The tables were made for the dialect of DATABASE_URL when this process started (dialect.ts).
    throw new Error(`This process runs on ${DIALECT}, set by DATABASE_URL; it cannot open a ${dialect} database.`);
  }
  return dialect === 'postgres' ? openPostgres(where, options.connections ?? 10) : openSqlite(where);
}

function openSqlite(path: string): OpenDatabase {
  if (path === ':memory:') return migratedSqlite(new SqliteFile(path, { create: true, strict: true }));
  mkdirSync(dirname(path), { recursive: true });
  const opened = migratedSqlite(new SqliteFile(path, { create: true, strict: true }));
  const checkpoints = checkpointOffTheEventLoop(opened.sqlite, path);
  return {
    ...opened,
    close: async () => {
      await checkpoints.stop();
      await opened.close();
    },
  };
}

function migratedSqlite(file: SqliteFile) {
  const opened = sqliteDatabase(file);
  migrateSqlite(opened.db, { migrationsFolder: migrations.sqlite });
  fillUsernameKeys(opened.sqlite);
  return opened;
}

/**
 * A private in-memory SQLite database holding a copy of `bytes`: a migrated database's `serialize()`, so it is not
 * migrated again (tests' scratch databases, copied from one migrated per process).
 */
export function openSqliteCopy(bytes: Uint8Array): OpenDatabase {
  return sqliteDatabase(SqliteFile.deserialize(bytes, { strict: true }));
}

function sqliteDatabase(sqlite: SqliteFile): OpenDatabase & { sqlite: SqliteFile } {
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA synchronous = NORMAL');
  const db = sqliteDrizzle({ client: sqlite, schema });
  return { db, sqlite, close: async () => sqlite.close() };
}

async function openPostgres(url: string, connections: number): Promise<OpenDatabase> {
  await migrateOnce(url);
  const client = postgres(url, { max: connections, onnotice: () => {}, idle_timeout: 20 });
  const db = postgresDrizzle({ client, schema }) as unknown as Db;
  return { db, sqlite: null, close: () => client.end({ timeout: 5 }) };
}

/**
 * Instances starting together migrate one at a time: each takes a lock the database holds for its session, on a
 * client of one connection, so the lock and the migrations share that session.
 */
export async function migrateOnce(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`SELECT pg_advisory_lock(hashtext('reefid migrations'))`;
    await migratePostgres(postgresDrizzle({ client }), { migrationsFolder: migrations.postgres });
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Accounts made before names were compared by their key get it at the first start after. Should two old names
 * share a key, the older account keeps it and the later one gets it with its id appended: it still signs in by
 * its exact name, and no new look-alike can be registered. (Only SQLite files are that old.)
 */
function fillUsernameKeys(sqlite: SqliteFile): void {
  const missing = sqlite.query<{ id: number; username: string }, []>('SELECT id, username FROM users WHERE username_key IS NULL ORDER BY id').all();
  const taken = sqlite.query<{ n: number }, [string]>('SELECT count(*) AS n FROM users WHERE username_key = ?');
  const set = sqlite.query('UPDATE users SET username_key = ? WHERE id = ?');
  for (const { id, username } of missing) {
    const key = usernameKey(username);
    set.run(taken.get(key)!.n > 0 ? `${key}#${id}` : key, id);
  }
}

/** The first row of a query's answer, or undefined: `await query.then(first)`. */
export const first = <T>(rows: T[]): T | undefined => rows[0];

/** The one row an INSERT … RETURNING (or a lookup that cannot miss) gives: `await query.then(only)`. */
export const only = <T>(rows: T[]): T => {
  if (rows.length === 0) throw new Error('The database returned no row where one was certain.');
  return rows[0]!;
};
