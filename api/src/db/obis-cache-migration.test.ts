import { expect, test } from 'bun:test';
import { acrossMigration } from '../../test-support/migrations';
import { DIALECT } from './dialect';

// An SQLite file from before the checklist was paged; PostgreSQL runs the same DELETE in its own migration 0002.
test.skipIf(DIALECT === 'postgres')('OBIS answers cached from a single page of the checklist are gone after the migration', () => {
  const left = acrossMigration(
    '0014_true_to_the_world',
    (sqlite) => {
      const insert = sqlite.prepare('INSERT INTO obis_nearby (aphia_id, cell_south, cell_west, recorded, checked_at) VALUES (?, -17, 145, ?, ?)');
      insert.run(278400, 0, Date.now());
      insert.run(158709, 1, Date.now());
      expect(sqlite.query('SELECT count(*) AS n FROM obis_nearby').get()).toEqual({ n: 2 });
    },
    (sqlite) => sqlite.query('SELECT count(*) AS n FROM obis_nearby').get(),
  );
  expect(left).toEqual({ n: 0 });
});
