/**
 * Operator command: `npm run backup -- <destination>` (a folder or s3://bucket/prefix)
 * Writes a complete backup of this configuration's database and photo store (DATA_DIR, DATABASE_URL, STORAGE_URL
 * as the server reads them) while the product keeps serving. Photo store files already at the destination are
 * referenced, not copied again. The backup is complete once its manifest.json is written, last.
 */
import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { ConfigError, loadConfig } from '../api/src/env';
import { openPlace, runBackup } from '../api/src/operations/backup';

const [destination, ...rest] = process.argv.slice(2);
if (!destination || rest.length) {
  console.error('Usage: npm run backup -- <folder | s3://bucket/prefix>');
  process.exit(2);
}

/**
 * A backup gives way to serving: on the machine of a running product it takes CPU the server leaves idle. Measured
 * on 2 cores with the species page under wrk, a backup at normal priority cut the page's requests/s by 28%.
 * Every thread of this process is lowered (Linux sets the priority per thread; threads made later inherit it).
 */
const BACKUP_NICENESS = 10;
function giveWayToServing() {
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    // Not Linux: the process's priority is enough there.
  }
  try {
    // Only ever lower: a backup the operator started at a lower priority keeps it.
    if (threads.length) for (const thread of threads) setPriority(Number(thread), Math.max(getPriority(Number(thread)), BACKUP_NICENESS));
    else setPriority(Math.max(getPriority(), BACKUP_NICENESS));
  } catch {
    // Not allowed here (a priority set lower by the operator stays): the backup runs all the same.
  }
}

/** The product's own configuration, as the server reads it. */
function configuration() {
  try {
    // A placeholder secret: the backup never signs anything, and loadConfig would otherwise make one in DATA_DIR.
    return loadConfig({ ...process.env, COOKIE_SECRET: process.env.COOKIE_SECRET || 'not-used-by-a-backup-'.padEnd(32, '-') });
  } catch (error) {
    throw error instanceof ConfigError ? new Error(`Configuration error: ${error.message}. See .env.example.`) : error;
  }
}

giveWayToServing();
try {
  const place = openPlace(destination, process.env);
  const config = configuration();
  const report = await runBackup(config, place);
  const mb = (report.bytesWritten / 1e6).toFixed(1);
  const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Backup complete: ${report.location}`);
  console.log(`  database: ${Object.keys(report.tables).length} tables, ${rows} rows`);
  console.log(`  photo store files: ${report.newFiles} new, ${report.referencedFiles} already at the destination (referenced)`);
  console.log(`  written: ${mb} MB in ${(report.durationMs / 1000).toFixed(1)} s`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Backup failed, no complete backup was written: ${message}`);
  process.exit(1);
}
