import { Database } from 'bun:sqlite';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateSqliteHandle } from '../../db/tables';
import { isOwnTable, quoted, schemaVersionOf, type Row, type TableShape } from './schema';

/** A SQLite file read or written with raw SQL (bun:sqlite), whatever dialect this process runs on. */

export const openSqliteFile = (path: string, options: { readonly?: boolean } = {}) => {
  const file = options.readonly ? new Database(path, { readonly: true }) : new Database(path, { create: true });
  file.exec('PRAGMA busy_timeout = 5000');
  return file;
};

/** Applies the committed SQLite migrations, as the product does at start. */
export function migrateSqliteFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const file = openSqliteFile(path);
  try {
    file.exec('PRAGMA journal_mode = WAL');
    migrateSqliteHandle(file);
  } finally {
    file.close();
  }
}

export function sqliteTableNames(file: Database): string[] {
  return file
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)
    .filter((name) => !isOwnTable(name));
}

export function sqliteSchemaVersion(file: Database): string {
  const present = file.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  const applied = present ? file.query<{ n: number }, []>('SELECT count(*) AS n FROM __drizzle_migrations').get()!.n : 0;
  return schemaVersionOf('sqlite', applied);
}

/** The row count of every table in the file (the schema's and any other). */
export function sqliteCounts(file: Database): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of sqliteTableNames(file)) counts[name] = file.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${quoted(name)}`).get()!.n;
  return counts;
}

/** Counts of a SQLite file, or {} when there is no file yet. */
export function sqliteFileCounts(path: string): Record<string, number> {
  if (!existsSync(path)) return {};
  const file = openSqliteFile(path, { readonly: true });
  try {
    return sqliteCounts(file);
  } finally {
    file.close();
  }
}

const BATCH = 500;
/** SQLite binds at most 32,766 values in one statement. */
const batchFor = (table: TableShape) => Math.max(1, Math.min(BATCH, Math.floor(32_000 / table.columns.length)));

/** The table's rows in the portable form, a batch at a time (the statement steps; the rows are never all held). */
export function* sqliteRows(file: Database, table: TableShape, columns = table.columns.map((c) => c.name)): Generator<Row[]> {
  const kinds = new Map(table.columns.map((c) => [c.name, c.kind]));
  const statement = file.query<Row, []>(`SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table.name)}`);
  let batch: Row[] = [];
  for (const row of statement.iterate()) {
    for (const name of columns) if (kinds.get(name) === 'flag' && row[name] !== null) row[name] = row[name] === 1;
    batch.push(row);
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const toSqlite = (value: unknown): unknown => {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return value;
};

/** Writes portable rows into a SQLite file: multi-row INSERTs of up to 500 rows, in one transaction per table. */
export class SqliteWriter {
  constructor(readonly file: Database) {}

  begin = () => this.file.exec('BEGIN IMMEDIATE');
  commit = () => this.file.exec('COMMIT');
  rollback = () => this.file.exec('ROLLBACK');

  insert(table: TableShape, rows: Row[]): void {
    const names = table.columns.map((c) => c.name);
    const deferred = new Set(table.deferred);
    const size = batchFor(table);
    for (let start = 0; start < rows.length; start += size) {
      const slice = rows.slice(start, start + size);
      const tuple = `(${names.map(() => '?').join(', ')})`;
      const statement = this.file.prepare(`INSERT INTO ${quoted(table.name)} (${names.map(quoted).join(', ')}) VALUES ${slice.map(() => tuple).join(', ')}`);
      statement.run(...(slice.flatMap((row) => names.map((name) => (deferred.has(name) ? null : toSqlite(row[name])))) as never[]));
    }
  }

  /** Sets deferred columns by primary key. */
  update(table: TableShape, rows: Row[]): void {
    const set = table.deferred.map((name) => `${quoted(name)} = ?`).join(', ');
    const where = table.primaryKey.map((name) => `${quoted(name)} = ?`).join(' AND ');
    const statement = this.file.prepare(`UPDATE ${quoted(table.name)} SET ${set} WHERE ${where}`);
    for (const row of rows) statement.run(...([...table.deferred, ...table.primaryKey].map((name) => toSqlite(row[name])) as never[]));
  }

  empty(tables: TableShape[]): void {
    for (const table of [...tables].reverse()) this.file.exec(`DELETE FROM ${quoted(table.name)}`);
  }
}
