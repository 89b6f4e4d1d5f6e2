import { expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';
import { DIALECT } from '../../db/dialect';

const migrations = join(import.meta.dir, '../../db/migrations');

/** The migrations before `tag`, as a database made before it had them. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

// An SQLite file from before the checklist was paged; PostgreSQL runs the same DELETE in its own migration 0002.
test.skipIf(DIALECT === 'postgres')('OBIS answers cached from a single page of the checklist are gone after the migration', () => {
  const before = migrationsBefore('0014_true_to_the_world');
  const sqlite = new Database(':memory:');
  const db = drizzle({ client: sqlite });
  migrate(db, { migrationsFolder: before });
  const insert = sqlite.prepare('INSERT INTO obis_nearby (aphia_id, cell_south, cell_west, recorded, checked_at) VALUES (?, -17, 145, ?, ?)');
  insert.run(278400, 0, Date.now());
  insert.run(158709, 1, Date.now());
  expect(sqlite.query('SELECT count(*) AS n FROM obis_nearby').get()).toEqual({ n: 2 });

  migrate(db, { migrationsFolder: migrations });
  expect(sqlite.query('SELECT count(*) AS n FROM obis_nearby').get()).toEqual({ n: 0 });
  sqlite.close();
  rmSync(before, { recursive: true, force: true });
});
