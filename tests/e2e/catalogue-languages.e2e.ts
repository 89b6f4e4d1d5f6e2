import { expect, test, type Page } from '@playwright/test';
import { NAME_INDEX_PATH } from '../../catalogue/discover/name-index';
import { CatalogueServer } from './support/catalogue-server-control';

// The catalogue's own pages in every language (decision 131): a species page and Discover under /de/, /zh/, …, on the
// seeded catalogue server (E2E_PORT + 3) with Octopus vulgaris, whose names WoRMS gives in every language.
const catalogue = new CatalogueServer(Number(process.env.E2E_PORT ?? 4399) + 3, { SITE_DIR: process.env.E2E_SITE_DIR ?? './dist/e2e-site', SEED_COUNT: '6', SEED_OCTOPUS: '1' });

// Discover offline is part of what these tests check (playwright.config.ts blocks the service worker elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page (it claims the pages of a first install). */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

const DISCOVER = { en: '/discover', es: '/es/discover', de: '/de/discover', fr: '/fr/discover', 'zh-Hans': '/zh/discover' };
const OCTOPUS = { en: '/species/octopus-vulgaris', es: '/es/species/octopus-vulgaris', de: '/de/species/octopus-vulgaris', fr: '/fr/species/octopus-vulgaris', 'zh-Hans': '/zh/species/octopus-vulgaris' };

test.describe('the catalogue in every language', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await catalogue.start();
  });
  test.afterAll(() => catalogue.stop());

  test('/de/species/octopus-vulgaris is the German page: its language, its names, its frame, and its other languages', async ({ page }) => {
    const response = await page.goto(`${catalogue.url}/de/species/octopus-vulgaris`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Gemeiner Krake | ReefID');
    await expect(page.getByRole('heading', { level: 1, name: 'Gemeiner Krake' })).toBeVisible();
    await expect(page.locator('.species-scientific i')).toHaveText('Octopus vulgaris');
    await expect(page.getByRole('heading', { name: 'Aus dem Weltregister der Meeresarten' })).toBeVisible();
    await expect(page.locator('.taxon-facts dl')).toContainText('TrivialnamenGemeiner Krake, Krake');
    await expect(page.getByRole('link', { name: 'Weitere Art bestimmen' })).toHaveAttribute('href', '/de/identification');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`));
    expect(alternates).toEqual([...Object.entries(OCTOPUS).map(([language, path]) => `${language} ${path}`), 'x-default /species/octopus-vulgaris']);

    const missing = await page.goto(`${catalogue.url}/de/species/no-such-species`);
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Art nicht gefunden' })).toBeVisible();
  });

  test('every language\'s Discover finds the octopus by "Krake" and by "pulpo", and links its page in that language', async ({ page }) => {
    for (const [language, path] of Object.entries(DISCOVER) as Array<[keyof typeof DISCOVER, string]>) {
      await page.goto(`${catalogue.url}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const typed of ['Krake', 'pulpo']) {
        await page.locator('[data-discover-search]').fill(typed);
        await expect(page.locator('[data-discover-grid] [data-card-link]')).toHaveCount(1);
        await expect(page.locator(`[data-discover-grid] a[href="${OCTOPUS[language]}"]`)).toBeVisible();
      }
    }
  });

  test('/zh/discover in Chinese: the octopus by its Chinese name, full-text results in Chinese addresses, and "Krake" and "pulpo" offline', async ({ page, context }) => {
    test.setTimeout(90_000);
    const target = catalogue.seeded.targets[0]!;
    await catalogue.command(`publish ${target.id}`);
    await catalogue.command('listed');
    await page.goto(`${catalogue.url}/zh/discover`);
    await workerControls(page);
    await expect(page.getByRole('heading', { level: 1, name: '探索海洋物种' })).toBeVisible();
    const search = page.getByLabel('搜索物种');
    await search.fill('pulpo');
    await expect(page.locator('[data-discover-count]')).toHaveText('找到 1 个物种');
    await expect(page.locator('[data-discover-grid] [data-card-name]')).toHaveText(['普通章鱼']);
    // Pagefind's index is the English pages': a result leads to the page in Discover's language.
    await search.fill(target.habitatWord);
    await expect(page.locator(`[data-discover-fulltext-list] a[href="/zh/species/${target.slug}/"]`)).toBeVisible();
    await expect.poll(() => page.evaluate(async (path) => !!(await (await caches.open('reefid-names')).match(path)), NAME_INDEX_PATH)).toBe(true);

    await context.setOffline(true);
    try {
      await page.goto(`${catalogue.url}/zh/discover`);
      await expect(page.getByRole('heading', { level: 1, name: '探索海洋物种' })).toBeVisible();
      for (const typed of ['Krake', 'pulpo']) {
        await page.getByLabel('搜索物种').fill(typed);
        await expect(page.locator('[data-discover-grid] a[href="/zh/species/octopus-vulgaris"]')).toBeVisible();
        await expect(page.locator('[data-discover-grid] [data-card-link]')).toHaveCount(1);
      }
    } finally {
      await context.setOffline(false);
    }
  });
});
