import { getTableName, is, type Table } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Dialect } from '../../db/dialect';
import * as schema from '../../db/schema';

/**
 * The tables as the schema declares them, read from drizzle's table objects (made for this process's dialect;
 * both dialects have the same tables and columns under the same names). Rows travel between databases in one
 * portable form: a timestamp as epoch milliseconds, a flag as true/false, everything else as it is.
 */

export type Row = Record<string, unknown>;
export type ColumnKind = 'flag' | 'timestamp' | 'plain';

export interface ColumnShape {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  /** Columns inserted empty and set once every table is in: they point into a cycle or at their own table. */
  deferred: string[];
}

interface Declared extends Omit<TableShape, 'deferred'> {
  references: Array<{ column: string; table: string }>;
}

function kindOf(columnType: string): ColumnKind {
  if (columnType === 'SQLiteBoolean' || columnType === 'PgBoolean') return 'flag';
  if (columnType === 'SQLiteTimestamp' || columnType === 'PgTimestamp') return 'timestamp';
  return 'plain';
}

function declared(table: Table): Declared {
  const config = is(table, PgTable) ? pgTableConfig(table) : sqliteTableConfig(table as SQLiteTable);
  const columns = config.columns.map((column) => ({ name: column.name, kind: kindOf(column.columnType), nullable: !column.notNull }));
  const primaryKey = config.columns.filter((column) => column.primary).map((column) => column.name);
  if (primaryKey.length === 0 && config.primaryKeys[0]) primaryKey.push(...config.primaryKeys[0].columns.map((column) => column.name));
  const references = config.foreignKeys.flatMap((key) => {
    const { columns: from, foreignTable } = key.reference();
    return from.map((column) => ({ column: column.name, table: getTableName(foreignTable) }));
  });
  return { name: config.name, columns, primaryKey, references };
}

/**
 * Sorts tables so each comes after the tables it references. A reference to its own table, or one that closes a
 * cycle, cannot be met at insert time: that column is deferred (it must be nullable).
 */
export function insertOrder(tables: Declared[]): TableShape[] {
  const placed = new Set<string>();
  const deferred = new Map(tables.map((table) => [table.name, new Set<string>()]));
  const order: TableShape[] = [];
  const deferOnto = (table: Declared, column: string) => {
    if (!table.columns.find((c) => c.name === column)?.nullable) {
      throw new Error(`Table ${table.name} references a table that cannot be filled before it through ${column}, which may not be empty.`);
    }
    deferred.get(table.name)!.add(column);
  };
  for (const table of tables) for (const ref of table.references) if (ref.table === table.name) deferOnto(table, ref.column);
  const waiting = (table: Declared) =>
    table.references.filter((ref) => !placed.has(ref.table) && !deferred.get(table.name)!.has(ref.column) && tables.some((t) => t.name === ref.table));
  let left = [...tables];
  while (left.length > 0) {
    const ready = left.find((table) => waiting(table).length === 0);
    if (ready) {
      placed.add(ready.name);
      order.push({ name: ready.name, columns: ready.columns, primaryKey: ready.primaryKey, deferred: [...deferred.get(ready.name)!] });
      left = left.filter((table) => table !== ready);
      continue;
    }
    // A cycle: the first waiting table takes its unmet references later.
    const breaker = left[0]!;
    if (breaker.primaryKey.length === 0) throw new Error(`Table ${breaker.name} is in a cycle of references and has no primary key to set them by.`);
    for (const ref of waiting(breaker)) deferOnto(breaker, ref.column);
  }
  return order;
}

let shapes: TableShape[] | undefined;
/** Every table of the schema, in insert order. */
export function schemaTables(): TableShape[] {
  shapes ??= insertOrder(
    (Object.values(schema) as unknown[])
      .filter((value): value is Table => is(value, SQLiteTable) || is(value, PgTable))
      .map(declared),
  );
  return shapes;
}

/** Tables a database keeps for itself or for drizzle, never copied nor counted. */
export const isOwnTable = (name: string) => name.startsWith('sqlite_') || name === '__drizzle_migrations';

/** Refuses a database holding a table the schema does not know: its rows would be left behind. */
export function refuseUnknownTables(present: string[], where: string): void {
  const known = new Set(schemaTables().map((table) => table.name));
  const unknown = present.filter((name) => !isOwnTable(name) && !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`${where} holds table${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, which this version of ReefID does not know; nothing was copied.`);
  }
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const migrationsFolder: Record<Dialect, string> = {
  sqlite: join(import.meta.dir, '../../db/migrations'),
  postgres: join(import.meta.dir, '../../db/migrations-postgres'),
};

const journals = new Map<Dialect, string[]>();
function journal(dialect: Dialect): string[] {
  if (!journals.has(dialect)) {
    const entries = JSON.parse(readFileSync(join(migrationsFolder[dialect], 'meta', '_journal.json'), 'utf8')).entries as Array<{ tag: string }>;
    journals.set(dialect, entries.map((entry) => entry.tag));
  }
  return journals.get(dialect)!;
}

const withoutNumber = (tag: string) => tag.replace(/^\d+_/, '');

/** The schema version of a database that applied `applied` migrations: the newest one's name, without its number. */
export function schemaVersionOf(dialect: Dialect, applied: number): string {
  if (applied === 0) return 'none';
  const tags = journal(dialect);
  if (applied > tags.length) return `newer than this code (${applied} migrations)`;
  return withoutNumber(tags[applied - 1]!);
}

/** The schema version this code migrates to. Both dialects' newest migrations share the name. */
export function codeSchemaVersion(): string {
  return schemaVersionOf('sqlite', journal('sqlite').length);
}

/** Rows are copied only between databases of the code's schema version: rows cannot be migrated in flight. */
export function refuseOtherVersion(version: string, what: string): void {
  const code = codeSchemaVersion();
  if (version !== code) {
    throw new Error(`${what} is at schema version "${version}", and this code's is "${code}": copy it with the ReefID version that made it, or start that version on it first so it migrates.`);
  }
}
