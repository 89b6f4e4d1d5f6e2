import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { identifyViaApi, makePremium, registerUser, setScenario } from './support/identify';
import { islandsReady } from './support/pages';
import { parseCsv } from '../../api/test-support/csv';

test.beforeEach(() => setScenario('good'));

async function identifyDistinct(page: Page, wanted: number) {
  const made: Array<{ id: number; speciesName: string; scientificName: string; conservationStatus: string }> = [];
  for (let seed = 20; new Set(made.map((item) => item.speciesName)).size < wanted && seed < 60; seed++) {
    made.push(await identifyViaApi(page, seed));
  }
  return made;
}

test('history cards link to the detail page; a visitor\'s identifications move to the new account', async ({ page }) => {
  await page.goto('/identification');
  const made = await identifyViaApi(page, 30); // as a visitor, before registering
  await registerUser(page);
  await page.goto('/history');
  await islandsReady(page);
  const card = page.getByTestId('history-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('href', `/identifications/${made.id}`);
  const description = await card.locator('.history-description').textContent();
  expect(description!.length).toBeLessThanOrEqual(123);
  // Free accounts are offered the premium tools, not given them.
  await expect(page.getByText(/Premium members can filter, sort, search and export/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await card.click();
  await page.waitForURL(`**/identifications/${made.id}`);
});

test('premium users filter, sort, search and export their history', async ({ page }) => {
  await page.goto('/');
  const username = await registerUser(page);
  makePremium(username);
  const made = await identifyDistinct(page, 3);
  await page.request.post(`/api/identifications/${made[0]!.id}/accept`, { headers: { origin: new URL(page.url()).origin } });

  await page.goto('/history');
  await islandsReady(page);
  const cards = page.getByTestId('history-card');
  await expect(cards).toHaveCount(made.length);

  // Search by scientific name.
  const target = made[1]!;
  await page.getByLabel('Search').fill(target.scientificName.toUpperCase());
  await expect(cards).toHaveCount(made.filter((item) => item.scientificName === target.scientificName).length);
  await expect(cards.first()).toContainText(target.speciesName);
  await page.getByLabel('Search').fill('');

  // Filter by conservation status, then by saved.
  await page.getByLabel('Conservation status').selectOption(target.conservationStatus);
  await expect(cards).toHaveCount(made.filter((item) => item.conservationStatus === target.conservationStatus).length);
  await page.getByLabel('Conservation status').selectOption('all');
  await page.getByLabel('Saved').selectOption('saved');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('href', `/identifications/${made[0]!.id}`);
  await page.getByLabel('Saved').selectOption('all');

  // Sort by name.
  await page.getByLabel('Sort by').selectOption('name-asc');
  const names = await cards.locator('h2').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  // Export what is shown.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^id,speciesName,scientificName,conservationStatus,accepted/);
  expect(csv.trim().split('\r\n')).toHaveLength(made.length + 1);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const download = await jsonDownload;
  expect(download.suggestedFilename()).toBe('reefid-identifications.json');
  const json = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(json.map((item: { id: number }) => item.id).sort()).toEqual(made.map((item) => item.id).sort());
});

test('every account keeps a life list of the species it saved', async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  const [first] = await identifyDistinct(page, 1);
  const again = await identifyViaApi(page, 20, { observedAt: '2025-02-11' });
  const headers = { origin: new URL(page.url()).origin };
  for (const id of [first!.id, again.id]) expect((await page.request.post(`/api/identifications/${id}/accept`, { headers })).status()).toBe(200);

  await page.goto('/history');
  await islandsReady(page);
  const lifeList = page.getByTestId('life-list');
  await expect(lifeList).toContainText('1 taxon seen, 2 sightings');
  await lifeList.getByText('Life list').click();
  const entries = lifeList.getByTestId('life-list-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(first!.speciesName);
  await expect(entries.first()).toContainText('11 February 2025');
  await expect(entries.first().locator('td').last()).toHaveText('2');
});

test('premium users filter their history by area and dates and export those rows as CSV with Darwin Core columns', async ({ page }) => {
  await page.goto('/');
  const username = await registerUser(page);
  makePremium(username);
  const bonaire = await identifyViaApi(page, 21, { latitude: '12.15', longitude: '-68.27', observedAt: '2025-05-02' });
  const redSea = await identifyViaApi(page, 22, { latitude: '27.2', longitude: '33.9', observedAt: '2025-03-01' });
  const later = await identifyViaApi(page, 23, { latitude: '12.2', longitude: '-68.3', observedAt: '2025-09-09' });
  await identifyViaApi(page, 24);

  await page.goto('/history');
  await islandsReady(page);
  const cards = page.getByTestId('history-card');
  await expect(cards).toHaveCount(4);
  await page.getByLabel('Area').selectOption('Red Sea');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('href', `/identifications/${redSea.id}`);
  await page.getByLabel('Area').selectOption('Caribbean Sea');
  await expect(cards).toHaveCount(2);
  await page.getByLabel('Seen until').fill('2025-05-02');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('href', `/identifications/${bonaire.id}`);
  await page.getByLabel('Seen until').fill('');
  await page.getByLabel('Seen from').fill('2025-05-03');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('href', `/identifications/${later.id}`);
  await page.getByLabel('Seen from').fill('');
  await expect(cards).toHaveCount(2);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const { header, records } = parseCsv(await readFile((await (await csvDownload).path())!, 'utf8'));
  expect(header).toContain('dwc:decimalLongitude');
  expect(header).toContain('dwc:scientificNameID');
  expect(records.map((record) => Number(record.id))).toEqual([later.id, bonaire.id]);
  expect(records[1]).toMatchObject({ 'dwc:decimalLatitude': '12.15', 'dwc:decimalLongitude': '-68.27', 'dwc:eventDate': '2025-05-02' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the premium tools fold behind one Filter button, and the first sighting is on the first screen', async ({ page }) => {
    await page.goto('/');
    makePremium(await registerUser(page));
    // Sightings with a place, so that the map of them is on the page too.
    for (const seed of [61, 62]) await identifyViaApi(page, seed, { latitude: '-16.9', longitude: '145.8' });
    await page.goto('/history');
    await islandsReady(page);
    // The first card's name is on the first screen, not under the tab bar: what is drawn there is the card.
    const name = page.getByTestId('history-card').first().getByRole('heading');
    await expect(name).toBeInViewport();
    expect(await name.evaluate((heading) => {
      const box = heading.getBoundingClientRect();
      return heading.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    })).toBe(true);
    const filter = page.getByRole('button', { name: 'Filter' });
    await expect(filter).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Search')).toBeHidden();
    // A disclosure: the keyboard opens it, and its fields are then there to use.
    await filter.focus();
    await page.keyboard.press('Enter');
    await expect(filter).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Search').fill('zzz-nothing');
    await expect(page.getByText('No identifications match these filters.')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(filter).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Search')).toBeHidden();
  });
});

test('on a laptop the premium tools are open, with no Filter button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  makePremium(await registerUser(page));
  await identifyViaApi(page, 63);
  await page.goto('/history');
  await islandsReady(page);
  await expect(page.getByLabel('Search')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter' })).toBeHidden();
});
