import { expect, test, type Page } from '@playwright/test';
import { CatalogueServer } from './support/catalogue-server-control';

// A second server with a seeded catalogue, next to the suite's own (empty) one: E2E_PORT + 3, on the site
// folder the suite's server uses.
const catalogue = new CatalogueServer(Number(process.env.E2E_PORT ?? 4399) + 3, { SITE_DIR: process.env.E2E_SITE_DIR ?? './dist/e2e-site' });

test('Discover on an empty catalogue says No Species Published Yet', async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover Marine Species' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Species Published Yet' })).toBeVisible();
});

test.describe('the published catalogue', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await catalogue.start();
  });
  test.afterAll(() => catalogue.stop());

  const searchDiscover = async (page: Page, term: string) => {
    await page.goto(`${catalogue.url}/discover`);
    await page.getByLabel('Search species').fill(term);
  };
  const fullTextResults = (page: Page) => page.locator('[data-discover-fulltext-list] a');

  test('a species page shows the taxon, every photo of it and the share block; a photo’s own slug leads there', async ({ page }) => {
    const [first, second] = catalogue.seeded.pair;
    const response = await page.goto(`${catalogue.url}/species/${second}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/species/${first}`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${catalogue.url}/species/${second}`);
    const name = await page.locator('h1').textContent();
    await expect(page).toHaveTitle(`${name} | ReefID`);
    await expect(page.getByText(/2 photos · first published on /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'From the World Register of Marine Species' })).toBeVisible();
    await expect(page.getByText('Photo 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByText('Photo 2 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(page.getByText('Photo 1 of 2')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Identify Another Species' })).toHaveAttribute('href', '/identification');
    await expect(page.getByRole('link', { name: 'X' })).toHaveAttribute('href', /hashtags=MarineLife%2CReefID%2COceanConservation/);
    expect(first).not.toBe(second);
  });

  test('copy link copies the public URL and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: catalogue.url });
    const slug = catalogue.seeded.published[3]!;
    await page.goto(`${catalogue.url}/species/${slug}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('toast')).toContainText('Link copied!');
    await expect(page.getByTestId('toast')).toContainText('The link has been copied to your clipboard.');
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${catalogue.url}/species/${slug}`);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 });
  });

  test('an unknown slug shows Species Not Found with a 404 status', async ({ page }) => {
    const response = await page.goto(`${catalogue.url}/species/no-such-species`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Species Not Found' })).toBeVisible();
    await expect(page.getByText("The species you're looking for doesn't exist or has not been published yet.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${catalogue.url}/`);
  });

  test('Discover filters by name or scientific name as you type', async ({ page }) => {
    await page.goto(`${catalogue.url}/discover`);
    await expect(page.getByText(`${catalogue.seeded.published.length} species found`)).toBeVisible();
    const [pair] = catalogue.seeded.pair;
    await page.goto(`${catalogue.url}/species/${pair}`);
    const scientific = (await page.locator('.species-scientific i').textContent())!;
    await searchDiscover(page, scientific.toUpperCase().slice(2, 12));
    await expect(page.getByText(/^\d+ species found$/)).toHaveText(/^[1-9]\d* species found$/);
    const cards = page.locator('[data-discover-grid] .species-card');
    await expect(cards.locator(`a[href="/species/${pair}"]`)).toBeVisible();
    await page.getByLabel('Search species').fill('zzz-nothing-like-this');
    await expect(page.getByText('0 species found')).toBeVisible();
    await expect(cards).toHaveCount(0);
  });

  test('publish: the page goes live and search finds it by its habitat; unpublish: 404 at once and gone from search', async ({ page }) => {
    const target = catalogue.seeded.targets[0]!;
    expect((await page.goto(`${catalogue.url}/species/${target.slug}`))?.status()).toBe(404);

    await catalogue.command(`publish ${target.id}`);
    expect((await page.goto(`${catalogue.url}/species/${target.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await searchDiscover(page, target.habitatWord);
    await expect(fullTextResults(page).filter({ hasText: target.name })).toBeVisible();

    await catalogue.command(`unpublish ${target.id}`);
    expect((await page.goto(`${catalogue.url}/species/${target.slug}`))?.status()).toBe(404);
    await searchDiscover(page, target.habitatWord);
    await expect(page.getByText('0 species found')).toBeVisible();
    await page.waitForTimeout(1000); // the full-text search answers after a short pause in typing
    await expect(fullTextResults(page)).toHaveCount(0);
  });

  test('after the full rebuild, pages and search come from the new build, and unpublishing still takes a page out', async ({ page, request }) => {
    test.setTimeout(120_000);
    const target = catalogue.seeded.targets[0]!;
    await catalogue.command(`publish ${target.id}`);
    await catalogue.command('settle');
    expect(await (await request.get(`${catalogue.url}/discover/search-state.json`)).json()).toEqual({ index: '/pagefind/', recent: null, removed: [] });
    await searchDiscover(page, target.habitatWord);
    await expect(fullTextResults(page).filter({ hasText: target.name })).toBeVisible();
    expect((await page.goto(`${catalogue.url}/species/${target.slug}`))?.status()).toBe(200);

    // Now the page is in the built index itself: Discover leaves it out of the results.
    await catalogue.command(`unpublish ${target.id}`);
    expect((await page.goto(`${catalogue.url}/species/${target.slug}`))?.status()).toBe(404);
    await searchDiscover(page, target.habitatWord);
    await page.waitForTimeout(1000);
    await expect(fullTextResults(page)).toHaveCount(0);
  });

  test('the sitemap lists exactly the published species', async ({ request }) => {
    const xml = await (await request.get(`${catalogue.url}/sitemap.xml`)).text();
    const slugs = [...xml.matchAll(/\/species\/([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(slugs.sort()).toEqual([...catalogue.seeded.published].sort());
  });
});
