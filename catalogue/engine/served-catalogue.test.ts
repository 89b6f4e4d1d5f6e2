import { afterEach, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CatalogueSite } from './catalogue-site';
import { pageFile } from './refresh';
import { fixtureIdentifications, insertFixtures } from '../../api/test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, renderedBuild, stopCatalogueSites } from '../../api/test-support/catalogue-site';
import { identificationsForAdmin as identifications } from '../../api/src/modules/identifications';
import type { SearchState } from '@catalogue/search/search-state';
import { catalogue, catalogueFollower } from '../../api/src/modules/catalogue';
import { kebab } from '../../api/test-support/catalogue-fixtures';
import { ORIGIN } from '../../api/test-support/harness';
import { readSitemap } from '../../api/test-support/sitemap-protocol';
import { shownCards } from '../../api/test-support/discover-cards';
import { cardsPath, FIRST_CHUNK, KEY_SPACE, namesKey, type CardsFile, type NamesFile } from '@catalogue/discover/discover-index';

const { publish, unpublish } = catalogue;
const { removeFromCatalogue } = catalogueFollower;
const { deleteIdentification } = identifications;

/** The species page of a fixture: its taxon's, named after the scientific name. */
const pageOf = (row: { scientificName: string }) => kebab(row.scientificName);

afterEach(stopCatalogueSites);

/** The slugs the sitemap lists, read from its index as a search engine does; the sitemap valid. */
async function slugsInSitemap(get: (path: string) => Promise<Response>) {
  const read = async (url: string) => {
    const response = await get(new URL(url).pathname);
    return response.status === 200 ? response.text() : null;
  };
  const { urls, problems } = await readSitemap(`${ORIGIN}/sitemap.xml`, read);
  expect(problems).toEqual([]);
  return urls.filter((url) => url.includes('/species/')).map((url) => url.split('/species/')[1]);
}

async function searchState(get: (path: string) => Promise<Response>) {
  return (await get('/discover/search-state.json')).json() as Promise<SearchState>;
}

/** A catalogue with one identification published as an admin publishes it: its id and what publish answered. */
async function withOnePublished(options?: Parameters<typeof catalogueTestApp>[0]) {
  const app = await catalogueTestApp(options);
  const [id] = await insertFixtures(app.ctx.db, fixtureIdentifications(1, { published: false }));
  return { ...app, id: id!, published: await publish(app.ctx, id!) };
}

