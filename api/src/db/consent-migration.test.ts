import { expect, test } from 'bun:test';
import { acrossMigration } from '../../test-support/migrations';
import { DIALECT } from './dialect';

// How an SQLite file made before consent existed is migrated: PostgreSQL databases start from the whole schema.
test.skipIf(DIALECT === 'postgres')('photos published before consent existed stay published, under the default licence; others start private', () => {
  const rows = acrossMigration(
    '0006_consent_licence',
    (sqlite) => {
      const insert = sqlite.prepare(
        "INSERT INTO species_identifications (species_name, description, slug, is_published, trashed_at) VALUES ('Clownfish', 'Orange', ?, ?, ?)",
      );
      insert.run('published', 1, null);
      insert.run('private', 0, null);
      insert.run('published-then-trashed', 1, Date.now());
    },
    (sqlite) => sqlite.query('SELECT slug, is_published AS published, catalogue_consent AS consent, licence FROM species_identifications ORDER BY id').all(),
  );
  expect(rows).toEqual([
    { slug: 'published', published: 1, consent: 1, licence: 'CC-BY-NC-4.0' },
    { slug: 'private', published: 0, consent: 0, licence: null },
    // A trashed photo is never public, even one an admin published before this rule.
    { slug: 'published-then-trashed', published: 0, consent: 0, licence: null },
  ]);
});
