/**
 * The database's tables, in and out, for both dialects: snapshots for backups, restores, and the move from
 * SQLite to PostgreSQL. Raw SQL on bun:sqlite and `postgres` clients, so one process speaks to both.
 */
export { codeSchemaVersion } from './schema';
export { countRows, firstTableWithRows } from './counts';
export { isSnapshotFile, snapshotDatabase } from './snapshot';
export { restoreDatabase } from './restore';
export { moveToPostgres } from './move';
