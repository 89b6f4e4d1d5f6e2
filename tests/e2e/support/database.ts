import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs one SQL statement on the database of the server under test, for states the product offers no
 * screen for yet (all lifetime slots sold). Playwright runs under Node, so Bun's SQLite does the work.
 */
export function runSql(sql: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const script = "const { Database } = require('bun:sqlite'); const db = new Database(process.argv[1]); db.exec('PRAGMA busy_timeout = 5000'); db.run(process.argv[2]);";
  execFileSync('./node_modules/.bin/bun', ['-e', script, join(dataDir, 'reefid.sqlite'), sql], { stdio: 'inherit' });
}
