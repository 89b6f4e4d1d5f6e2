import { expect, test } from 'bun:test';
import { acrossMigration } from '../../test-support/migrations';
import { DIALECT } from './dialect';

// How an SQLite file made before sightings had several photos is migrated (PostgreSQL's 0003 does the same).
test.skipIf(DIALECT === 'postgres')("every stored identification's photo becomes the cover of its photo list", () => {
  const photos = acrossMigration(
    '0015_sightings_and_dives',
    (sqlite) => {
      const insert = sqlite.prepare("INSERT INTO species_identifications (species_name, description, slug, image_url, image_high_res_url) VALUES ('Clownfish', 'Orange', ?, ?, ?)");
      insert.run('with-photo', '/uploads/identifications/a.jpg', '/uploads/identifications/a-hr.jpg');
      insert.run('without-photo', null, null);
    },
    (sqlite) => sqlite.query('SELECT identification_id AS id, position, image_url AS web, image_high_res_url AS highRes FROM identification_photos').all(),
  );
  expect(photos).toEqual([{ id: 1, position: 0, web: '/uploads/identifications/a.jpg', highRes: '/uploads/identifications/a-hr.jpg' }]);
});

test.skipIf(DIALECT === 'postgres')('deleting a dive unlinks its identifications and keeps them', () => {
  const rows = acrossMigration(
    '0015_sightings_and_dives',
    () => {},
    (sqlite) => {
      sqlite.run('PRAGMA foreign_keys = ON');
      sqlite.run("INSERT INTO users (username, email, password) VALUES ('diver', 'd@example.com', 'x')");
      sqlite.run("INSERT INTO dives (user_id, started_at, duration_seconds) VALUES (1, '2026-05-01T09:00:00', 2700)");
      sqlite.run("INSERT INTO species_identifications (user_id, species_name, description, slug, dive_id) VALUES (1, 'Clownfish', 'Orange', 'a', 1)");
      sqlite.run('DELETE FROM dives WHERE id = 1');
      return sqlite.query('SELECT slug, dive_id AS diveId FROM species_identifications').all();
    },
  );
  expect(rows).toEqual([{ slug: 'a', diveId: null }]);
});
