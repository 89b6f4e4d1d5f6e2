import { existsSync } from 'node:fs';
import { dialectOf } from '../../db/dialect';
import { compareCounts, countRows } from './counts';
import { loadDatabase } from './load';
import { refuseOtherVersion, refuseUnknownTables } from './schema';
import { openSqliteFile, sqliteCounts, sqliteRows, sqliteSchemaVersion, sqliteTableNames } from './sqlite';

/**
 * Copies the SQLite database into an empty PostgreSQL of the same schema version, table by table in insert
 * order, ids and sequences kept. The SQLite file is read in one read transaction (one consistent state), and
 * the counts of both are compared at the end: a difference throws, naming the table. Answers the rows copied.
 */
export async function moveToPostgres(
  sqlitePath: string,
  databaseUrl: string,
  options: { progress?: (table: string, rows: number) => void } = {},
): Promise<Record<string, number>> {
  if (dialectOf(databaseUrl) !== 'postgres') throw new Error(`The move goes into PostgreSQL: "${databaseUrl}" is not a postgres:// URL.`);
  if (!existsSync(sqlitePath)) throw new Error(`There is no SQLite database at ${sqlitePath}.`);
  const file = openSqliteFile(sqlitePath, { readonly: true });
  let expected: Record<string, number>;
  try {
    file.exec('BEGIN');
    refuseOtherVersion(sqliteSchemaVersion(file), `The SQLite file ${sqlitePath}`);
    refuseUnknownTables(sqliteTableNames(file), `The SQLite file ${sqlitePath}`);
    expected = sqliteCounts(file);
    await loadDatabase({ rows: (table) => sqliteRows(file, table) }, databaseUrl, {
      ...options,
      whenOccupied: 'The move goes into an empty database: nothing was copied.',
    });
    file.exec('COMMIT');
  } finally {
    file.close();
  }
  const moved = await countRows(databaseUrl);
  compareCounts(expected, moved, 'PostgreSQL');
  return moved;
}
