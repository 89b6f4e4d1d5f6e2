import { expect, test } from 'bun:test';
import { acrossMigration } from '../../test-support/migrations';
import { DIALECT } from './dialect';

// An SQLite file from before identifications recorded their language; PostgreSQL's migration 0011 adds the same column.
test.skipIf(DIALECT === 'postgres')('identifications made before their language was recorded were written in English', () => {
  const after = acrossMigration(
    '0023_identification_language',
    (sqlite) => {
      sqlite.prepare("INSERT INTO species_identifications (species_name, description, slug) VALUES ('Common Octopus', 'A clever octopus.', 'common-octopus')").run();
    },
    (sqlite) => sqlite.query('SELECT slug, language FROM species_identifications').all(),
  );
  expect(after).toEqual([{ slug: 'common-octopus', language: 'en' }]);
});
