import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dialectOf } from '../../db/dialect';
import { compareCounts, countRows, occupiedTable } from './counts';
import { loadDatabase, type LoadOptions, type RowSource } from './load';
import { readNdjson } from './ndjson';
import { refuseOtherVersion, refuseUnknownTables } from './schema';
import { SQLITE_SNAPSHOT, type DatabaseSnapshot } from './snapshot';
import { migrateSqliteFile, openSqliteFile, sqliteCounts, sqliteRows, sqliteSchemaVersion, sqliteTableNames } from './sqlite';

export interface RestoreOptions {
  /** Empties a database that holds rows first; without it, such a place is refused. */
  force?: boolean;
  /** Leaves the sessions table empty: everyone signs in again. */
  dropSessions?: boolean;
}

/**
 * Restores a snapshot (snapshotDatabase's folder and answer) into `database`: a SQLite path or a postgres://
 * URL, of either dialect. The restored database is migrated to the code's schema, keeps every id, and is
 * counted at the end: a table whose count differs from the snapshot's throws, naming it. Answers the counts.
 */
export async function restoreDatabase(folder: string, snapshot: DatabaseSnapshot, database: string, options: RestoreOptions = {}): Promise<Record<string, number>> {
  for (const file of snapshot.files) if (!existsSync(join(folder, file))) throw new Error(`The snapshot's file ${file} is missing from ${folder}.`);
  refuseUnknownTables(Object.keys(snapshot.tables), 'The snapshot');
  const load: LoadOptions = { ...options, whenOccupied: 'Restore into an empty place, or pass --force to empty it first.' };
  if (snapshot.dialect === 'sqlite' && dialectOf(database) === 'sqlite') restoreSqliteFile(join(folder, SQLITE_SNAPSHOT), database, load);
  else if (snapshot.dialect === 'sqlite') await loadFromSqlite(join(folder, SQLITE_SNAPSHOT), database, load);
  else {
    refuseOtherVersion(snapshot.schemaVersion, 'The snapshot');
    await loadDatabase(ndjsonSource(folder, snapshot), database, load);
  }
  const expected = { ...snapshot.tables, ...(options.dropSessions ? { sessions: 0 } : {}) };
  const restored = await countRows(database);
  compareCounts(expected, restored, 'the restored database');
  return restored;
}

/** SQLite into SQLite: the snapshot file becomes the database, then is opened once to migrate it. */
function restoreSqliteFile(snapshotFile: string, path: string, options: LoadOptions): void {
  if (existsSync(path)) {
    const present = openSqliteFile(path, { readonly: true });
    try {
      refuseUnknownTables(sqliteTableNames(present), `The SQLite file ${path}`);
      const occupied = occupiedTable(sqliteCounts(present));
      if (occupied && !options.force) {
        throw new Error(`The SQLite file ${path} is not empty: table ${occupied} holds rows. ${options.whenOccupied}`);
      }
    } finally {
      present.close();
    }
  }
  mkdirSync(dirname(path), { recursive: true });
  const incoming = `${path}.restoring`;
  copyFileSync(snapshotFile, incoming);
  for (const old of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) rmSync(old, { force: true });
  renameSync(incoming, path);
  migrateSqliteFile(path);
  if (options.dropSessions) {
    const file = openSqliteFile(path);
    try {
      file.exec('DELETE FROM sessions');
    } finally {
      file.close();
    }
  }
}

/** A SQLite snapshot into PostgreSQL: its rows, read from the file in one read transaction. */
async function loadFromSqlite(snapshotFile: string, database: string, options: LoadOptions): Promise<void> {
  const file = openSqliteFile(snapshotFile, { readonly: true });
  try {
    refuseOtherVersion(sqliteSchemaVersion(file), 'The snapshot');
    refuseUnknownTables(sqliteTableNames(file), 'The snapshot');
    await loadDatabase({ rows: (table) => sqliteRows(file, table) }, database, options);
  } finally {
    file.close();
  }
}

function ndjsonSource(folder: string, snapshot: DatabaseSnapshot): RowSource {
  const files = new Set(snapshot.files);
  return {
    async *rows(table) {
      const file = `database/${table.name}.ndjson`;
      if (!files.has(file)) throw new Error(`The snapshot has no file for table ${table.name} (${file}).`);
      yield* readNdjson(join(folder, file), file);
    },
  };
}
