import { afterAll, expect, test } from 'bun:test';
import { LANGUAGES } from '@rules/languages';
import { discoverFile } from '@catalogue/render/render-discover';
import { homeFile } from '@catalogue/render/render-home';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { seaFixtures } from '../../api/test-support/sea';
import { insertFixtures, kebab } from '../../api/test-support/catalogue-fixtures';
import { catalogueTestApp, stopCatalogueSites } from '../../api/test-support/catalogue-site';
import { discoverIndexFiles } from '@catalogue/discover/discover-index-files';
import { catalogue } from '../../api/src/modules/catalogue';
import { readEverySummary } from './page-reads';

const { publish } = catalogue;

afterAll(stopCatalogueSites);

/** Every file under `dir` with its inode and change time: a file written anew (write and rename) gets others. */
function filesOnDisk(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stat = statSync(path, { bigint: true });
        files.set(relative(dir, path), `${stat.ino}:${stat.ctimeNs}`);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

const written = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).sort();

/** Few URLs per sitemap file, so the catalogue's pages spread over many files. */
const SITEMAP_LIMIT = 500;
const TAXA = 2_500;

test('a publish on a catalogue of thousands of taxa writes only that taxon’s page, the pages linking to it, the lists it is in, its search files and the sitemap file holding it', async () => {
  // One photo per taxon: the last one, unpublished, gives its taxon a page of its own when published.
  const sea = seaFixtures(TAXA, { species: TAXA });
  const rows = sea.rows.map((row, i) => (i === TAXA - 1 ? { ...row, isPublished: false, publishedAt: null } : row));
  const app = await catalogueTestApp({ rebuildDebounceMs: 50, sitemapLimit: SITEMAP_LIMIT });
  const ids = await insertFixtures(app.ctx.db, rows, { taxa: sea.taxa });
  await app.site.changed();
  await app.site.settled();
  // The pages come from a full (stand-in) build; its overlay holds nothing but the lists.
  const buildId = app.site.currentBuildId!;
  expect(buildId).toBeString();
  const buildDir = join(app.dataDir, 'catalogue', 'builds', buildId);
  const overlay = join(buildDir, 'overlay');
  expect(existsSync(join(overlay, 'species'))).toBe(false);
  // Discover's index is the build's own, taken as it is: none of its files made again at the swap.
  expect(existsSync(join(overlay, 'discover/names'))).toBe(false);
  expect(existsSync(join(overlay, 'discover/cards'))).toBe(false);

  const target = rows.at(-1)!;
  const slug = kebab(target.scientificName);
  // The pages whose identifications name the taxon as a look-alike now link to its page (decision 100).
  const linking = rows
    .slice(0, -1)
    .filter((row) => (JSON.parse(row.alternativeSpecies ?? '[]') as Array<{ scientificName?: string }>).some((alike) => alike.scientificName === target.scientificName))
    .map((row) => kebab(row.scientificName));
  const before = filesOnDisk(buildDir);
  const contentBefore = (path: string) => (existsSync(join(overlay, path)) ? readFileSync(join(overlay, path), 'utf8') : null);
  const searchBefore = new Map([...before.keys()].filter((path) => path.startsWith('overlay/discover/')).map((path) => [path, contentBefore(path.slice('overlay/'.length))]));

  const { pageSlug } = await publish(app.ctx, ids.at(-1)!);
  expect(pageSlug).toBe(slug);
  expect((await app.get(`/species/${slug}`)).status).toBe(200);
  await app.site.listed();
  const changed = written(before, filesOnDisk(buildDir));
  const inOverlay = changed.filter((path) => path.startsWith('overlay/')).map((path) => path.slice('overlay/'.length));
  // The build itself is never touched.
  expect(changed.filter((path) => !path.startsWith('overlay/'))).toEqual([]);

  const pages = inOverlay.filter((path) => path.startsWith('species/'));
  expect(pages).toEqual([slug, ...linking].map((each) => `species/${each}/index.html`).sort());
  for (const each of linking) expect(await (await app.get(`/species/${each}`)).text()).toContain(`href="/species/${slug}"`);

  // The lists it is in: the home page's strip (it is the newest) and Discover, each in every language, and its search state.
  const discoverPages = LANGUAGES.map(discoverFile);
  const homePages = LANGUAGES.map(homeFile);
  const lists = inOverlay.filter((path) => [...homePages, ...discoverPages, 'discover/search-state.json', 'robots.txt'].includes(path));
  expect(lists).toEqual([...discoverPages, 'discover/search-state.json', ...homePages].sort());
  // Discover's search files: only those whose content changed are written.
  const search = inOverlay.filter((path) => /^discover\/(names|cards)\/|^discover\/filters\.json$/.test(path));
  for (const path of search) expect(readFileSync(join(overlay, path), 'utf8')).not.toBe(searchBefore.get(`overlay/${path}`) ?? null);
  // The sitemap's index and the one file holding the page.
  const sitemap = inOverlay.filter((path) => path.startsWith('sitemap'));
  expect(sitemap).toHaveLength(2);
  expect(sitemap[0]).toBe('sitemap.xml');
  expect(readFileSync(join(overlay, sitemap[1]!), 'utf8')).toContain(`/species/${slug}<`);
  // The small index of the pages changed since the build: one new folder.
  const recent = inOverlay.filter((path) => path.startsWith('pagefind-recent/'));
  expect(new Set(recent.map((path) => path.split('/')[1])).size).toBe(1);

  expect([...pages, ...lists, ...search, ...sitemap, ...recent].sort()).toEqual(inOverlay);
  // What is served of Discover's index, from the build and the overlay, is the index made whole from every card now.
  const whole = discoverIndexFiles((await readEverySummary(app.ctx.db, () => {})).cards());
  expect(search.length).toBeLessThan(whole.size / 20);
  for (const [path, content] of whole) expect(await (await app.get(`/${path}`)).text()).toBe(content);
  console.info(`A publish among ${TAXA} taxa wrote ${inOverlay.length} files: ${pages.length} pages, ${lists.length} lists, ${search.length} search files, ${sitemap.length} sitemap files, ${recent.length} of the recent index`);
}, 300_000);
