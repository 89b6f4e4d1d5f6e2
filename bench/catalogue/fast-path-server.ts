// The server's side of the publish fast path benchmark (fast-path.ts runs it), one stage per process so each is
// measured alone. DATA_DIR, SITE_DIR and PORT as the server takes them:
//   seed <photos> <species> <targets>   the sea fixtures, and <targets> unpublished photos of new species
//   build                               a full build of the database as the server keeps it (build.json and the
//                                       pages' summaries, read a few hundred pages at a time), and its site folder
//                                       holding the templates, Discover's index and the pages the benchmark opens
//   serve                               the catalogue served; stdin: "publish <id>" answers
//                                       "done publish <id> <call ms> <lists ms> <VmRSS kB>", "peak" answers "peak <VmHWM kB>"
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createApp } from '../../api/src/app';
import type { AppContext } from '../../api/src/context';
import { openDatabase } from '../../api/src/db/client';
import { loadConfig } from '../../api/src/env';
import { createRequestHandler } from '../../api/src/handler';
import { photoStore } from '../../api/src/lib/storage';
import { catalogue, catalogueFollower } from '../../api/src/modules/catalogue';
import { CatalogueRenderer, CatalogueSite } from '../../catalogue/engine';
import { diveMatcher } from '../../api/src/modules/dives';
import { reviewLedger } from '../../api/src/modules/reviews';
import { readEverySummary } from '../../catalogue/engine/page-reads';
import { readSharedCatalogue } from '../../catalogue/engine/repo';
import { CatalogueStore, writeAtomically } from '../../catalogue/engine/store';
import { writeSummaryLines } from '../../catalogue/engine/summaries';
import { builtIndexFiles } from '../../catalogue/discover/discover-index-update';
import { insertFixtures, writeFixturePhotos } from '../../api/test-support/catalogue-fixtures';
import { seaFixtures } from '../../api/test-support/sea';
import { writeTestSite } from '../../api/test-support/site-templates';

const [stage, ...args] = process.argv.slice(2);
const config = loadConfig();
const { db } = await openDatabase(config.database);
const ctx: AppContext = { db, config, now: () => new Date(), catalogueFollower, diveMatcher, reviewLedger };
/** Peak resident memory of this process so far, in kB. */
const peak = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]);
/** Resident memory of this process now, in kB. */
const resident = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]);

if (stage === 'seed') {
  const [photos, species, targets] = args.map(Number) as [number, number, number];
  await writeFixturePhotos(photoStore(config));
  const sea = seaFixtures(photos, { species });
  // New species, after the sea's first ones: each publish gives a taxon its first page.
  const next = seaFixtures(targets, { species: targets, start: species, published: false });
  const ids = await insertFixtures(db, [...sea.rows, ...next.rows], { taxa: [...sea.taxa, ...next.taxa] });
  console.log(`seeded ${JSON.stringify({ targets: ids.slice(photos) })}`);
} else if (stage === 'build') {
  const started = performance.now();
  const store = new CatalogueStore(config.dataDir);
  const { version } = await readSharedCatalogue(db);
  const id = store.newBuildId(new Date());
  const siteDir = store.siteDirOf(id);
  writeTestSite(siteDir);
  const renderer = new CatalogueRenderer(config.siteDir, config.publicUrl.origin);
  const pages: Record<string, string> = {};
  let written = 0;
  const summaries = await readEverySummary(db, (page, summary) => {
    pages[page.slug] = summary.digest;
    // The pages the benchmark opens first (the first in the database's order); no other is read at start.
    if (written++ < 50) writeAtomically(join(siteDir, 'species', page.slug, 'index.html'), renderer.speciesPage(page));
  });
  writeSummaryLines(store.summariesOf(id), summaries.everyPage());
  // Discover's index and its record, as a full build writes them: the server goes on from them.
  for (const [path, content] of builtIndexFiles(summaries.cards())) writeAtomically(join(siteDir, path), content);
  store.writeMeta({ id, codeStamp: renderer.codeStamp, builtAt: new Date().toISOString(), pages, version });
  store.setCurrent(id);
  console.log(`built ${JSON.stringify({ pages: summaries.size, seconds: (performance.now() - started) / 1000, peakMb: peak() / 1024, first: Object.keys(pages)[0] })}`);
} else if (stage === 'serve') {
  const site = await CatalogueSite.start(ctx, {
    rebuildDebounceMs: 600_000,
    rebuildMaxWaitMs: 600_000,
    build: async () => {},
    log: { info: (text: string) => console.error(text), error: (...args: unknown[]) => console.error(...args) },
  });
  Bun.serve({ port: config.port, fetch: createRequestHandler(createApp(ctx), config, { catalogue: site }) });
  console.log('ready');
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, id] = line.trim().split(' ');
    if (command === 'publish') {
      const started = performance.now();
      await catalogue.publish(ctx, Number(id));
      const call = performance.now() - started;
      await site.listed();
      console.log(`done ${line} ${call.toFixed(1)} ${(performance.now() - started).toFixed(1)} ${resident()}`);
    } else if (command === 'peak') console.log(`peak ${peak()}`);
  }
  await site.stop();
  process.exit(0);
}
process.exit(0);
