import { Database } from 'bun:sqlite';
import { dialectOf } from '../../db/dialect';
import { migrateSqliteHandle } from '../../db/tables';
import { connect, postgresCounts } from './postgres';
import { schemaTables } from './schema';
import { sqliteCounts, sqliteFileCounts } from './sqlite';

/** The row count of every table in the database (a missing SQLite file has none). */
export async function countRows(database: string): Promise<Record<string, number>> {
  if (dialectOf(database) === 'sqlite') return sqliteFileCounts(database);
  const sql = connect(database);
  try {
    return await postgresCounts(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

let made: Record<string, number> | undefined;
/**
 * Rows the migrations themselves put in a new database (the catalogue's state row): a database holding only
 * these is as empty as a new one, and a load replaces them.
 */
export function migrationMadeRows(): Record<string, number> {
  if (!made) {
    const fresh = new Database(':memory:');
    migrateSqliteHandle(fresh);
    made = sqliteCounts(fresh);
    fresh.close();
  }
  return made;
}

/** The first table (in insert order, then any other) holding rows beyond those a new database has. */
export function occupiedTable(counts: Record<string, number>): string | null {
  const base = migrationMadeRows();
  const order = [...schemaTables().map((table) => table.name), ...Object.keys(counts).sort()];
  return order.find((name) => (counts[name] ?? 0) > (base[name] ?? 0)) ?? null;
}

/** The first table holding rows, or null when every table is empty (a missing SQLite file is empty). */
export async function firstTableWithRows(database: string): Promise<string | null> {
  return occupiedTable(await countRows(database));
}

/** Throws on the first table whose count differs from what was expected, naming it and both counts. */
export function compareCounts(expected: Record<string, number>, actual: Record<string, number>, where: string): void {
  for (const [table, rows] of Object.entries(expected)) {
    const found = actual[table] ?? 0;
    if (found !== rows) throw new Error(`Table ${table} holds ${found} rows in ${where}, and ${rows} were expected: the copy is not whole.`);
  }
}

