import { expect, test } from 'bun:test';
import { DIALECT } from './dialect';
import { Database } from 'bun:sqlite';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { migrate } from 'drizzle-orm/bun-sqlite/migrator';

const migrations = join(import.meta.dir, 'migrations');

/** The migrations up to the one before consent, as a database made before it had them. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag));
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

// How an SQLite file made before consent existed is migrated: PostgreSQL databases start from the whole schema.
test.skipIf(DIALECT === 'postgres')('photos published before consent existed stay published, under the default licence; others start private', () => {
  const before = migrationsBefore('0006_consent_licence');
  const sqlite = new Database(':memory:');
  const db = drizzle({ client: sqlite });
  migrate(db, { migrationsFolder: before });
  const insert = sqlite.prepare(
    "INSERT INTO species_identifications (species_name, description, slug, is_published, trashed_at) VALUES ('Clownfish', 'Orange', ?, ?, ?)",
  );
  insert.run('published', 1, null);
  insert.run('private', 0, null);
  insert.run('published-then-trashed', 1, Date.now());

  migrate(db, { migrationsFolder: migrations });
  const rows = sqlite.query('SELECT slug, is_published AS published, catalogue_consent AS consent, licence FROM species_identifications ORDER BY id').all();
  expect(rows).toEqual([
    { slug: 'published', published: 1, consent: 1, licence: 'CC-BY-NC-4.0' },
    { slug: 'private', published: 0, consent: 0, licence: null },
    // A trashed photo is never public, even one an admin published before this rule.
    { slug: 'published-then-trashed', published: 0, consent: 0, licence: null },
  ]);
  sqlite.close();
  rmSync(before, { recursive: true, force: true });
});
