import { expect, test } from 'bun:test';
import { acrossMigration } from '../../test-support/migrations';
import { DIALECT } from './dialect';

// How an SQLite file made before experts reviewed sightings is migrated (PostgreSQL's 0004 does the same).
test.skipIf(DIALECT === 'postgres')('sightings already offered to the catalogue wait for review from when they were made; others do not', () => {
  const rows = acrossMigration(
    '0016_experts_and_notifications',
    (sqlite) => {
      const insert = sqlite.prepare("INSERT INTO species_identifications (species_name, description, slug, catalogue_consent, trashed_at, created_at) VALUES ('Clownfish', 'Orange', ?, ?, ?, 1000)");
      insert.run('offered', 1, null);
      insert.run('private', 0, null);
      insert.run('offered-then-trashed', 1, 2000);
    },
    (sqlite) => sqlite.query('SELECT slug, review_requested_at AS requested, review_status AS status FROM species_identifications ORDER BY id').all(),
  );
  expect(rows).toEqual([
    { slug: 'offered', requested: 1000, status: 'unreviewed' },
    { slug: 'private', requested: null, status: 'unreviewed' },
    { slug: 'offered-then-trashed', requested: null, status: 'unreviewed' },
  ]);
});
