// Fills the catalogue with made-up published species: `bun scripts/seed-catalogue.ts [count]` (default 50).
// Uses DATA_DIR like the server; restart the server afterwards so it picks the new pages up.
import { openDatabase } from '../api/src/db/client';
import { databasePath } from '../api/src/db/path';
import { loadConfig } from '../api/src/env';
import { fixtureIdentifications, insertFixtures, writeFixturePhotos } from '../api/test-support/catalogue-fixtures';
import { photoStore } from '../api/src/lib/storage';

const count = Number(process.argv[2] ?? 50);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: bun scripts/seed-catalogue.ts [count]');
  process.exit(1);
}
const config = loadConfig();
const { db, sqlite } = openDatabase(databasePath(config.dataDir));
const existing = sqlite.query('SELECT count(*) AS n FROM species_identifications').get() as { n: number };
await writeFixturePhotos(photoStore(config));
const ids = insertFixtures(db, fixtureIdentifications(count, { start: existing.n, seed: existing.n + 7 }));
sqlite.close();
console.log(`Published ${ids.length} fixture species in ${config.dataDir}`);
