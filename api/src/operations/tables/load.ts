import { existsSync } from 'node:fs';
import { dialectOf } from '../../db/dialect';
import { occupiedTable } from './counts';
import { connect, migratePostgres, postgresCounts, postgresTableNames, PostgresWriter } from './postgres';
import { refuseUnknownTables, schemaTables, type Row, type TableShape } from './schema';
import { migrateSqliteFile, openSqliteFile, sqliteCounts, sqliteTableNames, SqliteWriter } from './sqlite';

/** Where rows come from: a table's rows in the portable form, a batch at a time. Read twice for deferred columns. */
export interface RowSource {
  rows(table: TableShape): AsyncIterable<Row[]> | Iterable<Row[]>;
}

export interface LoadOptions {
  force?: boolean;
  /** Leaves the sessions table empty: everyone signs in again. */
  dropSessions?: boolean;
  /** What to do about a place that holds rows, said when it is refused. */
  whenOccupied?: string;
  /** Called when a table is in, with its row count. */
  progress?: (table: string, rows: number) => void;
}

/** Refuses a place that holds rows of its own, naming the table, unless `force` lets the load empty it. */
function refuseOccupied(counts: Record<string, number>, where: string, options: LoadOptions): void {
  const occupied = occupiedTable(counts);
  if (occupied && !options.force) {
    throw new Error(`${where} is not empty: table ${occupied} holds rows. ${options.whenOccupied ?? 'Load into an empty database.'}`);
  }
}

/**
 * Loads every table of the schema from `source` into `database` (a SQLite path or a postgres:// URL): checked
 * (no unknown table; empty unless `force`), migrated to the code's schema, emptied of the rows migrations put
 * in, then filled in insert order in one transaction, ids as they are. Answers the rows loaded per table.
 */
export async function loadDatabase(source: RowSource, database: string, options: LoadOptions = {}): Promise<Record<string, number>> {
  const tables = schemaTables().filter((table) => !(options.dropSessions && table.name === 'sessions'));
  if (dialectOf(database) === 'postgres') return loadPostgres(source, database, tables, options);
  return loadSqlite(source, database, tables, options);
}

async function fill(tables: TableShape[], source: RowSource, write: (table: TableShape, rows: Row[]) => unknown, options: LoadOptions) {
  const loaded: Record<string, number> = {};
  for (const table of tables) {
    let rows = 0;
    for await (const batch of source.rows(table)) {
      await write(table, batch);
      rows += batch.length;
    }
    loaded[table.name] = rows;
    options.progress?.(table.name, rows);
  }
  return loaded;
}

/** Sets the deferred columns (references into a cycle or to their own table) once every row exists. */
async function fillDeferred(tables: TableShape[], source: RowSource, update: (table: TableShape, rows: Row[]) => unknown) {
  for (const table of tables.filter((t) => t.deferred.length > 0)) {
    for await (const batch of source.rows(table)) {
      const set = batch.filter((row) => table.deferred.some((name) => row[name] !== null && row[name] !== undefined));
      if (set.length > 0) await update(table, set);
    }
  }
}

async function loadPostgres(source: RowSource, url: string, tables: TableShape[], options: LoadOptions) {
  const sql = connect(url);
  try {
    const where = `The PostgreSQL database ${new URL(url).pathname.slice(1)}`;
    refuseUnknownTables(await postgresTableNames(sql), where);
    refuseOccupied(await postgresCounts(sql), where, options);
    await migratePostgres(url);
    return await sql.begin(async (tx) => {
      const writer = new PostgresWriter(tx);
      await writer.empty(schemaTables());
      const loaded = await fill(tables, source, (table, rows) => writer.insert(table, rows), options);
      await fillDeferred(tables, source, (table, rows) => writer.update(table, rows));
      await writer.advanceSequences();
      return loaded;
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function loadSqlite(source: RowSource, path: string, tables: TableShape[], options: LoadOptions) {
  if (existsSync(path)) {
    const present = openSqliteFile(path, { readonly: true });
    try {
      refuseUnknownTables(sqliteTableNames(present), `The SQLite file ${path}`);
      refuseOccupied(sqliteCounts(present), `The SQLite file ${path}`, options);
    } finally {
      present.close();
    }
  }
  migrateSqliteFile(path);
  const file = openSqliteFile(path);
  // Insert order meets every reference: the database checks it rather than trusting it.
  file.exec('PRAGMA foreign_keys = ON');
  const writer = new SqliteWriter(file);
  try {
    writer.begin();
    try {
      writer.empty(schemaTables());
      const loaded = await fill(tables, source, (table, rows) => writer.insert(table, rows), options);
      await fillDeferred(tables, source, (table, rows) => writer.update(table, rows));
      writer.commit();
      return loaded;
    } catch (error) {
      writer.rollback();
      throw error;
    }
  } finally {
    file.close();
  }
}
