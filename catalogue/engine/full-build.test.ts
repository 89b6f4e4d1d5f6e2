import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_FILES } from '@catalogue/render/templates';
import { RECENT_COUNT } from '@catalogue/render/render-home';
import { fixtureIdentifications, insertFixtures, kebab } from '../../api/test-support/catalogue-fixtures';
import { catalogueTestApp, stopCatalogueSites, writeTestSite } from '../../api/test-support/catalogue-site';
import { testApp } from '../../api/test-support/harness';
import { catalogue as publishing } from '../../api/src/modules/catalogue';
import { taxa } from '../../api/src/modules/taxa';
import { writeCatalogue, type StaticBuild } from './astro-build';
import { CODE_STAMP_REFUSED } from './full-build';
import { Catalogue, CatalogueRenderer } from './renderer';
import { writeSnapshot } from './snapshot-file';

const { loadCatalogue, unpublish } = publishing;

/**
 * The catalogue's part of a full build (full-build.ts): written from the NDJSON snapshot by a child process, on
 * the built templates. static-build.test.ts runs it after a real Astro build; here it runs on the test templates,
 * with more pages than the home page's strip and the sitemap's files hold, so that what it keeps while streaming
 * (the newest pages, the cards in Discover's order, the sitemap's dates) is what the server's renderer makes of
 * the whole catalogue.
 */
const ORIGIN = 'https://reefid.example';
const SITEMAP_LIMIT = 3;
const dir = mkdtempSync(join(tmpdir(), 'reefid-full-build-'));
const snapshotPath = join(dir, 'snapshot.ndjson');
let catalogue: Catalogue;

/** A site with the test templates, and the build of it, of its snapshot. */
function buildOf(name: string): StaticBuild & { sitemapLimit: number } {
  const outDir = writeTestSite(join(dir, name));
  return { snapshotPath, outDir, origin: ORIGIN, sitemapLimit: SITEMAP_LIMIT };
}
const stampOf = (outDir: string) => new CatalogueRenderer(outDir, ORIGIN, SITEMAP_LIMIT).codeStamp;

beforeAll(async () => {
  const { ctx } = await testApp();
  // Published over several days, out of name order: the newest are neither the first nor the last lines.
  const rows = fixtureIdentifications(14).map((row, i) => ({ ...row, publishedAt: new Date(Date.UTC(2025, 4, 1 + ((i * 5) % 14))) }));
  // One species with common names in every language (the fake WoRMS's Octopus vulgaris): Discover's files hold them.
  const octopus = (await taxa.createTaxonomy(ctx).taxa([140605], AbortSignal.timeout(5_000))).get(140605)!;
  rows[3] = { ...rows[3]!, speciesName: 'Common octopus', scientificName: 'Octopus vulgaris' };
  await insertFixtures(ctx.db, rows, { taxa: [octopus] });
  catalogue = await loadCatalogue(ctx.db);
  expect(catalogue.entries.length).toBeGreaterThan(RECENT_COUNT);
  expect(catalogue.entries.length).toBeGreaterThan(2 * SITEMAP_LIMIT);
  await writeSnapshot(snapshotPath, [...catalogue.entries].reverse());
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(stopCatalogueSites);

describe('the catalogue part of a full build', () => {
  test("writes every catalogue file exactly as the server's renderer makes it from the whole catalogue", async () => {
    const build = buildOf('site');
    const written = await writeCatalogue({ ...build, codeStamp: stampOf(build.outDir) });
    expect(written).toMatchObject({ pages: catalogue.entries.length, written: catalogue.entries.length });
    const read = (path: string) => readFileSync(join(build.outDir, path), 'utf8');
    const renderer = new CatalogueRenderer(build.outDir, ORIGIN, SITEMAP_LIMIT);
    expect(readdirSync(join(build.outDir, 'species')).sort()).toEqual(catalogue.entries.map((page) => page.slug).sort());
    for (const page of catalogue.entries) expect(read(`species/${page.slug}/index.html`)).toBe(renderer.speciesPage(page));
    expect(read('index.html')).toBe(renderer.homePage(catalogue));
    expect(read('discover/index.html')).toBe(renderer.discoverPage(catalogue));
    const discoverFiles = renderer.discoverSearchFiles(catalogue);
    for (const [path, content] of discoverFiles) expect(read(path)).toBe(content);
    expect(discoverFiles.get('discover/names/kra.json')).toContain('"krake"');
    expect(discoverFiles.get('discover/names/__.json')).toContain('"章鱼"');
    const sitemap = renderer.sitemap(catalogue);
    expect(readdirSync(join(build.outDir, 'sitemaps')).length).toBe(sitemap.size - 1);
    for (const [path, xml] of sitemap) expect(read(path)).toBe(xml);
    const entry = JSON.parse(read('pagefind/pagefind-entry.json'));
    expect(entry.languages.en.page_count).toBe(catalogue.entries.length);
  });

  test('refuses templates other than the server’s before writing a page', async () => {
    const build = buildOf('other-templates');
    const stamp = stampOf(build.outDir);
    writeFileSync(join(build.outDir, TEMPLATE_FILES.species), readFileSync(join(build.outDir, TEMPLATE_FILES.species), 'utf8').replace('<main>', '<main class="new">'));
    const refused = await writeCatalogue({ ...build, codeStamp: stamp }).catch((error: Error) => error);
    expect(String((refused as Error).cause)).toContain(CODE_STAMP_REFUSED);
    expect(existsSync(join(build.outDir, 'species'))).toBe(false);
  });

  test('a broken snapshot fails the build, naming the line', async () => {
    const build = { ...buildOf('broken'), snapshotPath: join(dir, 'broken.ndjson') };
    writeFileSync(build.snapshotPath, `${readFileSync(snapshotPath, 'utf8').split('\n')[0]}\n{"slug":\n`);
    const failed = await writeCatalogue(build).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).cause)).toContain('broken at line 2');
  });
});

describe("the server's rebuild with the streaming writer", () => {
  test('a build the server refuses leaves the site it serves, and says why', async () => {
    let otherTemplates = false;
    const { ctx, site, get, logs, dataDir } = await catalogueTestApp({
      build: async (build) => {
        writeTestSite(build.outDir);
        if (otherTemplates) writeFileSync(join(build.outDir, TEMPLATE_FILES.species), readFileSync(join(build.outDir, TEMPLATE_FILES.species), 'utf8').replace('<main>', '<main class="new">'));
        await writeCatalogue(build);
      },
    });
    const rows = fixtureIdentifications(2);
    const ids = await insertFixtures(ctx.db, rows);
    await site.changed();
    await site.settled();
    const before = readFileSync(join(dataDir, 'catalogue/current'), 'utf8');
    expect(existsSync(join(dataDir, 'catalogue/builds', before, 'site/species', kebab(rows[1]!.scientificName), 'index.html'))).toBe(true);

    otherTemplates = true;
    await unpublish(ctx, ids[0]!);
    await site.settled();
    expect(readFileSync(join(dataDir, 'catalogue/current'), 'utf8')).toBe(before);
    const [message, error] = logs.error.at(-1)!;
    expect(String(message)).toContain('rebuild failed');
    expect(String((error as Error).cause)).toContain(CODE_STAMP_REFUSED);
    expect((await get(`/species/${kebab(rows[0]!.scientificName)}`)).status).toBe(404);
    expect((await get(`/species/${kebab(rows[1]!.scientificName)}`)).status).toBe(200);
  });
});
