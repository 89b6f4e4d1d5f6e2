import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fixtureIdentifications, insertFixtures, type FixtureIdentification } from '../../api/test-support/catalogue-fixtures';
import { NO_REBUILD } from '../../api/test-support/catalogue-site';
import { readSitemap } from '../../api/test-support/sitemap-protocol';
import { testApp } from '../../api/test-support/harness';
import { catalogue as publishing } from '../../api/src/modules/catalogue';
import { runAstroBuild } from './astro-build';
import { CatalogueSite } from './catalogue-site';
import { Catalogue, CatalogueRenderer } from './renderer';
import { writeSnapshot } from './snapshot-file';
import { shownCards } from '../../api/test-support/discover-cards';
import { LANGUAGES_ALLOWANCE, pageScriptBytes, SCRIPT_BEFORE_LANGUAGES } from '../../api/test-support/page-script';

const { loadCatalogue } = publishing;

/**
 * The real static build (Astro and Pagefind) from fixture data: what readers and search engines get, and
 * the promise the server relies on, that its own one-page renders equal the built pages byte for byte.
 */
const ORIGIN = 'https://reefid.example';
/** Two URLs per sitemap file, so that four pages make an index of several files. */
const SITEMAP_LIMIT = 2;
const dir = mkdtempSync(join(tmpdir(), 'reefid-static-'));
const out = join(dir, 'site');
/** A second build of the same snapshot, run at the same time (two servers on one checkout). */
const alongside = join(dir, 'alongside', 'site');
let catalogue: Catalogue;
/** The fixture rows the build was made from, for a live server on a database of its own. */
let served: FixtureIdentification[];
let unresolved: FixtureIdentification[];
const CAIRNS = { latitude: -16.92371, longitude: 145.77312, locationSource: 'exif' as const };
const RED_SEA = { latitude: 27.84129, longitude: 34.32791, locationSource: 'user' as const };

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1];
const read = (path: string) => readFileSync(join(out, path), 'utf8');
const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

