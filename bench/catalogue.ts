// Catalogue benchmarks with 10,000 published species and 30,000 photos (BENCH_SPECIES, BENCH_PHOTOS):
// `npm run bench:catalogue [-- build index live search discover js rps lighthouse publish languages]`.
// Prints each figure with its target; writes them to bench/results/catalogue.json. Not part of `npm test`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CatalogueServer } from '../tests/e2e/support/catalogue-server-control';
import { benchFullBuild, benchFullBuildInServer } from './catalogue/build';
import { benchDiscoverIndex, NAME_SEARCH_TERMS, nameIndexFigure } from './catalogue/discover-index';
import { benchFastPath } from './catalogue/fast-path';
import { lighthouse } from './catalogue/lighthouse';
import { benchPublishToLive } from './catalogue/publish-to-live';
import { benchSpeciesPageRps } from './catalogue/rps';
import { benchPagesInLanguages } from './catalogue/languages';
import { benchDiscoverFirstLoad, benchFirstNameSearch, benchFirstSearch, benchPageScripts, benchSpeciesPageScripts } from './catalogue/transfer';
import { kb, median, percentile } from './support/debian';
import { figure } from './support/figures';

const SPECIES = Number(process.env.BENCH_SPECIES ?? 10_000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 30_000);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4444);
const ALL = ['build', 'index', 'live', 'search', 'discover', 'js', 'rps', 'lighthouse', 'publish', 'languages'];
const steps = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ALL);
const results: Record<string, unknown> = { species: SPECIES, photos: PHOTOS, date: new Date().toISOString(), loadAverageAtStart: loadavg() };

