import { expect, test, type Page } from '@playwright/test';
import { partOf, PARTS_MANIFEST, type PartsManifest } from '../../catalogue/search/search-parts';
import { CatalogueServer } from './support/catalogue-server-control';

// Discover's full-text search over an index written in parts (decision 104): a small catalogue split into parts of
// five pages (SEARCH_PAGES_PER_PART), whose sixteen targets, each with a habitat word of its own, are published and
// rebuilt into the parts. A word of one page is found in whichever part holds it, online and then offline from
// what the service worker kept; a word of many pages downloads the first part only, a word of one page the first
// part, the router and the part the router names.

// The service worker is part of what these tests check (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
const catalogue = new CatalogueServer(Number(process.env.E2E_PORT ?? 4399) + 3, {
  SITE_DIR: process.env.E2E_SITE_DIR ?? './dist/e2e-site',
  SEED_COUNT: '4',
  TARGET_COUNT: '16',
  SEARCH_PAGES_PER_PART: '5',
});

const fullText = (page: Page) => page.locator('[data-discover-fulltext-list] a');

/** Waits until the service worker is active and controls the page (it claims the pages of a first install). */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

test.describe('the full-text search in parts', () => {
  test.describe.configure({ mode: 'serial' });
  let parts: number;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await catalogue.start();
    for (const target of catalogue.seeded.targets) await catalogue.command(`publish ${target.id}`);
    await catalogue.command('settle');
    const manifest = (await (await fetch(`${catalogue.url}/pagefind/${PARTS_MANIFEST}`)).json()) as PartsManifest;
    parts = manifest.parts.length + 1;
  });
  test.afterAll(() => catalogue.stop());

  /** One target of each part, so that every part is searched. */
  const targetsByPart = () => {
    const byPart = new Map(catalogue.seeded.targets.map((target) => [partOf(target.slug, parts), target]));
    expect([...byPart.keys()].sort()).toEqual(Array.from({ length: parts }, (_, part) => part));
    return [...byPart.values()];
  };

  test('finds a taxon from every part, online and offline', async ({ page, context }) => {
    test.setTimeout(120_000);
    expect(parts).toBeGreaterThan(2);
    await page.goto(`${catalogue.url}/discover`);
    await workerControls(page);
    const search = async () => {
      for (const target of targetsByPart()) {
        await page.getByLabel('Search species').fill(target.habitatWord);
        await expect(fullText(page).filter({ hasText: target.name })).toBeVisible();
      }
    };
    await search();

    await context.setOffline(true);
    try {
      await page.goto(`${catalogue.url}/discover`);
      await expect(page.getByRole('heading', { name: 'Discover Marine Species' })).toBeVisible();
      await search();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a word of many pages is searched in the first part only', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${catalogue.url}/discover`);
    // Every page gives the depths it lives at; the first part holds six of the twenty pages.
    await page.getByLabel('Search species').fill('depths');
    await expect(fullText(page)).toHaveCount(5);
    expect(requested.filter((path) => path.startsWith('/pagefind/') && path.endsWith('.pf_meta'))).toHaveLength(1);
    expect(requested.filter((path) => path.startsWith('/pagefind/part-') || path.startsWith('/pagefind/router/'))).toEqual([]);
  });

  test('a word of one page merges the router, then only the part it names', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const part = parts - 1;
    const target = targetsByPart().find((candidate) => partOf(candidate.slug, parts) === part)!;
    await page.goto(`${catalogue.url}/discover`);
    await page.getByLabel('Search species').fill(target.habitatWord);
    await expect(fullText(page).filter({ hasText: target.name })).toBeVisible();
    const pageLists = requested.filter((path) => path.endsWith('.pf_meta')).map((path) => path.replace(/[^/]*$/, ''));
    expect(pageLists).toEqual(['/pagefind/', '/pagefind/router/', `/pagefind/part-${part}/`]);
  });

  test('a page unpublished since the build leaves the results of its part', async ({ page }) => {
    const part = parts - 1;
    const target = targetsByPart().find((candidate) => partOf(candidate.slug, parts) === part)!;
    await catalogue.command(`unpublish ${target.id}`);
    await page.goto(`${catalogue.url}/discover`);
    // Its part is merged and its fragment read (the slug is known only then), and nothing is listed.
    const fragment = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(`/pagefind/part-${part}/fragment/`));
    await page.getByLabel('Search species').fill(target.habitatWord);
    await fragment;
    await expect(page.getByText('0 species found')).toBeVisible();
    await expect(fullText(page)).toHaveCount(0);
  });
});
