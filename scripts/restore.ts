/**
 * Operator command: `npm run restore -- <source> [--to-data-dir DIR | --to-database-url URL] [--force] [--drop-sessions]`
 * <source> is a backup's folder (…/<id>) or a place (its newest complete backup). Every file is checked against
 * the manifest before anything is touched; the target (DATA_DIR, DATABASE_URL and STORAGE_URL of this
 * configuration, or the folder and database given) must be empty unless --force.
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../api/src/env';
import { BackupRefused, restoreBackup } from '../api/src/operations/backup';

const USAGE = 'Usage: npm run restore -- <folder/<id> | folder | s3://bucket/prefix[/<id>]> [--to-data-dir DIR | --to-database-url URL] [--force] [--drop-sessions]';

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      'to-data-dir': { type: 'string' },
      'to-database-url': { type: 'string' },
      force: { type: 'boolean', default: false },
      'drop-sessions': { type: 'boolean', default: false },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { positionals, values } = parsed;
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const report = await restoreBackup({
    source: positionals[0]!,
    env: process.env,
    toDataDir: values['to-data-dir'],
    toDatabaseUrl: values['to-database-url'],
    force: values.force,
    dropSessions: values['drop-sessions'],
  });
  const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Restored ${report.location}`);
  console.log(`  database (${report.database}): ${Object.keys(report.tables).length} tables, ${rows} rows`);
  console.log(`  photo store files: ${report.photos}`);
  console.log(`  read: ${(report.bytes / 1e6).toFixed(1)} MB in ${(report.durationMs / 1000).toFixed(1)} s`);
} catch (error) {
  if (error instanceof BackupRefused || error instanceof ConfigError) console.error(`Restore refused: ${error.message}`);
  else console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
