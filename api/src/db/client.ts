import { Database } from 'bun:sqlite';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { usernameKey } from '@rules/username';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzle<typeof schema>>;
/** Drizzle's transaction handle offers the same queries as the database: a write that must join a transaction takes either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

/** Rows an UPDATE or INSERT changed (bun:sqlite reports it; drizzle's types do not say so). */
export const rowsChanged = (result: unknown): number => (result as { changes: number }).changes;

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
  fillUsernameKeys(sqlite);
  return { db, sqlite };
}

/**
 * Accounts made before names were compared by their key get it at the first start after. Should two old names
 * share a key, the older account keeps it and the later one gets it with its id appended: it still signs in by
 * its exact name, and no new look-alike can be registered.
 */
function fillUsernameKeys(sqlite: Database): void {
  const missing = sqlite.query<{ id: number; username: string }, []>('SELECT id, username FROM users WHERE username_key IS NULL ORDER BY id').all();
  const taken = sqlite.query<{ n: number }, [string]>('SELECT count(*) AS n FROM users WHERE username_key = ?');
  const set = sqlite.query('UPDATE users SET username_key = ? WHERE id = ?');
  for (const { id, username } of missing) {
    const key = usernameKey(username);
    set.run(taken.get(key)!.n > 0 ? `${key}#${id}` : key, id);
  }
}