describe('the served catalogue', () => {
  test('a species page answers 200 as soon as publish returns, and Discover, sitemap and search follow', async () => {
    // No rebuild within the test: what is checked here is the state before it.
    const { get, dataDir, logs, site, published } = await withOnePublished(NO_REBUILD);
    const { pageSlug: slug, speciesName } = published;
    expect(slug).toBe(pageOf(fixtureIdentifications(1)[0]!));

    const page = await get(`/species/${slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<title>${speciesName} | ReefID</title>`);
    // The lists and search follow right after the publish returns.
    await site.listed();
    expect(await (await get('/discover')).text()).toContain(`href="/species/${slug}"`);
    expect(await (await get('/')).text()).toContain(`<a class="recent-tile" href="/species/${slug}"`);
    expect(await slugsInSitemap(get)).toEqual([slug!]);
    // No build has species pages yet: the index of recent pages is the whole search index.
    expect(logs.error).toEqual([]);
    const state = await searchState(get);
    expect(state).toEqual({ index: expect.stringMatching(/^\/pagefind-recent\/\w+\/$/), recent: null, removed: [] });
    const entry = await (await get(`${state.index}pagefind-entry.json`)).json();
    expect(entry.languages.en.page_count).toBe(1);
    expect(existsSync(join(dataDir, 'catalogue'))).toBe(true);
  });

  test('search files go out brotli-encoded to browsers that take it, hashed ones cached for a year', async () => {
    const { site, get } = await withOnePublished(NO_REBUILD);
    await site.listed();
    const { index } = await searchState(get);
    const entry = await (await get(`${index}pagefind-entry.json`)).json();
    const files = ['wasm.en.pagefind', `pagefind.${entry.languages.en.hash}.pf_meta`, 'pagefind.js'];
    for (const file of files) {
      const plain = await get(`${index}${file}`);
      const brotli = (await site.serve(`${index}${file}`, 'gzip, deflate, br, zstd'))!;
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('content-type')).toBe(plain.headers.get('content-type')!);
      const sent = Buffer.from(await brotli.arrayBuffer());
      const stored = Buffer.from(await plain.arrayBuffer());
      expect(sent.length).toBeLessThan(stored.length);
      // Pagefind reads its binary files gzipped or already decoded; the script is text either way.
      expect(brotliDecompressSync(sent).equals(file.endsWith('.js') ? stored : gunzipSync(stored))).toBe(true);
    }
    expect((await get(`${index}${files[1]}`)).headers.get('cache-control')).toContain('immutable');
  });

  test("Discover's search files follow publish and unpublish; a names file no card needs any more answers 404, never stale names", async () => {
    const { ctx, get, site, dataDir } = await catalogueTestApp();
    const rows = fixtureIdentifications(4, { published: false });
    rows[0] = { ...rows[0]!, speciesName: 'Qzx Wobbegong', scientificName: 'Qzxia wobbegongi' };
    const ids = await insertFixtures(ctx.db, rows);
    for (const id of ids.slice(0, 3)) await publish(ctx, id);
    await site.settled(); // the full build now holds the names files too
    const current = readFileSync(join(dataDir, 'catalogue/current'), 'utf8');
    const names = await get('/discover/names/qzx.json');
    expect(names.status).toBe(200);
    expect(names.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const file = (await names.json()) as NamesFile;
    expect(file.words.map(([word]) => word)).toEqual(['qzx', 'qzxia']);
    const code = file.words[0]![1][0]!;
    const chunk = (await (await get(cardsPath(file.chunks.slice(0, 4)))).json()) as CardsFile;
    expect(chunk.cards.find((card) => card.k === code % KEY_SPACE)).toMatchObject({ slug: pageOf(rows[0]!), name: 'Qzx Wobbegong' });

    await unpublish(ctx, ids[0]!);
    await site.listed();
    // The build still has the file; it is not served.
    expect(existsSync(join(dataDir, 'catalogue/builds', current, 'site/discover/names/qzx.json'))).toBe(true);
    const gone = await get('/discover/names/qzx.json');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect((await get('/discover/names/qz.json')).status).toBe(404);
    expect(((await (await get(cardsPath(FIRST_CHUNK))).json()) as CardsFile).cards.map((card) => card.slug)).not.toContain(pageOf(rows[0]!));

    await publish(ctx, ids[3]!);
    await site.listed();
    const word = rows[3]!.speciesName.toLowerCase().split(' ').at(-1)!;
    const added = (await (await get(`/discover/names/${namesKey(word)}.json`)).json()) as NamesFile;
    expect(added.words.some(([entry]) => entry === word)).toBe(true);
  });

  test("Discover's search files go out gzipped to browsers that take it", async () => {
    const { ctx, site } = await catalogueTestApp(NO_REBUILD);
    await insertFixtures(ctx.db, fixtureIdentifications(600));
    await site.changed();
    for (const path of [cardsPath(FIRST_CHUNK), '/discover/names/p.json']) {
      const plain = (await site.serve(path, null))!;
      const gzipped = (await site.serve(path, 'gzip, deflate, br'))!;
      // Files under 1 KB go out as they are, as every static file does.
      const small = Number(plain.headers.get('content-length') ?? (await plain.clone().arrayBuffer()).byteLength) < 1024;
      expect(`${path} ${gzipped.headers.get('content-encoding')}`).toBe(`${path} ${small ? null : 'gzip'}`);
      if (small) continue;
      expect(gzipped.headers.get('vary')).toBe('accept-encoding');
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(await plain.text());
      expect(gzipped.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('unpublish takes a built page down and out of search', async () => {
    // A debounce long enough that the rebuild after the unpublish cannot be swapped in before the checks.
    const { ctx, get, site } = await catalogueTestApp({ rebuildDebounceMs: 1000 });
    // None names another as a look-alike: a page whose "Often confused with" linked the unpublished one would change too.
    const ids = await insertFixtures(ctx.db, fixtureIdentifications(3).map((row) => ({ ...row, alternativeSpecies: '[]' })));
    await site.changed();
    await site.settled(); // the rebuild makes the three pages part of a full build
    const { pageSlug: slug } = await unpublish(ctx, ids[0]!);
    expect((await get(`/species/${slug}`)).status).toBe(404);
    await site.listed();
    expect(await searchState(get)).toEqual({ index: '/pagefind/', recent: null, removed: [slug!] });
    expect(await shownCards(get)).toHaveLength(2);
  });

  test('the page is gone as soon as unpublish answers, without waiting for a rebuild', async () => {
    // No rebuild runs in this test: the 404 cannot come from one.
    const { ctx, get, id, published } = await withOnePublished(NO_REBUILD);
    const slug = published.pageSlug;
    expect((await get(`/species/${slug}`)).status).toBe(200);
    await unpublish(ctx, id);
    expect((await get(`/species/${slug}`)).status).toBe(404);
  });

  test('an unknown or unpublished slug shows Species Not Found with a 404 status', async () => {
    const { ctx, get } = await catalogueTestApp();
    await insertFixtures(ctx.db, [{ ...fixtureIdentifications(1)[0]!, slug: 'draft-1', isPublished: false }]);
    for (const path of ['/species/draft-1', '/species/no-such-species', '/species/', '/species/%E0%A4%A']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Species Not Found');
    }
  });

  test('the sitemap lists exactly the species pages', async () => {
    const { ctx, get, site } = await catalogueTestApp();
    const rows = fixtureIdentifications(5);
    rows[1]!.isPublished = false;
    await insertFixtures(ctx.db, rows);
    await site.changed();
    await site.listed();
    const published = [...new Set(rows.filter((row) => row.isPublished).map(pageOf))];
    expect((await slugsInSitemap(get)).sort()).toEqual(published.sort());
    expect(await (await get('/robots.txt')).text()).toContain('Sitemap: http://localhost:4321/sitemap.xml');
  });

  test('the id or own slug of a published identification redirects to its species page', async () => {
    const { ctx, get, site } = await catalogueTestApp();
    const [row] = fixtureIdentifications(1);
    const [id] = await insertFixtures(ctx.db, [row!]);
    await site.changed();
    for (const address of [String(id), row!.slug]) {
      const response = await get(`/species/${address}`);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/species/${pageOf(row!)}`);
    }
  });

  test('a page served per photo before pages were per taxon answers 301 to its taxon’s page', async () => {
    const { ctx, get, site, sql } = await catalogueTestApp();
    const [row] = fixtureIdentifications(1, { published: false });
    const [id] = await insertFixtures(ctx.db, [row!]);
    // As the migration records the slugs of pages published before.
    await sql`insert into catalogue_slugs (slug, identification_id) values (${'an-old-shared-link'}, ${id!})`;
    await publish(ctx, id!);
    await site.changed();
    const response = await get('/species/an-old-shared-link');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/species/${pageOf(row!)}`);
    await unpublish(ctx, id!);
    expect((await get('/species/an-old-shared-link')).status).toBe(404);
  });

  test('an identification WoRMS could not resolve keeps a page of its own, until it is resolved', async () => {
    const { ctx, get, site, sql } = await catalogueTestApp();
    const [row] = fixtureIdentifications(1);
    const [id] = await insertFixtures(ctx.db, [row!], { unresolved: true });
    await site.changed();
    expect((await get(`/species/${row!.slug}`)).status).toBe(200);
    // Resolved later (its recheck found the taxon): the own page moves to the taxon's.
    await insertFixtures(ctx.db, [{ ...row!, slug: 'another-photo', isPublished: false }]);
    await sql`update species_identifications set aphia_id = (select aphia_id from species_identifications where slug = ${'another-photo'}) where id = ${id!}`;
    await publish(ctx, id!);
    const moved = await get(`/species/${row!.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/species/${pageOf(row!)}`);
    expect((await get(`/species/${pageOf(row!)}`)).status).toBe(200);
  });

  test.each([
    ['a deleted identification leaves the catalogue', removeFromCatalogue],
    ['deleting a published identification (owner or admin) takes its page down', deleteIdentification],
  ])('%s: no page, no card, not in the sitemap', async (_, remove) => {
    const { ctx, get, site, id, published } = await withOnePublished();
    await remove(ctx, id);
    expect((await get(`/species/${published.pageSlug}`)).status).toBe(404);
    await site.listed();
    expect(await shownCards(get)).toEqual([]);
    expect(await slugsInSitemap(get)).toEqual([]);
  });

  test('one page per taxon: a second photo joins the gallery, and unpublishing one rewrites the page', async () => {
    const { ctx, get, site } = await catalogueTestApp();
    const [first, second] = fixtureIdentifications(2, { published: false });
    const ids = await insertFixtures(ctx.db, [first!, { ...second!, speciesName: first!.speciesName, scientificName: first!.scientificName }]);
    await publish(ctx, ids[0]!);
    const page = `/species/${pageOf(first!)}`;
    expect(await (await get(page)).text()).not.toContain('Photo 1 of 2');
    await publish(ctx, ids[1]!);
    expect(await (await get(page)).text()).toContain('Photo 1 of 2');
    await site.listed();
    expect(await shownCards(get)).toMatchObject([{ slug: pageOf(first!), photos: 2 }]);
    await unpublish(ctx, ids[0]!);
    const after = await get(page);
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain('Photo 1 of 2');
    await unpublish(ctx, ids[1]!);
    expect((await get(page)).status).toBe(404);
  });
});

describe('full rebuilds', () => {
  test('50 publishes in a burst cause at most 2 rebuilds', async () => {
    const { ctx, site, get } = await catalogueTestApp({ rebuildDebounceMs: 200 });
    const rows = fixtureIdentifications(50, { published: false });
    const ids = await insertFixtures(ctx.db, rows);
    await Promise.all(ids.map((id) => publish(ctx, id)));
    await site.settled();
    expect(site.rebuilds).toBeGreaterThanOrEqual(1);
    expect(site.rebuilds).toBeLessThanOrEqual(2);
    expect(await shownCards(get)).toHaveLength(new Set(rows.map(pageOf)).size);
  });

  test('the new build is swapped in whole, and the next start serves it', async () => {
    const first = await catalogueTestApp();
    await insertFixtures(first.ctx.db, fixtureIdentifications(3));
    await first.site.changed();
    await first.site.settled();
    const current = readFileSync(join(first.dataDir, 'catalogue/current'), 'utf8');
    const build = JSON.parse(readFileSync(join(first.dataDir, 'catalogue/builds', current, 'build.json'), 'utf8'));
    expect(Object.keys(build.pages)).toHaveLength(3);
    // After the swap nothing is pending: search needs no recent index and the pages come from the build.
    expect(await searchState(first.get)).toEqual({ index: '/pagefind/', recent: null, removed: [] });

    const second = await CatalogueSite.start(first.ctx, { build: renderedBuild(first.siteDir, 'http://localhost:4321'), rebuildDebounceMs: 50 });
    expect((await second.serve(`/species/${Object.keys(build.pages)[0]}`, null))!.status).toBe(200);
    await second.settled();
    expect(second.rebuilds).toBe(0);
  });

  test('a built page asked once goes out from its file; asked again, or compressed, it is held; its tag is the same every way', async () => {
    const { ctx, site, dataDir } = await catalogueTestApp();
    await insertFixtures(ctx.db, fixtureIdentifications(2));
    await site.changed();
    await site.settled();
    const current = readFileSync(join(dataDir, 'catalogue/current'), 'utf8');
    const [plain, compressed] = Object.keys(JSON.parse(readFileSync(join(dataDir, 'catalogue/builds', current, 'build.json'), 'utf8')).pages) as [string, string];
    const fileOf = (slug: string) => join(dataDir, 'catalogue/builds', current, 'site', pageFile(slug));
    const ask = async (slug: string, acceptEncoding: string | null = null) => {
      const response = (await site.serve(`/species/${slug}`, acceptEncoding))!;
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { etag: response.headers.get('etag'), text: new TextDecoder().decode(response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes) };
    };
    // The build's files are changed under the server here only to see where each answer came from.
    const original = readFileSync(fileOf(plain), 'utf8');
    const first = await ask(plain);
    expect(first.text).toBe(original);
    writeFileSync(fileOf(plain), `${original}<!-- read on the second ask -->`);
    const second = await ask(plain);
    expect(second.text).toBe(`${original}<!-- read on the second ask -->`); // not held by the first ask
    writeFileSync(fileOf(plain), `${original}<!-- never read -->`);
    const third = await ask(plain);
    expect(third.text).toBe(second.text); // held since the second
    expect([second.etag, third.etag, (await ask(plain, 'gzip')).etag]).toEqual([first.etag, first.etag, first.etag]);
    expect(first.etag).toMatch(/^W\/"\w+-\w+"$/);

    const zipped = await ask(compressed, 'gzip, br');
    expect(zipped.text).toBe(readFileSync(fileOf(compressed), 'utf8'));
    writeFileSync(fileOf(compressed), 'never read');
    expect((await ask(compressed)).text).toBe(zipped.text); // held since the first, compressed, ask
  });

  test('a visitor who loaded Discover before the swap can still read the search files it names', async () => {
    const { ctx, site, get } = await catalogueTestApp({ rebuildDebounceMs: 300 });
    const ids = await insertFixtures(ctx.db, fixtureIdentifications(3, { published: false }));
    await publish(ctx, ids[0]!);
    await site.settled();
    await publish(ctx, ids[1]!);
    await site.listed();
    const before = await searchState(get);
    expect(before).toEqual({ index: '/pagefind/', recent: expect.stringMatching(/^\/pagefind-recent\//), removed: [] });

    await site.settled();
    expect(await searchState(get)).toEqual({ index: '/pagefind/', recent: null, removed: [] });
    // Discover read the old state a moment ago; its next requests still find the files it was told about.
    expect((await get(`${before.recent}pagefind-entry.json`)).status).toBe(200);
    expect((await get('/pagefind/pagefind-entry.json')).status).toBe(200);
  });

  test('a failed rebuild keeps the previous site and logs its cause', async () => {
    let fail = false;
    const app = await catalogueTestApp();
    const working = renderedBuild(app.siteDir, 'http://localhost:4321');
    const { ctx, site, get, logs, dataDir } = await catalogueTestApp({
      dataDir: app.dataDir,
      siteDir: app.siteDir,
      build: async (build) => {
        if (fail) throw new Error('astro build exited with 1', { cause: new Error('SyntaxError in [slug].astro') });
        await working(build);
      },
    });
    const ids = await insertFixtures(ctx.db, fixtureIdentifications(2));
    await site.changed();
    await site.settled();
    const before = readFileSync(join(dataDir, 'catalogue/current'), 'utf8');

    fail = true;
    const { pageSlug: slug } = await unpublish(ctx, ids[0]!);
    await site.settled();
    expect(readFileSync(join(dataDir, 'catalogue/current'), 'utf8')).toBe(before);
    const [message, error] = logs.error.at(-1)!;
    expect(String(message)).toContain('rebuild failed');
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(String(((error as Error).cause as Error).message)).toContain('SyntaxError');
    // The previous build still serves; the overlay keeps the catalogue current.
    expect((await get(`/species/${slug}`)).status).toBe(404);
    expect((await get(`/species/${pageOf(fixtureIdentifications(2)[1]!)}`)).status).toBe(200);
  });
});
