import type { Database } from 'bun:sqlite';
import { getTableName, is, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';
import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrations, migrateOnce } from './client';
import type { Dialect } from './dialect';
import * as schema from './schema';

/**
 * The schema as plain facts, and the migrations applied to a database named by the caller, for the tools that
 * copy rows between the two dialects with raw SQL (api/src/operations/tables). Read from drizzle's tables as
 * this process's dialect made them: both dialects have the same tables and columns under the same names.
 */

/** How a column's value differs between the databases: a flag is 0/1 or boolean, a timestamp epoch ms or timestamptz. */
export type ColumnKind = 'flag' | 'timestamp' | 'plain';

export interface DeclaredTable {
  name: string;
  columns: Array<{ name: string; kind: ColumnKind; nullable: boolean }>;
  primaryKey: string[];
  references: Array<{ column: string; table: string }>;
}

function kindOf(columnType: string): ColumnKind {
  if (columnType === 'SQLiteBoolean' || columnType === 'PgBoolean') return 'flag';
  if (columnType === 'SQLiteTimestamp' || columnType === 'PgTimestamp') return 'timestamp';
  return 'plain';
}

function declared(table: Table): DeclaredTable {
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

/** Every table of the schema, in the order the schema declares them. */
export const declaredTables = (): DeclaredTable[] =>
  (Object.values(schema) as unknown[]).filter((value): value is Table => is(value, SQLiteTable) || is(value, PgTable)).map(declared);

/** The committed migrations' names, oldest first ("0017_operations"). */
export const migrationTags = (dialect: Dialect): string[] =>
  (JSON.parse(readFileSync(join(migrations[dialect], 'meta', '_journal.json'), 'utf8')).entries as Array<{ tag: string }>).map((entry) => entry.tag);

/** Applies the committed SQLite migrations to an open SQLite file, as the product does at start. */
export const migrateSqliteHandle = (file: Database) => migrate(drizzle({ client: file }), { migrationsFolder: migrations.sqlite });

/** Applies the committed PostgreSQL migrations, under the lock instances starting together take. */
export const migratePostgresDatabase = (url: string) => migrateOnce(url);
