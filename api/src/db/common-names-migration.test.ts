import { expect, test } from 'bun:test';
import { acrossMigration } from '../../test-support/migrations';
import { DIALECT } from './dialect';

// An SQLite file from before names were kept by language; PostgreSQL runs the same UPDATE in its own migration 0009.
test.skipIf(DIALECT === 'postgres')('taxa cached with English names only are asked again at next use, keeping what they had meanwhile', () => {
  const after = acrossMigration(
    '0021_common_names',
    (sqlite) => {
      sqlite
        .prepare("INSERT INTO taxa (aphia_id, scientific_name, rank, status, vernacular_name, vernacular_names, lineage, fetched_at) VALUES (?, ?, 'Species', 'accepted', ?, ?, '[]', ?)")
        .run(140605, 'Octopus vulgaris', 'common octopus', '["common octopus"]', Date.now());
    },
    (sqlite) => sqlite.query('SELECT vernacular_names, common_names, fetched_at FROM taxa').all(),
  );
  expect(after).toEqual([{ vernacular_names: '["common octopus"]', common_names: '{}', fetched_at: 0 }]);
});
