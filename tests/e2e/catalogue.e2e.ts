import { expect, test, type Page } from '@playwright/test';
import { namesKey } from '../../catalogue/discover/discover-index';
import { searchedCards, shownCards } from '../../api/test-support/discover-cards';
import { CatalogueServer } from './support/catalogue-server-control';
import { readSitemap } from '../../api/test-support/sitemap-protocol';
import { watchViolations } from './support/pages';

// A second server with a seeded catalogue, next to the suite's own (empty) one: E2E_PORT + 3, on the site
// folder the suite's server uses. 40 fixture photos make more than 24 species pages, so Discover has a second page.
const catalogue = new CatalogueServer(Number(process.env.E2E_PORT ?? 4399) + 3, { SITE_DIR: process.env.E2E_SITE_DIR ?? './dist/e2e-site', SEED_COUNT: '40' });

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
    const shared = new URL((await page.getByRole('link', { name: 'X' }).getAttribute('href'))!).searchParams.get('text');
    expect(shared).toBe(`Check out ${name} on ReefID`);
    // The best photo first, above the WoRMS card.
    const photoTop = (await page.locator('.rd-summary img').first().boundingBox())!.y;
    const factsTop = (await page.getByRole('heading', { name: 'From the World Register of Marine Species' }).boundingBox())!.y;
    expect(photoTop).toBeLessThan(factsTop);
    expect(first).not.toBe(second);
  });

  test('a species page has the app bar, without React: Sign in for a visitor; History, the bell, the account and the tabs once signed in', async ({ page }) => {
    const slug = catalogue.seeded.published[1]!;
    const bar = page.getByRole('banner');
    const links = bar.getByRole('navigation', { name: 'App' }).getByRole('link');
    await page.goto(`${catalogue.url}/species/${slug}`);
    await expect(bar.getByRole('link', { name: 'ReefID' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(links).toHaveText(['Identify', 'Discover']);
    await expect(links.filter({ hasText: 'Discover' })).toHaveAttribute('aria-current', 'true');
    expect(await page.locator('astro-island').count()).toBe(0);

    const username = `reader${Date.now().toString(36)}`;
    const registered = await page.request.post(`${catalogue.url}/api/register`, {
      data: { username, password: 'secret-pass', email: `${username}@example.com` },
      headers: { origin: catalogue.url },
    });
    expect(registered.status()).toBe(201);
    await page.reload();
    await expect(links).toHaveText(['Identify', 'Discover', 'History', 'Dives']);
    await expect(bar.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await bar.getByRole('button', { name: username }).click();
    const account = bar.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link')).toHaveText(['My Profile', 'My Identifications', 'My Dives', 'My Trips', 'My Subscription']);
    await page.keyboard.press('Tab');
    await expect(account.getByRole('link', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();
    await expect(bar.getByRole('button', { name: username })).toBeFocused();

    // On a phone: the tabs, and the menu button opening the full list from the keyboard.
    await page.setViewportSize({ width: 390, height: 844 });
    const tabs = page.getByRole('navigation', { name: 'Tab bar' });
    await expect(tabs.getByRole('link')).toHaveText(['Identify', 'History', 'Dives', 'Discover', 'Profile']);
    await expect(tabs.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'true');
    const toggle = bar.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
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
    // The genus and the beginning of the epithet (any part of a word is found, see the next test).
    const [genus, epithet] = scientific.split(' ');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await searchDiscover(page, `${genus} ${epithet!.slice(0, 4)}`.toUpperCase());
    // The page's own cards and count stay until the search has its answer: wait for the count to change.
    const count = page.getByText(/^\d+ species found$/);
    await expect(count).not.toHaveText(`${catalogue.seeded.published.length} species found`);
    await expect(count).toHaveText(/^[1-9]\d* species found$/);
    const found = Number((await count.textContent())!.split(' ')[0]);
    const cards = page.locator('[data-discover-grid] .species-card');
    await expect(cards).toHaveCount(Math.min(found, 24));
    await expect(cards.locator(`a[href="/species/${pair}"]`)).toBeVisible();
    // One names file per word and the chunks of the cards shown; never a file of every card.
    expect(requested).toContain(`/discover/names/${namesKey(genus!.toLowerCase())}.json`);
    expect(requested).toContain(`/discover/names/${namesKey(epithet!.slice(0, 4).toLowerCase())}.json`);
    await expect.poll(() => requested.filter((path) => path.startsWith('/discover/cards/')).length).toBeGreaterThan(0);
    expect(requested).not.toContain('/discover/catalogue.json');
    await page.getByLabel('Search species').fill('zzz-nothing-like-this');
    await expect(page.getByText('0 species found')).toBeVisible();
    await expect(cards).toHaveCount(0);
  });

  test('Discover finds any part of a name, and a word no name has asks for no file', async ({ page }) => {
    const [pair] = catalogue.seeded.pair;
    await page.goto(`${catalogue.url}/species/${pair}`);
    const [, epithet] = (await page.locator('.species-scientific i').textContent())!.split(' ');
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    const cards = page.locator('[data-discover-grid] .species-card');
    // The middle of the epithet, not its start.
    await searchDiscover(page, epithet!.slice(2, 7));
    await expect(page.getByText(/^\d+ species found$/)).not.toHaveText(`${catalogue.seeded.published.length} species found`);
    await expect(cards.locator(`a[href="/species/${pair}"]`)).toBeVisible();
    await page.getByLabel('Search species').fill('qqxz wwyy');
    await expect(page.getByText('0 species found')).toBeVisible();
    // The full-text search has answered too: every file it asked for is in `missing` by now.
    await page.locator('[data-discover-fulltext][data-searched="qqxz wwyy"]').waitFor({ state: 'attached' });
    expect(missing).toEqual([]);
  });

  const discoverCards = (page: Page) => page.locator('[data-discover-grid] > .species-card');
  const cardNames = (page: Page) => discoverCards(page).locator('[data-card-name]').allTextContents();
  /** The site's files as the page's browser gets them. */
  const site = (page: Page) => async (path: string) => {
    const response = await page.request.get(`${catalogue.url}${path}`);
    return new Response(await response.text(), { status: response.status() });
  };
  const publishedCards = (page: Page) => shownCards(site(page));

  test('Discover shows 24 cards with photo, names, status and photo count; Show more loads the rest', async ({ page }) => {
    const total = catalogue.seeded.published.length;
    expect(total).toBeGreaterThan(24);
    await page.goto(`${catalogue.url}/discover`);
    await expect(page.getByText(`${total} species found`)).toBeVisible();
    await expect(discoverCards(page)).toHaveCount(24);
    const first = discoverCards(page).first();
    await expect(first.locator('picture img')).toHaveAttribute('src', /^\/uploads\/fixtures\/photo-\d+\.jpg$/);
    await expect(first.locator('picture img')).toHaveAttribute('loading', 'eager');
    await expect(discoverCards(page).nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
    expect(await first.locator('picture img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(first.locator('.rd-badge')).toBeVisible();
    await expect(first.locator('[data-card-photos]')).toHaveText(/^\d+ photos?$/);
    await expect(page.locator('[data-discover-grid] a[href="/species/' + catalogue.seeded.pair[0] + '"]')).toContainText('2 photos');

    await page.getByRole('button', { name: 'Show more species' }).click();
    await expect(discoverCards(page)).toHaveCount(Math.min(total, 48));
    await expect(page.getByRole('button', { name: 'Show more species' })).toBeHidden();
    await expect(page.getByText(`${total} species found`)).toBeVisible();
    // The cards made in the browser carry the same parts as the page's own.
    const added = discoverCards(page).nth(24);
    await expect(added.locator('picture img')).toBeVisible();
    await expect(added.locator('[data-card-name]')).not.toBeEmpty();
    await expect(added.locator('[data-card-photos]')).toHaveText(/^\d+ photos?$/);
    expect(await cardNames(page)).toEqual((await publishedCards(page)).slice(0, 48).map((card) => card.name));
  });

  test('Discover filters by group and by IUCN category, with the search; the count is the cards shown; the URL shares it', async ({ page }) => {
    await page.goto(`${catalogue.url}/discover`);
    const cards = await publishedCards(page);
    const fishes = await searchedCards(site(page), { q: '', status: '', group: 'fishes' });
    expect(fishes.length).toBeGreaterThan(2);
    expect(fishes.length).toBeLessThan(cards.length);

    const groups = await page.getByLabel('Group').locator('option').allTextContents();
    expect(groups[0]).toBe('All groups');
    expect(groups).toContain('Fishes');
    const categories = await page.getByLabel('IUCN category').locator('option').allTextContents();
    const redList = ['Extinct', 'Extinct in the Wild', 'Critically Endangered', 'Endangered', 'Vulnerable', 'Near Threatened', 'Least Concern', 'Data Deficient', 'Not Evaluated'];
    expect(categories).toEqual(['All categories', ...redList.filter((status) => cards.some((card) => card.status === status))]);

    await page.getByLabel('Group').selectOption({ label: 'Fishes' });
    await expect(page.getByText(`${fishes.length} species found`)).toBeVisible();
    await expect(discoverCards(page)).toHaveCount(Math.min(fishes.length, 24));
    await expect(page).toHaveURL(`${catalogue.url}/discover?group=fishes`);

    // The most common category among the fishes, then a word of one of those names.
    const statuses = fishes.map((card) => card.status!);
    const status = statuses.sort((a, b) => statuses.filter((s) => s === b).length - statuses.filter((s) => s === a).length)[0]!;
    const byStatus = fishes.filter((card) => card.status === status);
    await page.getByLabel('IUCN category').selectOption({ label: status });
    await expect(page.getByText(`${byStatus.length} species found`)).toBeVisible();
    expect(await cardNames(page)).toEqual(byStatus.slice(0, 24).map((card) => card.name));

    const word = byStatus[0]!.name.split(' ').at(-1)!;
    const statusKey = status.toLowerCase().replace(/ /g, '-');
    // What the index finds (its files are held to the search over whole cards by discover-index.test.ts).
    const expected = await searchedCards(site(page), { q: word, status: statusKey, group: 'fishes' });
    expect(expected.map((card) => card.slug)).toContain(byStatus[0]!.slug);
    await page.getByLabel('Search species').fill(word);
    await expect(page.getByText(`${expected.length} species found`)).toBeVisible();
    expect(await cardNames(page)).toEqual(expected.map((card) => card.name));
    await expect(page).toHaveURL(`${catalogue.url}/discover?q=${encodeURIComponent(word)}&status=${statusKey}&group=fishes`);

    // The shared URL opens the same view.
    await page.goto(`${catalogue.url}/discover?q=${encodeURIComponent(word)}&status=${statusKey}&group=fishes`);
    await expect(page.getByLabel('Search species')).toHaveValue(word);
    await expect(page.getByLabel('IUCN category')).toHaveValue(statusKey);
    await expect(page.getByLabel('Group')).toHaveValue('fishes');
    await expect(page.getByText(`${expected.length} species found`)).toBeVisible();
    await expect(discoverCards(page)).toHaveCount(expected.length);
  });

  test('Discover says when nothing matches, and Clear search and filters shows every species again', async ({ page }) => {
    const total = catalogue.seeded.published.length;
    await page.goto(`${catalogue.url}/discover?group=fishes`);
    await page.getByLabel('Search species').fill('zzz-nothing-like-this');
    await expect(page.getByRole('heading', { name: 'No species match your search' })).toBeVisible();
    await expect(page.getByText('0 species found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Species Published Yet' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show more species' })).toBeHidden();

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByText(`${total} species found`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No species match your search' })).toBeHidden();
    await expect(discoverCards(page)).toHaveCount(24);
    await expect(page.getByRole('button', { name: 'Show more species' })).toBeVisible();
    await expect(page.getByLabel('Search species')).toBeFocused();
    await expect(page.getByLabel('Group')).toHaveValue('');
    await expect(page).toHaveURL(`${catalogue.url}/discover`);
  });

  test('publish: the page goes live and search finds it by its habitat; unpublish: 404 at once and gone from search', async ({ page }) => {
    // Pages and Pagefind's WebAssembly search run under the Content-Security-Policy without a refusal.
    const violations = watchViolations(page);
    const target = catalogue.seeded.targets[0]!;
    expect((await page.goto(`${catalogue.url}/species/${target.slug}`))?.status()).toBe(404);

    await catalogue.command(`publish ${target.id}`);
    expect((await page.goto(`${catalogue.url}/species/${target.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    // Discover's lists and search follow right after the call.
    await catalogue.command('listed');
    await searchDiscover(page, target.habitatWord);
    await expect(fullTextResults(page).filter({ hasText: target.name })).toBeVisible();

    await catalogue.command(`unpublish ${target.id}`);
    expect((await page.goto(`${catalogue.url}/species/${target.slug}`))?.status()).toBe(404);
    await catalogue.command('listed');
    await searchDiscover(page, target.habitatWord);
    await expect(page.getByText('0 species found')).toBeVisible();
    await page.waitForTimeout(1000); // the full-text search answers after a short pause in typing
    await expect(fullTextResults(page)).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test('after the full rebuild, pages and search come from the new build, and unpublishing still takes a page out', async ({ page, request }) => {
    // The full rebuild writes every page in five languages and their indexes: 24 s on a quiet machine, and past two
    // minutes once, with CI's other suites on the same two cores.
    test.setTimeout(300_000);
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
    await catalogue.command('listed');
    await searchDiscover(page, target.habitatWord);
    await page.waitForTimeout(1000);
    await expect(fullTextResults(page)).toHaveCount(0);
  });

  test('the sitemap lists exactly the published species', async ({ request }) => {
    // Read from its index as a search engine does; each file's URLs name the server's PUBLIC_URL.
    const read = async (url: string) => {
      const response = await request.get(`${catalogue.url}${new URL(url).pathname}`);
      return response.ok() ? response.text() : null;
    };
    const index = await (await request.get(`${catalogue.url}/sitemap.xml`)).text();
    const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(index)![1]!).origin;
    const { urls, problems } = await readSitemap(`${origin}/sitemap.xml`, read);
    expect(problems).toEqual([]);
    const slugs = urls.filter((url) => url.includes('/species/')).map((url) => url.split('/species/')[1]);
    expect(slugs.sort()).toEqual([...catalogue.seeded.published].sort());
  });
});
