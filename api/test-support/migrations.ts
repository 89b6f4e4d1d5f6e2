import { Database } from 'bun:sqlite';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';

const migrations = join(import.meta.dir, '../src/db/migrations');

/** A copy of the SQLite migrations before `tag`, as a database made before it had them. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * An in-memory SQLite database migrated up to the one before `tag`: `before` writes rows as an older database had
 * them, then every migration runs and `after` reads what became of them.
 */
export function acrossMigration<T>(tag: string, before: (sqlite: Database) => void, after: (sqlite: Database) => T): T {
  const folder = migrationsBefore(tag);
  const sqlite = new Database(':memory:');
  try {
    const db = drizzle({ client: sqlite });
    migrate(db, { migrationsFolder: folder });
    before(sqlite);
    migrate(db, { migrationsFolder: migrations });
    return after(sqlite);
  } finally {
    sqlite.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