console.log(`Catalogue benchmarks, ${SPECIES} published species with ${PHOTOS} photos, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);

if (steps.has('build')) {
  const build = await benchFullBuild(PHOTOS, SPECIES);
  results.build = build;
  figure('Full build (Astro, pages, Pagefind)', { seconds: build.seconds, pages: build.pages }, `${build.seconds.toFixed(1)} s, ${build.pages} pages`, { text: '<= 10 min', met: build.seconds <= 600 });
  figure('Full build peak memory (its processes)', { peakTreeMb: build.peakTreeMb }, `${(build.peakTreeMb / 1024).toFixed(2)} GB`, { text: '<= 6 GB', met: build.peakTreeMb <= 6144 });
  console.log(`      (snapshot of ${build.snapshotPages} pages written in ${build.snapshotSeconds.toFixed(1)} s; seconds per step ${JSON.stringify(build.steps)}; peak MB per process ${JSON.stringify(build.perProcessMb)}; Pagefind indexed ${build.indexed})`);
}

// Not among the defaults: the same build inside a running server, from its start to its first rebuild (minutes at 100,000).
if (steps.has('build-in-server')) {
  const build = await benchFullBuildInServer(PHOTOS, SPECIES);
  results.buildInServer = build;
  const shown = `${build.seconds.toFixed(1)} s (rebuild ${build.rebuildSeconds.toFixed(1)} s)`;
  figure('Full build in the server (start to rebuilt)', { seconds: build.seconds, rebuildSeconds: build.rebuildSeconds }, shown, { text: '<= 10 min', met: build.rebuildSeconds <= 600 });
  figure('  peak memory (server and its build)', { peakTreeMb: build.peakTreeMb }, `${(build.peakTreeMb / 1024).toFixed(2)} GB`, { text: '<= 6 GB', met: build.peakTreeMb <= 6144 });
  console.log(`      (peak MB per process ${JSON.stringify(build.perProcessMb)})`);
}

if (steps.has('index')) {
  const index = await benchDiscoverIndex(SPECIES);
  results.discoverIndex = index;
  const shown = `${index.updateMs.toFixed(0)} ms, ${index.updateFiles} files`;
  figure("Discover's index kept up to date: one card added", { updateMs: index.updateMs, updateFiles: index.updateFiles }, shown, { text: '< 1 s', met: index.updateMs < 1000 });
  console.log(`      made whole: ${index.ms.toFixed(0)} ms, +${index.peakRssGrowthMb.toFixed(0)} MB RSS (a full build, or a build without the index's record)`);
  console.log(`      ${index.files} files, ${index.mb.toFixed(1)} MB; one card added rewrites ${index.addedRewrites} files (${index.addedRewriteMb.toFixed(1)} MB), one removed ${index.removedRewrites}; load ${loadavg()[0]!.toFixed(1)}`);
  nameIndexFigure(SPECIES, index.nameIndex);
  for (const s of index.searches) figure(`  name search "${s.term}"${s.typed ? ' typed' : ''}, from the files`, { bytes: s.bytes, found: s.found }, `${kb(s.bytes)}, ${s.found} found`);
  const worst = Math.max(...index.searches.map((s) => s.bytes));
  console.log(`      first name search from the files, gzipped bodies: worst ${kb(worst)} (${index.searches.map((s) => `"${s.term}"${s.typed ? ' typed' : ''} ${kb(s.bytes)}`).join(', ')})`);
}

if (steps.has('publish') || steps.has('start')) {
  // The publish call and the start-up with a build present, on a server of their own (no Astro build).
  const fast = await benchFastPath(PHOTOS, SPECIES);
  results.fastPath = fast;
  const calls = fast.publishes.map((p) => p.callMs);
  const lists = fast.publishes.map((p) => p.listsMs);
  const shown = `${median(calls).toFixed(0)} ms, p90 ${percentile(calls, 90).toFixed(0)} ms`;
  figure('Publish call median (page 200 when it returns)', { median: median(calls), p90: percentile(calls, 90) }, shown, { text: '<= 300 ms', met: median(calls) <= 300 });
  console.log(`      over ${calls.length} publishes: ${calls.map((ms) => ms.toFixed(0)).join(', ')} ms; to lists and search written: median ${median(lists).toFixed(0)} ms, p90 ${percentile(lists, 90).toFixed(0)} ms`);
  figure('Start with a build: first species page', { firstPageMs: fast.firstPageMs }, `${(fast.firstPageMs / 1000).toFixed(1)} s`, { text: '<= 30 s', met: fast.firstPageMs <= 30_000 });
  const peak = `${fast.startPeakMb.toFixed(0)} MB (${fast.peakMb.toFixed(0)} MB after the publishes)`;
  figure('Start with a build: peak RSS', { startPeakMb: fast.startPeakMb, peakMb: fast.peakMb }, peak, { text: '<= 1 GB', met: fast.startPeakMb <= 1024 });
  console.log(`      RSS after each publish: ${fast.publishes.map((p) => p.rssMb.toFixed(0)).join(', ')} MB`);
  console.log(`      load average ${fast.loadAtStart.map((l) => l.toFixed(1)).join(' ')} at start, ${fast.loadAtEnd.map((l) => l.toFixed(1)).join(' ')} at the end`);
}

const needsServer = ['live', 'search', 'discover', 'js', 'rps', 'lighthouse', 'languages'].some((step) => steps.has(step));
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
      const [mid, p90, max] = [median(searchable), percentile(searchable, 90), Math.max(...searchable)];
      const shown = `${(mid / 1000).toFixed(2)} s, p90 ${(p90 / 1000).toFixed(2)} s`;
      figure('Publish-to-live (200 + Pagefind finds it)', { median: mid, p90 }, shown, { text: '<= 3 s median, <= 5 s p90', met: mid <= 3000 && p90 <= 5000 });
      console.log(`      max ${(max / 1000).toFixed(2)} s over ${samples.length} publishes (${searchable.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s); load ${loadavg()[0]!.toFixed(1)}`);
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
      figure('First Pagefind search transfer (worst term)', { worst }, kb(worst), { text: '<= 150 KB', met: worst <= 150 * 1024 });
      // Every language's Discover searches the one index of the English pages (decision 131): the same terms there.
      for (const language of ['es', 'de', 'fr', 'zh'] as const) {
        const inLanguage = [];
        for (const term of ['mangrove', 'kelp', 'estuaries', 'crustaceans', 'coral reefs']) inLanguage.push(await benchFirstSearch(server.url, browser, term, `/${language}/discover`));
        const worstIn = Math.max(...inLanguage.map((s) => s.pagefindBytes));
        results[`firstSearch-${language}`] = inLanguage;
        figure(`  on /${language}/discover (worst term)`, { worst: worstIn }, kb(worstIn), { text: '<= 150 KB', met: worstIn <= 150 * 1024 });
      }
      for (const s of searches) console.log(`      "${s.term}": ${kb(s.pagefindBytes)} (${s.pagefind.length} files${s.found ? '' : '; no page has it'}); instant name search files ${kb(s.cardListBytes)}`);
      console.log(`      files for "${searches[0]!.term}": ${searches[0]!.pagefind.map((f) => `${f.path.split('/').pop()} ${kb(f.bytes)}`).join(', ')}`);
    }

    if (steps.has('discover') || steps.has('search')) {
      const load = await benchDiscoverFirstLoad(server.url, browser);
      results.discoverFirstLoad = load;
      figure('Discover first load (HTML+CSS+JS, no images)', { bytes: load.bytes }, kb(load.bytes), { text: '<= 200 KB', met: load.bytes <= 200 * 1024 });
      console.log(`      ${Object.entries(load.byType).map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ')}; thumbnails ${kb(load.imageBytes)} (not counted)`);
      console.log(`      ${load.files.map((file) => `${file.path.split('/').pop() || '/'} ${kb(file.bytes)}`).join(', ')}`);

      const js = await benchPageScripts(`${server.url}/discover`, browser);
      results.discoverScripts = js;
      console.log(`      Discover's JavaScript gzipped: ${kb(js.totalGzip)} (${js.scripts.map((s) => `${s.path.split('/').pop()} ${kb(s.gzipBytes)}`).join(', ')})`);

      // A common word, a genus, a family, an order, two words: pasted, then typed a key at a time.
      const names = [];
      for (const typed of [false, true]) for (const term of NAME_SEARCH_TERMS) names.push(await benchFirstNameSearch(server.url, browser, term, typed));
      results.firstNameSearch = names;
      const worst = Math.max(...names.map((s) => s.bytes));
      // Each term's bytes and species found are figures too: a search that read nothing or found nothing fails.
      const each = Object.fromEntries(names.flatMap((s) => [[`"${s.term}"${s.typed ? ' typed' : ''} bytes`, s.bytes], [`"${s.term}"${s.typed ? ' typed' : ''} found`, s.found]]));
      figure('First name search transfer (worst term)', { worst, ...each }, kb(worst), { text: '<= 150 KB', met: worst <= 150 * 1024 });
      for (const s of names) {
        console.log(
          `      "${s.term}" ${s.typed ? 'typed ' : 'pasted'}: ${kb(s.bytes)} in ${s.requests} files (names ${kb(s.namesBytes)}, cards ${kb(s.cardsBytes)}); ${s.count}, ${s.cards} cards shown, ${s.ms.toFixed(0)} ms`,
        );
      }
      console.log(`      load ${loadavg()[0]!.toFixed(1)}`);
    }

    if (steps.has('js')) {
      const js = await benchSpeciesPageScripts(server.url, browser, slug);
      results.speciesPageScripts = js;
      figure('Gzipped JavaScript on a species page', { totalGzip: js.totalGzip }, kb(js.totalGzip), { text: '<= 15 KB', met: js.totalGzip <= 15 * 1024 });
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
        const shown = `${median(round.ours).toFixed(0)} vs ${median(round.nginx).toFixed(0)} = ${ratio.toFixed(2)}${memory}`;
        figure(`Species page req/s, ${nginx}`, { ours: median(round.ours), nginx: median(round.nginx) }, shown, { text: '>= 0.8', met: ratio >= 0.8 });
        if (round.serverRssMb !== undefined) {
          const shown = `${round.serverRssMb.toFixed(0)} MB (${round.serverRssBeforeMb?.toFixed(0)} MB before it)`;
          figure('  server RSS after it', { serverRssMb: round.serverRssMb, before: round.serverRssBeforeMb }, shown, { text: '< 1 GB', met: round.serverRssMb < 1024 });
        }
      }
    }

    if (steps.has('languages')) {
      const current = readFileSync(join(server.catalogueDir, 'current'), 'utf8').trim();
      const pages = await benchPagesInLanguages(server.url, join(server.catalogueDir, 'builds', current, 'site'), server.seeded.published.slice(100));
      results.pagesInLanguages = pages;
      const { firstGerman: de, firstEnglish: en } = pages;
      const first = `median ${de.median.toFixed(1)} ms, p90 ${de.p90.toFixed(1)} ms (${de.perSecond.toFixed(0)}/s one at a time)`;
      figure(`German pages, first request (${pages.pages} pages)`, { median: de.median, p90: de.p90 }, first);
      console.log(`      the same pages in English, from the build's files: median ${en.median.toFixed(1)} ms, p90 ${en.p90.toFixed(1)} ms (${en.perSecond.toFixed(0)}/s)`);
      const ratio = median(pages.held.ours) / median(pages.held.nginx);
      const shown = `${median(pages.held.ours).toFixed(0)} vs ${median(pages.held.nginx).toFixed(0)} = ${ratio.toFixed(2)}`;
      figure('German page held, req/s vs nginx (English file)', { ours: median(pages.held.ours), nginx: median(pages.held.nginx) }, shown, { text: '>= 0.8', met: ratio >= 0.8 });
    }

    if (steps.has('lighthouse')) {
      const scores = [];
      for (const path of ['/', '/discover', `/species/${slug}`]) scores.push(await lighthouse(`${server.url}${path}`));
      results.lighthouse = scores;
      for (const s of scores) {
        const ok = s.performance >= 95 && s.seo === 100 && s.accessibility >= 95;
        const scores = { performance: s.performance, accessibility: s.accessibility, seo: s.seo };
        figure(`Lighthouse ${new URL(s.url).pathname.slice(0, 30)}`, scores, `perf ${s.performance} a11y ${s.accessibility} SEO ${s.seo}`, { text: 'perf>=95 SEO 100 a11y>=95', met: ok });
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
