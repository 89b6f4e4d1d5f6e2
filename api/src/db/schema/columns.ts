/**
 * The schema's building blocks, for both databases: each table is written once with these and made for the
 * dialect this process runs on (dialect.ts). Every query is typed against the SQLite form; the PostgreSQL form
 * has the same columns under the same names, read and written as the same JavaScript values.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import * as lite from 'drizzle-orm/sqlite-core';
import { DIALECT } from '../dialect';

const onPostgres = DIALECT === 'postgres';
const pick = <T>(sqlite: T, postgres: unknown): T => (onPostgres ? (postgres as T) : sqlite);

export const table = pick(lite.sqliteTable, pg.pgTable);
export const index = pick(lite.index, pg.index);
export const uniqueIndex = pick(lite.uniqueIndex, pg.uniqueIndex);
export const primaryKey = pick(lite.primaryKey, pg.primaryKey);

export const text = pick(lite.text, pg.text);
export const real = pick(lite.real, (name: string) => pg.doublePrecision(name));
export const integer = (name: string) => pick(lite.integer(name), pg.integer(name));

/** The row belongs to the row `parent` names: never without one, and deleted with it. */
export const belongsTo = (name: string, parent: () => lite.AnySQLiteColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A true/false column (SQLite keeps 0 or 1). */
export const flag = (name: string) => pick(lite.integer(name, { mode: 'boolean' }), pg.boolean(name));

/** A row id the database numbers itself. */
export const serialId = () => pick(lite.integer('id').primaryKey({ autoIncrement: true }), pg.integer('id').primaryKey().generatedByDefaultAsIdentity());

/** A moment in time, read and written as a Date (SQLite keeps epoch milliseconds). */
export const timestamp = (name: string) =>
  pick(lite.integer(name, { mode: 'timestamp_ms' }), pg.timestamp(name, { withTimezone: true, precision: 3, mode: 'date' }));

/** Now, as the database tells it. */
export const now = onPostgres ? sql`now()` : sql`(unixepoch('subsec') * 1000)`;

/** The row's creation time, filled in by the database. */
export const createdAt = () => timestamp('created_at').notNull().default(now);
