import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dialectOf } from '../../db/dialect';
import { ndjsonFile, writeNdjson } from './ndjson';
import { connect, postgresRows, postgresSchemaVersion, postgresTableNames } from './postgres';
import { refuseOtherVersion, refuseUnknownTables, schemaTables } from './schema';
import { openSqliteFile, sqliteCounts, sqliteSchemaVersion, sqliteTableNames } from './sqlite';

export interface DatabaseSnapshot {
  dialect: 'sqlite' | 'postgres';
  /** The newest migration's name without its number (e.g. "operations"): the same on both databases. */
  schemaVersion: string;
  /** Files written in the folder, relative with '/': 'database.sqlite', or 'database/<table>.ndjson' per table. */
  files: string[];
  /** The row count of every table, as in the snapshot. */
  tables: Record<string, number>;
}

export const SQLITE_SNAPSHOT = 'database.sqlite';

/** Whether `file` is one a snapshot of the dialect writes: `database.sqlite`, or `database/<table>.ndjson` of a table of the schema. */
export function isSnapshotFile(dialect: DatabaseSnapshot['dialect'], file: string): boolean {
  if (dialect === 'sqlite') return file === SQLITE_SNAPSHOT;
  return dialect === 'postgres' && schemaTables().some((table) => ndjsonFile(table.name) === file);
}

/** `database` is what Config.database holds: a SQLite file path, or a postgres:// URL. */
export async function snapshotDatabase(database: string, folder: string): Promise<DatabaseSnapshot> {
  mkdirSync(folder, { recursive: true });
  return dialectOf(database) === 'postgres' ? snapshotPostgres(database, folder) : snapshotSqlite(database, folder);
}

/**
 * SQLite: `VACUUM INTO` from a connection of its own, which reads one consistent state of the database while
 * the server keeps writing (WAL); never a copy of the file, which could catch a write half done. It runs on a
 * worker thread, so the server in this process keeps answering while it does.
 */
async function snapshotSqlite(path: string, folder: string): Promise<DatabaseSnapshot> {
  if (!existsSync(path)) throw new Error(`There is no SQLite database at ${path}.`);
  const target = join(folder, SQLITE_SNAPSHOT);
  if (existsSync(target)) throw new Error(`${target} already exists: a snapshot is written into a new place.`);
  const source = openSqliteFile(path, { readonly: true });
  try {
    refuseUnknownTables(sqliteTableNames(source), `The SQLite file ${path}`);
  } finally {
    source.close();
  }
  await vacuumInto(path, target);
  // What was written is what counts: the snapshot's own rows, not the live database's since.
  const written = openSqliteFile(target, { readonly: true });
  try {
    return { dialect: 'sqlite', schemaVersion: sqliteSchemaVersion(written), files: [SQLITE_SNAPSHOT], tables: sqliteCounts(written) };
  } finally {
    written.close();
  }
}

/** `VACUUM INTO` on a worker thread, with a read connection of its own. */
async function vacuumInto(path: string, target: string): Promise<void> {
  const worker = new Worker(new URL('./vacuum-worker.ts', import.meta.url).href);
  try {
    const answer = await new Promise<{ ok: boolean; message?: string }>((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(`The snapshot of ${path} failed: ${event.message}`));
      worker.postMessage({ path, target });
    });
    if (!answer.ok) throw new Error(`The snapshot of ${path} failed: ${answer.message}`);
  } finally {
    worker.terminate();
  }
}

/**
 * PostgreSQL: every table streamed to NDJSON through a cursor, and counted, in one REPEATABLE READ READ ONLY
 * transaction: one consistent state while the product keeps writing.
 */
async function snapshotPostgres(url: string, folder: string): Promise<DatabaseSnapshot> {
  mkdirSync(join(folder, 'database'), { recursive: true });
  const sql = connect(url);
  try {
    return (await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
      const schemaVersion = await postgresSchemaVersion(tx);
      refuseOtherVersion(schemaVersion, 'The PostgreSQL database');
      refuseUnknownTables(await postgresTableNames(tx), 'The PostgreSQL database');
      const files: string[] = [];
      const tables: Record<string, number> = {};
      for (const table of schemaTables()) {
        const file = ndjsonFile(table.name);
        const [{ n }] = (await tx.unsafe(`SELECT count(*)::bigint AS n FROM "${table.name}"`)) as unknown as [{ n: string }];
        const written = await writeNdjson(join(folder, file), postgresRows(tx, table));
        if (written !== Number(n)) throw new Error(`Table ${table.name} gave ${written} rows to the snapshot but counts ${n}.`);
        files.push(file);
        tables[table.name] = written;
      }
      return { dialect: 'postgres', schemaVersion, files, tables } satisfies DatabaseSnapshot;
    })) as DatabaseSnapshot;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
