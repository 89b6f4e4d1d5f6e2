/**
 * Operator command: `npm run move-to-postgres -- <DATABASE_URL>`
 * Copies the SQLite database of DATA_DIR (default ./data) into an empty PostgreSQL, table by table, ids and
 * sequences kept, and compares the row counts at the end. Run it with the product stopped or in READ_ONLY mode.
 */
import { databasePath } from '../api/src/db/path';
import { moveToPostgres } from '../api/src/operations/tables';

const [url] = process.argv.slice(2);
if (!url) {
  console.error('Usage: npm run move-to-postgres -- <DATABASE_URL>   (postgres://user:password@host:5432/database)');
  process.exit(2);
}
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error(`The move goes into PostgreSQL: "${url}" is not a postgres:// URL.`);
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || './data';
const source = databasePath(dataDir);
const { host, pathname } = new URL(url);
console.log(`Moving ${source} into PostgreSQL ${host}${pathname}.`);
console.log('Writes made during the move are not copied: keep the product stopped, or running with READ_ONLY=true, until it ends.');

const started = performance.now();
let tableStarted = started;
try {
  const moved = await moveToPostgres(source, url, {
    progress(table, rows) {
      const now = performance.now();
      console.log(`  ${table.padEnd(26)} ${String(rows).padStart(9)} rows  ${((now - tableStarted) / 1000).toFixed(2)} s`);
      tableStarted = now;
    },
  });
  const rows = Object.values(moved).reduce((sum, n) => sum + n, 0);
  console.log(`Moved ${rows} rows in ${Object.keys(moved).length} tables in ${((performance.now() - started) / 1000).toFixed(1)} s; every table's count matches.`);
  console.log('Next: start every instance with DATABASE_URL set to this database.');
} catch (error) {
  console.error(`The move stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
