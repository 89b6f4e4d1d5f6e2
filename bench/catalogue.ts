// Catalogue benchmarks with 10,000 published species and 30,000 photos (BENCH_SPECIES, BENCH_PHOTOS):
// `npm run bench:catalogue [-- build index live search discover js rps lighthouse publish]`.
// Prints each figure with its target; writes them to bench/results/catalogue.json. Not part of `npm test`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CatalogueServer } from '../tests/e2e/support/catalogue-server-control';
import { benchFullBuild, benchFullBuildInServer } from './catalogue/build';
import { benchDiscoverIndex } from './catalogue/discover-index';
import { benchFastPath } from './catalogue/fast-path';
import { lighthouse } from './catalogue/lighthouse';
import { benchPublishToLive } from './catalogue/publish-to-live';
import { benchSpeciesPageRps } from './catalogue/rps';
import { benchDiscoverFirstLoad, benchFirstNameSearch, benchFirstSearch, benchPageScripts, benchSpeciesPageScripts } from './catalogue/transfer';
import { kb, median, percentile } from './support/debian';

const SPECIES = Number(process.env.BENCH_SPECIES ?? 10_000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 30_000);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4444);
const ALL = ['build', 'index', 'live', 'search', 'discover', 'js', 'rps', 'lighthouse', 'publish'];
const steps = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ALL);
const results: Record<string, unknown> = { species: SPECIES, photos: PHOTOS, date: new Date().toISOString(), loadAverageAtStart: loadavg() };
const line = (label: string, value: string, target: string, ok: boolean) =>
  console.log(`${ok ? 'PASS' : 'MISS'}  ${label.padEnd(44)} ${value.padEnd(28)} target ${target}`);

