// The real server with a seeded catalogue, for the browser suite: `bun tests/e2e/support/catalogue-server.ts`.
// Until the admin routes exist, the browser tests publish through this process's stdin, which calls the same
// publishing service the admin API will call: "publish <id>", "unpublish <id>", "settle".
import { createInterface } from 'node:readline';
import { createApp } from '../../../api/src/app';
import type { AppContext } from '../../../api/src/context';
import { openDatabase } from '../../../api/src/db/client';
import { databasePath } from '../../../api/src/db/path';
import { loadConfig } from '../../../api/src/env';
import { publish, unpublish } from '../../../api/src/modules/catalogue/service';
import { CatalogueSite } from '../../../api/src/modules/catalogue/static/catalogue-site';
import { fixtureIdentifications, insertFixtures, writeFixturePhotos } from '../../../api/src/test/catalogue-fixtures';
import { uploadsDir } from '../../../api/src/web/uploads';
import { createRequestHandler } from '../../../api/src/web/handler';

const HABITAT_WORD = 'hydrothermal';

const config = loadConfig();
const { db } = openDatabase(databasePath(config.dataDir));
const ctx: AppContext = { db, config, now: () => new Date() };

await writeFixturePhotos(uploadsDir(config.dataDir));
const rows = fixtureIdentifications(24);
// Two photos of one species, for the gallery.
rows[1] = { ...rows[1]!, speciesName: rows[0]!.speciesName, scientificName: rows[0]!.scientificName, slug: 'gallery-pair-2' };
const target = {
  ...fixtureIdentifications(1, { start: 500, published: false })[0]!,
  speciesName: 'Yeti Crab',
  scientificName: 'Kiwa hirsuta',
  slug: 'yeti-crab-501',
  habitat: `Lives on ${HABITAT_WORD} vents of the deep Pacific, farming bacteria on its hairy claws.`,
};
const ids = insertFixtures(db, [...rows, target]);

const site = await CatalogueSite.start(ctx, { rebuildDebounceMs: Number(process.env.CATALOGUE_REBUILD_DEBOUNCE_MS ?? 2000) });
const handle = createRequestHandler(createApp(ctx), config, site);
const server = Bun.serve({ port: config.port, fetch: handle });

console.log(`ready ${JSON.stringify({ published: rows.map((row) => row.slug), pair: [rows[0]!.slug, rows[1]!.slug], target: { id: ids.at(-1), slug: target.slug, name: target.speciesName, habitatWord: HABITAT_WORD } })}`);

for await (const line of createInterface({ input: process.stdin })) {
  const [command, id] = line.trim().split(' ');
  try {
    if (command === 'publish') await publish(ctx, Number(id));
    else if (command === 'unpublish') await unpublish(ctx, Number(id));
    else if (command === 'settle') await site.settled();
    else throw new Error(`unknown command ${command}`);
    console.log(`done ${line}`);
  } catch (error) {
    console.log(`failed ${line}: ${error}`);
  }
}
await site.stop();
server.stop();