beforeAll(async () => {
  const { ctx } = await testApp();
  const rows = fixtureIdentifications(6);
  rows[0] = { ...rows[0]!, speciesName: 'Clown "Nemo" Anemonefish', scientificName: 'Amphiprion ocellaris', description: `${'A striking orange fish. '.repeat(10)}End.` };
  rows[1] = { ...rows[1]!, scientificName: 'Amphiprion ocellaris', speciesName: 'Clownfish', uploaderName: 'Aiko Tanaka', uploaderWebsite: 'https://aiko.example' };
  // Photographed near Cairns, and a threatened species in the Red Sea: public pages give at most the sea and 1° cell.
  rows[0] = { ...rows[0]!, conservationStatus: 'Least Concern', ...CAIRNS };
  rows[2] = { ...rows[2]!, conservationStatus: 'Vulnerable', ...RED_SEA };
  rows[5] = { ...rows[5]!, isPublished: false, publishedAt: null };
  served = [...rows.slice(0, 4), rows[5]!];
  unresolved = [rows[4]!];
  await insertFixtures(ctx.db, served);
  // WoRMS could not resolve this one's name: it keeps a page of its own.
  await insertFixtures(ctx.db, unresolved, { unresolved: true });
  catalogue = await loadCatalogue(ctx.db);
  const snapshotPath = join(dir, 'snapshot.ndjson');
  await writeSnapshot(snapshotPath, catalogue.entries);
  await Promise.all([out, alongside].map((outDir) => runAstroBuild({ snapshotPath, outDir, origin: ORIGIN, sitemapLimit: SITEMAP_LIMIT })));
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the static catalogue build', () => {
  test('two builds running at once each make the whole site', () => {
    for (const entry of catalogue.entries) {
      const page = join('species', entry.slug, 'index.html');
      expect(readFileSync(join(alongside, page), 'utf8')).toBe(read(page));
    }
    expect(readdirSync(alongside).sort()).toEqual(readdirSync(out).sort());
  });

  test('builds one page per taxon, one for the unresolved identification, and nothing for the unpublished one', () => {
    expect(readdirSync(join(out, 'species')).sort()).toEqual(catalogue.entries.map((entry) => entry.slug).sort());
    expect(catalogue.entries.map((page) => page.photos.length).sort()).toEqual([1, 1, 1, 2]);
    expect(catalogue.page('amphiprion-ocellaris')!.photos.map((photo) => photo.speciesName)).toEqual(['Clown "Nemo" Anemonefish', 'Clownfish']);
    expect(catalogue.entries.filter((page) => page.taxon === null)).toHaveLength(1);
  });

  test('a species page carries its title, description, canonical URL, social tags and Taxon JSON-LD', () => {
    const page = catalogue.page('amphiprion-ocellaris')!;
    const entry = page.featured;
    const html = read(`species/${page.slug}/index.html`);
    const url = `${ORIGIN}/species/${page.slug}`;
    const image = `${ORIGIN}${entry.imageUrl}`;
    expect(unescape(html.match(/<title>([^<]*)<\/title>/)![1]!)).toBe('Clown "Nemo" Anemonefish | ReefID');
    expect(unescape(meta(html, 'description')!)).toBe(entry.description.slice(0, 150));
    expect(entry.description.length).toBeGreaterThan(150);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(unescape(meta(html, 'og:title')!)).toBe('Clown "Nemo" Anemonefish | ReefID');
    expect(unescape(meta(html, 'og:description')!)).toBe(entry.description.slice(0, 150));
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe(image);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(unescape(meta(html, 'twitter:title')!)).toBe('Clown "Nemo" Anemonefish | ReefID');
    expect(meta(html, 'twitter:image')).toBe(image);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Taxon',
      name: 'Amphiprion ocellaris',
      alternateName: ['Clown "Nemo" Anemonefish', 'Clownfish'],
      taxonRank: 'Species',
      sameAs: [`urn:lsid:marinespecies.org:taxname:${page.taxon!.aphiaId}`, page.taxon!.url],
      url,
    });
  });

  test('a species page shows the taxon from WoRMS, the featured text, every photo with credits and dates, and the share block', () => {
    const entry = catalogue.page('amphiprion-ocellaris')!;
    const html = read(`species/${entry.slug}/index.html`);
    expect(html).toContain('<h1>Clown &quot;Nemo&quot; Anemonefish</h1>');
    expect(html).toContain('<i>Amphiprion ocellaris</i>');
    expect(html).toMatch(/2 photos · first published on \d+ May 2025/);
    expect(html).toContain('From the World Register of Marine Species');
    expect(html).toContain('Clown &quot;Nemo&quot; Anemonefish, Clownfish');
    expect(html).toContain('Animalia &gt; Chordata &gt; Actinopterygii &gt; Perciformes &gt; Pomacentridae &gt; Amphiprion');
    expect(html).toContain(`href="${entry.taxon!.url.replace('&', '&amp;')}"`);
    expect(html).toContain('Photo 1 of 2');
    expect(html).toMatch(/Photo by <a href="https:\/\/aiko.example"[^>]*>Aiko Tanaka<\/a> · <time>\d+ May 2025<\/time>/);
    for (const section of ['DESCRIPTION', 'DISTRIBUTION', 'HABITAT', 'DISTINGUISHING FEATURES &amp; BEHAVIOR', 'CONSERVATION &amp; ENVIRONMENTAL ISSUES']) {
      expect(html).toMatch(new RegExp(`<h3[^>]*>${section}</h3>`));
    }
    expect(html).toContain('Confirm with Google Images');
    expect(html).toContain('<a class="btn" href="/identification">Identify Another Species</a>');
    expect(html).toContain('#MarineLife #ReefID #OceanConservation');
    expect(html).toContain(`hashtags=${encodeURIComponent('MarineLife,ReefID,OceanConservation')}`);
    expect(html).toContain(`data-copy-link="${ORIGIN}/species/${entry.slug}"`);
  });

  test('a photo says where it was taken only as the sea and 1° cell, never for a threatened species, and no file holds a position', () => {
    expect(read('species/amphiprion-ocellaris/index.html')).toContain('Coral Sea, 16–17°S, 145–146°E');
    const threatened = catalogue.entries.find((entry) => entry.photos.some((photo) => photo.conservationStatus === 'Vulnerable'))!;
    expect(threatened.photos.every((photo) => photo.area === null)).toBe(true);
    expect(read(`species/${threatened.slug}/index.html`)).not.toContain('27–28°N');
    // Every file of the build, the search index's compressed fragments opened, and the snapshot it was built from.
    const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((file) => file.isFile());
    expect(files.some((file) => file.name.endsWith('.pf_fragment'))).toBe(true);
    const texts = files.map((file) => {
      const bytes = readFileSync(join(file.parentPath, file.name));
      return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('latin1');
    });
    texts.push(JSON.stringify(catalogue.entries));
    for (const digits of ['16.923', '145.773', '27.841', '34.327']) expect(texts.filter((text) => text.includes(digits))).toEqual([]);
  });

  test('species pages are plain HTML: no React island, at most 15 KB of gzipped script (decision 041)', () => {
    const html = read(`species/${catalogue.entries[0]!.slug}/index.html`);
    expect(html).not.toContain('astro-island');
    // Every module the page loads, followed through its static imports, each counted once.
    const loaded = new Set<string>();
    const follow = (path: string) => {
      if (loaded.has(path)) return;
      loaded.add(path);
      const code = read(path);
      for (const [, next] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) follow(join(path, '..', next!));
    };
    for (const [, src] of html.matchAll(/<script type="module" src="\/([^"]+)"/g)) follow(src!);
    expect(loaded.size).toBeGreaterThan(0);
    const gzipped = [...loaded].reduce((sum, path) => sum + gzipSync(read(path)).length, 0);
    expect(gzipped).toBeLessThanOrEqual(15 * 1024);
  });

  test('the pages in five languages load at most 3 KB more gzipped JavaScript each than before (decision 128)', () => {
    const pages = Object.entries(SCRIPT_BEFORE_LANGUAGES).map(([page, before]) => ({ page, before, now: pageScriptBytes(read(page), read) }));
    expect(pages.every(({ now }) => now > 0)).toBe(true);
    expect(pages.filter(({ before, now }) => now > before + LANGUAGES_ALLOWANCE)).toEqual([]);
  });

  test('Discover has one card per species page, counted, with its number of photos; no file of every card', async () => {
    const html = read('discover/index.html');
    expect(html).toContain('<h1>Discover Marine Species</h1>');
    expect(html).toContain('4 species found');
    expect(unescape(html)).toContain('2 photos');
    const cards = await shownCards(async (path) => (existsSync(join(out, path)) ? new Response(read(path)) : new Response('', { status: 404 })));
    expect(cards).toHaveLength(4);
    expect(cards.find((card) => card.slug === 'amphiprion-ocellaris')).toMatchObject({ photos: 2 });
    expect(read('discover/names/group-fishes.json')).toBeTruthy();
    expect(existsSync(join(out, 'discover/catalogue.json'))).toBe(false);
  });

  test('the sitemap is an index of files of at most the limit each, listing exactly the published species besides the public pages', async () => {
    const built = async (url: string) => (existsSync(join(out, new URL(url).pathname)) ? read(new URL(url).pathname) : null);
    const { urls, files, problems } = await readSitemap(`${ORIGIN}/sitemap.xml`, built, SITEMAP_LIMIT);
    expect(problems).toEqual([]);
    const species = urls.filter((url) => url.startsWith(`${ORIGIN}/species/`)).map((url) => url.slice(`${ORIGIN}/species/`.length));
    expect(species.sort()).toEqual(catalogue.entries.map((entry) => entry.slug).sort());
    expect(urls).toContain(`${ORIGIN}/discover`);
    // The index lists every file the build made.
    expect(files.map((url) => new URL(url).pathname.slice(1)).sort()).toEqual(readdirSync(join(out, 'sitemaps')).map((name) => `sitemaps/${name}`).sort());
    expect(files.length).toBeGreaterThan(3);
    expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('the live server serves the sitemap the static build made, byte for byte', async () => {
    const { ctx } = await testApp({ siteDir: out, dataDir: join(dir, 'live-data') }, { PUBLIC_URL: ORIGIN });
    await insertFixtures(ctx.db, served);
    await insertFixtures(ctx.db, unresolved, { unresolved: true });
    const site = await CatalogueSite.start(ctx, { ...NO_REBUILD, sitemapLimit: SITEMAP_LIMIT, log: { info: () => {}, error: console.error } });
    try {
      const paths = ['sitemap.xml', ...readdirSync(join(out, 'sitemaps')).map((name) => `sitemaps/${name}`)];
      for (const path of paths) {
        const response = (await site.serve(`/${path}`, null))!;
        expect(`${path} ${response.status} ${response.headers.get('content-type')}`).toBe(`${path} 200 application/xml`);
        expect(await response.text()).toBe(read(path));
      }
    } finally {
      await site.stop();
    }
  });

  test('Pagefind indexes every species page', () => {
    const entry = JSON.parse(read('pagefind/pagefind-entry.json'));
    expect(entry.languages.en.page_count).toBe(4);
  });

  test("the server's one-page renders equal the built pages byte for byte", () => {
    const renderer = new CatalogueRenderer(out, ORIGIN);
    for (const entry of catalogue.entries) {
      expect(renderer.speciesPage(catalogue.page(entry.slug)!)).toBe(read(`species/${entry.slug}/index.html`));
    }
    expect(renderer.discoverPage(catalogue)).toBe(read('discover/index.html'));
    for (const [path, xml] of new CatalogueRenderer(out, ORIGIN, SITEMAP_LIMIT).sitemap(catalogue)) expect(xml).toBe(read(path));
    expect(renderer.homePage(catalogue)).toBe(read('index.html'));
  });

  test("Discover's search index: the build writes exactly the files the server writes, byte for byte", () => {
    const files = new CatalogueRenderer(out, ORIGIN).discoverSearchFiles(catalogue);
    const built = ['names', 'cards'].flatMap((dir) => readdirSync(join(out, 'discover', dir)).map((file) => `discover/${dir}/${file}`));
    expect(built.sort()).toEqual([...files.keys()].sort());
    expect(built.length).toBeGreaterThan(10);
    for (const [path, content] of files) expect(read(path)).toBe(content);
  });

  test('the home page shows the recently identified taxa, newest first, linking to their pages', () => {
    const html = read('index.html');
    expect(html).toContain('<h2 id="recent-title">Recently identified</h2>');
    const links = [...html.matchAll(/<a class="recent-tile" href="\/species\/([^"]+)"/g)].map((m) => m[1]);
    expect(links.sort()).toEqual(catalogue.entries.map((page) => page.slug).sort());
    expect(new CatalogueRenderer(out, ORIGIN).homePage(new Catalogue([]))).not.toContain('Recently identified');
  });

  test('an empty catalogue shows No Species Published Yet', () => {
    expect(new CatalogueRenderer(out, ORIGIN).discoverPage(new Catalogue([]))).toContain('No Species Published Yet');
  });
});
