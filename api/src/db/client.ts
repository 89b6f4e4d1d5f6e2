import { Database } from 'bun:sqlite';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzle<typeof schema>>;

const migrationsFolder = join(import.meta.dir, 'migrations');

/**
 * Opens (creating when missing) the SQLite file, sets the PRAGMAs the product relies on and applies
 * every committed migration. `:memory:` gives a private throwaway database (tests).
 */
export function openDatabase(path: string): { db: Db; sqlite: Database } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path, { create: true, strict: true });
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA synchronous = NORMAL');
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder });
  return { db, sqlite };
}
