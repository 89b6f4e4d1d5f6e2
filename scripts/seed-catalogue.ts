// Fills the catalogue with made-up published marine life in the sea's shape (WoRMS's phyla and classes in their
// proportions, genera of several species, distinct Latin and common names):
//   bun scripts/seed-catalogue.ts [photos] [species]   (default 50 photos; species default to 7 in 8 photos)
// e.g. `bun scripts/seed-catalogue.ts 300000 100000`. Running it again adds the sea's next species.
// Uses DATA_DIR like the server; restart the server afterwards so it picks the new pages up.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../api/src/db/client';
import { catalogue } from '../api/src/modules/catalogue';
import { speciesIdentifications } from '../api/src/db/schema';
import { rowCount } from '../api/src/db/sql';
import { loadConfig } from '../api/src/env';
import { insertFixtures, writeFixturePhotos } from '../api/test-support/catalogue-fixtures';
import { seaFixtures } from '../api/test-support/sea';
import { photoStore } from '../api/src/lib/storage';

const count = Number(process.argv[2] ?? 50);
const species = Number(process.argv[3] ?? Math.ceil((count * 7) / 8));
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(species) || species < 1 || species > count) {
  console.error('Usage: bun scripts/seed-catalogue.ts [photos] [species], with 1 ≤ species ≤ photos');
  process.exit(1);
}
const config = loadConfig();
const { db, close } = await openDatabase(config.database);
const [existing] = await db.select({ n: rowCount() }).from(speciesIdentifications);
await writeFixturePhotos(photoStore(config));
const started = performance.now();
const sea = seaFixtures(count, { species, start: existing!.n });
const made = performance.now();
const ids = await insertFixtures(db, sea.rows, { taxa: sea.taxa });
// Card thumbnails, as publishing makes them: once per fixture photo, shared by every row showing it (otherwise
// the server's start would make them one row at a time).
for (const imageUrl of new Set(sea.rows.map((row) => row.imageUrl))) {
  const thumbnail = imageUrl && (await catalogue.makeCardThumbnail(photoStore(config), imageUrl));
  if (thumbnail) await db.update(speciesIdentifications).set({ cardThumbnail: JSON.stringify(thumbnail) }).where(eq(speciesIdentifications.imageUrl, imageUrl));
}
await close();
const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
console.log(`Published ${ids.length} photos of ${sea.taxa.length} species in ${config.dataDir} (made in ${seconds(started, made)} s, inserted in ${seconds(made, performance.now())} s)`);
