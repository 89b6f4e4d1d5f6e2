// The real server with a seeded catalogue, for the browser suite and the benchmarks:
// `SEED_COUNT=24 TARGET_COUNT=1 bun tests/e2e/support/catalogue-server.ts`. It publishes SEED_COUNT fixture photos
// (over SEED_SPECIES species of the sea fixtures' made-up marine life when set, else about one repeat per eight
// photos; sharing 24 files, or each with a file of its own with SEED_OWN_PHOTO_FILES=1) and keeps TARGET_COUNT more unpublished, each with a word of its own in its habitat. Until the admin routes
// exist, tests publish through this process's stdin, which calls the same publishing service the admin API
// will call: "publish <id>", "unpublish <id>" (each answers when the call returns: the page is live, the lists and
// search follow), "listed" (wait for those), "settle" (wait for the scheduled full rebuild too).
import { createInterface } from 'node:readline';
import { createApp } from '../../../api/src/app';
import type { AppContext } from '../../../api/src/context';
import { openDatabase } from '../../../api/src/db/client';
import { loadConfig } from '../../../api/src/env';
import { catalogue, catalogueFollower } from '../../../api/src/modules/catalogue';
import { CatalogueSite } from '../../../catalogue/engine';
import { diveMatcher } from '../../../api/src/modules/dives';
import { reviewLedger } from '../../../api/src/modules/reviews';
import { fixtureIdentifications, fixtureTaxa, insertFixtures, kebab, writeFixturePhotos, writeOwnFixturePhotos } from '../../../api/test-support/catalogue-fixtures';
import { photoStore } from '../../../api/src/lib/storage';
import { seaFixtures } from '../../../api/test-support/sea';
import { createRequestHandler } from '../../../api/src/handler';

const seedCount = Number(process.env.SEED_COUNT ?? 24);
const targetCount = Number(process.env.TARGET_COUNT ?? 1);
const seedSpecies = process.env.SEED_SPECIES ? Number(process.env.SEED_SPECIES) : undefined;
/** Words found in no other page and not made of their words (Pagefind splits unknown compounds), so a search finds its target first. */
const HABITAT_WORDS = ['hydrothermal', 'brinepool', 'whalefall', 'smokerfield', 'chemosynthesis', 'serpentinite', 'xenophyophore', 'bathypelagic', 'stromatolite', 'vestimentiferan', 'bioluminescent', 'polymetallic', 'methanotroph', 'ferromanganese', 'pockmark', 'osedax'];

const config = loadConfig();
const { db } = await openDatabase(config.database);
const ctx: AppContext = { db, config, now: () => new Date(), catalogueFollower, diveMatcher, reviewLedger };

await writeFixturePhotos(photoStore(config));
// The benchmarks give SEED_SPECIES: their catalogue has the sea's shape (classes, genera, names) at any size.
const sea = seedSpecies === undefined ? undefined : seaFixtures(seedCount, { species: seedSpecies });
let rows = sea ? sea.rows : fixtureIdentifications(seedCount);
if (process.env.SEED_OWN_PHOTO_FILES === '1') rows = await writeOwnFixturePhotos(photoStore(config), rows);
// Two photos of one species, for the gallery: a later photo of the first one's species moved second when there is
// one (so every seeded species keeps a photo), else the second photo renamed.
const later = rows.findIndex((row, i) => i > 1 && row.scientificName === rows[0]!.scientificName);
if (later > 1) [rows[1], rows[later]] = [rows[later]!, rows[1]!];
rows[1] = { ...rows[1]!, speciesName: rows[0]!.speciesName, scientificName: rows[0]!.scientificName, slug: 'gallery-pair-2' };
const targets = fixtureIdentifications(targetCount, { start: seedCount, published: false, seed: 99 }).map((row, i) => ({
  ...row,
  speciesName: `Yeti Crab ${i + 1}`,
  scientificName: `Kiwa hirsuta${'abcdefghijklmnop'[i]}`,
  slug: `yeti-crab-${i + 1}`,
  habitat: `Lives on the ${HABITAT_WORDS[i]} of the deep Pacific, farming bacteria on its hairy claws.`,
}));
// SEED_OCTOPUS=1: Octopus vulgaris published too, with WoRMS's names of it in every language (fakes/worms-taxa.ts).
if (process.env.SEED_OCTOPUS === '1') rows = [...rows, { ...fixtureIdentifications(1, { start: seedCount + targetCount, seed: 7 })[0]!, speciesName: 'Common octopus', scientificName: 'Octopus vulgaris', slug: 'common-octopus' }];
// Its own AphiaID: fixtureTaxa numbers the taxa of each call from the same first id.
const octopus = fixtureTaxa(rows.filter((row) => row.scientificName === 'Octopus vulgaris')).map((taxon) => ({
  ...taxon,
  aphiaId: 140605,
  url: 'https://www.marinespecies.org/aphia.php?p=taxdetails&id=140605',
  lineage: taxon.lineage.map((step) => (step.aphiaId === taxon.aphiaId ? { ...step, aphiaId: 140605 } : step)),
  commonNames: { en: ['common octopus'], es: ['pulpo común', 'pulpo'], fr: ['pieuvre'], de: ['Gemeiner Krake', 'Krake'], 'zh-Hans': ['普通章鱼'] },
}));
const ids = await insertFixtures(db, [...rows, ...targets], { taxa: [...(sea?.taxa ?? []), ...octopus] });
const targetIds = ids.slice(rows.length);

const site = await CatalogueSite.start(ctx, { rebuildDebounceMs: Number(process.env.CATALOGUE_REBUILD_DEBOUNCE_MS ?? 2000) });
const handle = createRequestHandler(createApp(ctx), config, { catalogue: site });
const server = Bun.serve({ port: config.port, fetch: handle });

/** A fixture's species page: its taxon's, named after the scientific name. */
const pageOf = (row: { scientificName: string }) => kebab(row.scientificName);
const seeded = {
  /** Every species page. */
  published: [...new Set(rows.map(pageOf))],
  /** The page of the two photos of one species, and the own slug of its second photo (which redirects there). */
  pair: [pageOf(rows[0]!), rows[1]!.slug],
  targets: targets.map((row, i) => ({ id: targetIds[i], slug: pageOf(row), name: row.speciesName, habitatWord: HABITAT_WORDS[i] })),
};
console.log(`ready ${JSON.stringify(seeded)}`);

for await (const line of createInterface({ input: process.stdin })) {
  const [command, id] = line.trim().split(' ');
  try {
    if (command === 'publish') await catalogue.publish(ctx, Number(id));
    else if (command === 'unpublish') await catalogue.unpublish(ctx, Number(id));
    else if (command === 'listed') await site.listed();
    // Every card with its search terms, in Discover's order (the browser reads smaller files): for the tests to
    // check Discover's filtering against.
    else if (command === 'settle') await site.settled();
    else throw new Error(`unknown command ${command}`);
    console.log(`done ${line}`);
  } catch (error) {
    console.log(`failed ${line}: ${error}`);
  }
}
await site.stop();
server.stop();