console.log(`Catalogue benchmarks, ${SPECIES} published species with ${PHOTOS} photos, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);

if (steps.has('build')) {
  const build = await benchFullBuild(PHOTOS, SPECIES);
  results.build = build;
  line('Full build (Astro, pages, Pagefind)', `${build.seconds.toFixed(1)} s, ${build.pages} pages`, '<= 10 min', build.seconds <= 600);
  line('Full build peak memory (its processes)', `${(build.peakTreeMb / 1024).toFixed(2)} GB`, '<= 6 GB', build.peakTreeMb <= 6144);
  console.log(`      (snapshot of ${build.snapshotPages} pages written in ${build.snapshotSeconds.toFixed(1)} s; seconds per step ${JSON.stringify(build.steps)}; peak MB per process ${JSON.stringify(build.perProcessMb)}; Pagefind indexed ${build.indexed})`);
}

// Not among the defaults: the same build inside a running server, from its start to its first rebuild (minutes at 100,000).
if (steps.has('build-in-server')) {
  const build = await benchFullBuildInServer(PHOTOS, SPECIES);
  results.buildInServer = build;
  line('Full build in the server (start to rebuilt)', `${build.seconds.toFixed(1)} s (rebuild ${build.rebuildSeconds.toFixed(1)} s)`, '<= 10 min', build.rebuildSeconds <= 600);
  line('  peak memory (server and its build)', `${(build.peakTreeMb / 1024).toFixed(2)} GB`, '<= 6 GB', build.peakTreeMb <= 6144);
  console.log(`      (peak MB per process ${JSON.stringify(build.perProcessMb)})`);
}

if (steps.has('index')) {
  const index = await benchDiscoverIndex(SPECIES);
  results.discoverIndex = index;
  line("Discover's index kept up to date: one card added", `${index.updateMs.toFixed(0)} ms, ${index.updateFiles} files`, '< 1 s', index.updateMs < 1000);
  console.log(`      made whole: ${index.ms.toFixed(0)} ms, +${index.peakRssGrowthMb.toFixed(0)} MB RSS (a full build, or a build without the index's record)`);
  console.log(`      ${index.files} files, ${index.mb.toFixed(1)} MB; one card added rewrites ${index.addedRewrites} files (${index.addedRewriteMb.toFixed(1)} MB), one removed ${index.removedRewrites}; load ${loadavg()[0]!.toFixed(1)}`);
  const worst = Math.max(...index.searches.map((s) => s.bytes));
  console.log(`      first name search from the files, gzipped bodies: worst ${kb(worst)} (${index.searches.map((s) => `"${s.term}"${s.typed ? ' typed' : ''} ${kb(s.bytes)}`).join(', ')})`);
}

if (steps.has('publish') || steps.has('start')) {
  // The publish call and the start-up with a build present, on a server of their own (no Astro build).
  const fast = await benchFastPath(PHOTOS, SPECIES);
  results.fastPath = fast;
  const calls = fast.publishes.map((p) => p.callMs);
  const lists = fast.publishes.map((p) => p.listsMs);
  line('Publish call median (page 200 when it returns)', `${median(calls).toFixed(0)} ms, p90 ${percentile(calls, 90).toFixed(0)} ms`, '<= 300 ms', median(calls) <= 300);
  console.log(`      over ${calls.length} publishes: ${calls.map((ms) => ms.toFixed(0)).join(', ')} ms; to lists and search written: median ${median(lists).toFixed(0)} ms, p90 ${percentile(lists, 90).toFixed(0)} ms`);
  line('Start with a build: first species page', `${(fast.firstPageMs / 1000).toFixed(1)} s`, '<= 30 s', fast.firstPageMs <= 30_000);
  line('Start with a build: peak RSS', `${fast.startPeakMb.toFixed(0)} MB (${fast.peakMb.toFixed(0)} MB after the publishes)`, '<= 1 GB', fast.startPeakMb <= 1024);
  console.log(`      RSS after each publish: ${fast.publishes.map((p) => p.rssMb.toFixed(0)).join(', ')} MB`);
  console.log(`      load average ${fast.loadAtStart.map((l) => l.toFixed(1)).join(' ')} at start, ${fast.loadAtEnd.map((l) => l.toFixed(1)).join(' ')} at the end`);
}

const needsServer = ['live', 'search', 'discover', 'js', 'rps', 'lighthouse'].some((step) => steps.has(step));
if (needsServer) {
  console.log('\nBuilding the site as `npm run build` does...');
  const build = Bun.spawn([process.execPath, '--bun', 'astro', 'build', '--silent'], { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stderr: 'inherit' });
  if ((await build.exited) !== 0) throw new Error('astro build failed');
  const server = new CatalogueServer(SERVER_PORT, {
    SEED_COUNT: String(PHOTOS),
    SEED_SPECIES: String(SPECIES),
    TARGET_COUNT: '11',
    CATALOGUE_REBUILD_DEBOUNCE_MS: '10000',
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`\nStarting a server with ${SPECIES} species (${PHOTOS} photos) and waiting for its first full build...`);
    let started = performance.now();
    await server.start();
    await server.command('settle');
    const firstBuild = (performance.now() - started) / 1000;
    results.firstBuildWithServerSeconds = firstBuild;
    console.log(`      first full build while serving (nice 10): ${firstBuild.toFixed(1)} s`);
    const slug = server.seeded.published[10]!;

    if (steps.has('live')) {
      const samples = await benchPublishToLive(server, browser);
      results.publishToLive = samples;
      const searchable = samples.map((s) => s.searchable);
      line('Publish-to-live median (200 + Pagefind finds it)', `${(median(searchable) / 1000).toFixed(2)} s`, '<= 5 s', median(searchable) <= 5000);
      console.log(`      p90 ${(percentile(searchable, 90) / 1000).toFixed(2)} s, max ${(Math.max(...searchable) / 1000).toFixed(2)} s over ${samples.length} publishes`);
      console.log(`      publish call median ${median(samples.map((s) => s.publishCall)).toFixed(0)} ms; page 200 median ${median(samples.map((s) => s.pageLive)).toFixed(0)} ms after the call started`);
      started = performance.now();
      await server.command('settle');
      console.log(`      (rebuilds pending after the publishes finished in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }

    if (steps.has('search')) {
      const searches = [];
      // Words of habitats and descriptions, not of names: name matches are shown as cards instead.
      for (const term of ['mangrove', 'kelp', 'estuaries', 'crustaceans', 'coral reefs']) searches.push(await benchFirstSearch(server.url, browser, term));
      results.firstSearch = searches;
      const worst = Math.max(...searches.map((s) => s.pagefindBytes));
      line('First Pagefind search transfer (worst term)', kb(worst), '<= 150 KB', worst <= 150 * 1024);
      for (const s of searches) console.log(`      "${s.term}": ${kb(s.pagefindBytes)} (${s.pagefind.length} files${s.found ? '' : '; no page has it'}); instant name search files ${kb(s.cardListBytes)}`);
      console.log(`      files for "${searches[0]!.term}": ${searches[0]!.pagefind.map((f) => `${f.path.split('/').pop()} ${kb(f.bytes)}`).join(', ')}`);
    }

    if (steps.has('discover') || steps.has('search')) {
      const load = await benchDiscoverFirstLoad(server.url, browser);
      results.discoverFirstLoad = load;
      line('Discover first load (HTML+CSS+JS, no images)', kb(load.bytes), '<= 200 KB', load.bytes <= 200 * 1024);
      console.log(`      ${Object.entries(load.byType).map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ')}; thumbnails ${kb(load.imageBytes)} (not counted)`);
      console.log(`      ${load.files.map((file) => `${file.path.split('/').pop() || '/'} ${kb(file.bytes)}`).join(', ')}`);

      const js = await benchPageScripts(`${server.url}/discover`, browser);
      results.discoverScripts = js;
      console.log(`      Discover's JavaScript gzipped: ${kb(js.totalGzip)} (${js.scripts.map((s) => `${s.path.split('/').pop()} ${kb(s.gzipBytes)}`).join(', ')})`);

      // A common word, a genus, a family, an order, two words: pasted, then typed a key at a time.
      const terms = ['blue', 'chaetodon', 'pomacentridae', 'perciformes', 'reef shark', 'amphiprion ocel'];
      const names = [];
      for (const typed of [false, true]) for (const term of terms) names.push(await benchFirstNameSearch(server.url, browser, term, typed));
      results.firstNameSearch = names;
      const worst = Math.max(...names.map((s) => s.bytes));
      line('First name search transfer (worst term)', kb(worst), '<= 150 KB', worst <= 150 * 1024);
      for (const s of names) {
        console.log(
          `      "${s.term}" ${s.typed ? 'typed ' : 'pasted'}: ${kb(s.bytes)} in ${s.requests} files (names ${kb(s.namesBytes)}, cards ${kb(s.cardsBytes)}); ${s.count}, ${s.cards} cards shown, ${s.ms.toFixed(0)} ms`,
        );
      }
    }

    if (steps.has('js')) {
      const js = await benchSpeciesPageScripts(server.url, browser, slug);
      results.speciesPageScripts = js;
      line('Gzipped JavaScript on a species page', kb(js.totalGzip), '<= 15 KB', js.totalGzip <= 15 * 1024);
      console.log(`      ${js.scripts.map((s) => `${s.path.split('/').pop()} ${kb(s.gzipBytes)}`).join(', ')}`);
    }

    if (steps.has('rps')) {
      const current = readFileSync(join(server.catalogueDir, 'current'), 'utf8').trim();
      const rps = await benchSpeciesPageRps(server.url, join(server.catalogueDir, 'builds', current, 'site'), slug, {
        slugs: server.seeded.published,
        serverPid: server.pid,
      });
      results.speciesPageRps = rps;
      for (const [nginx, round] of Object.entries(rps)) {
        const ratio = median(round.ours) / median(round.nginx);
        const memory = round.serverRssMb ? `, server RSS after ${round.serverRssMb.toFixed(0)} MB` : '';
        line(`Species page req/s, ${nginx}`, `${median(round.ours).toFixed(0)} vs ${median(round.nginx).toFixed(0)} = ${ratio.toFixed(2)}${memory}`, '>= 0.8', ratio >= 0.8);
      }
    }

    if (steps.has('lighthouse')) {
      const scores = [];
      for (const path of ['/', '/discover', `/species/${slug}`]) scores.push(await lighthouse(`${server.url}${path}`));
      results.lighthouse = scores;
      for (const s of scores) {
        const ok = s.performance >= 95 && s.seo === 100 && s.accessibility >= 95;
        line(`Lighthouse ${new URL(s.url).pathname.slice(0, 30)}`, `perf ${s.performance} a11y ${s.accessibility} SEO ${s.seo}`, 'perf>=95 SEO 100 a11y>=95', ok);
        if (s.failed.length) console.log(`      below 90: ${s.failed.join('; ')}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/catalogue.json', JSON.stringify(results, null, 2));
console.log('\nFigures written to bench/results/catalogue.json');
