// Fills the catalogue with made-up published species: `bun scripts/seed-catalogue.ts [count]` (default 50).
// Uses DATA_DIR like the server; restart the server afterwards so it picks the new pages up.
import { openDatabase } from '../api/src/db/client';
import { speciesIdentifications } from '../api/src/db/schema';
import { rowCount } from '../api/src/db/sql';
import { loadConfig } from '../api/src/env';
import { fixtureIdentifications, insertFixtures, writeFixturePhotos } from '../api/test-support/catalogue-fixtures';
import { photoStore } from '../api/src/lib/storage';

const count = Number(process.argv[2] ?? 50);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: bun scripts/seed-catalogue.ts [count]');
  process.exit(1);
}
const config = loadConfig();
const { db, close } = await openDatabase(config.database);
const [existing] = await db.select({ n: rowCount() }).from(speciesIdentifications);
await writeFixturePhotos(photoStore(config));
const ids = await insertFixtures(db, fixtureIdentifications(count, { start: existing!.n, seed: existing!.n + 7 }));
await close();
console.log(`Published ${ids.length} fixture species in ${config.dataDir}`);
