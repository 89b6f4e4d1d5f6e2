import { expect, test, type Page } from '@playwright/test';
import { FAKE_TILES_URL } from './support/env';
import { addPhotos, identifyViaApi, openOwnIdentification, photo, registerUser, setScenario } from './support/identify';
import { islandsReady, watchViolations } from './support/pages';

test.beforeEach(() => setScenario('good'));

/** How many tiles the fake tile server has served. */
async function tilesServed(): Promise<number> {
  return (await (await fetch(`${FAKE_TILES_URL}/__requests`)).json()).count;
}

/** A map once Leaflet has drawn it. */
async function shownMap(page: Page, name: string) {
  const map = page.getByRole('region', { name, exact: true });
  await expect(map).toHaveAttribute('data-state', 'shown');
  return map;
}

test('the history map shows each located identification as a named marker over tiles from the tile server, with the credit', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/');
  await registerUser(page);
  const located = await identifyViaApi(page, 41, { latitude: '-16.92', longitude: '145.77', observedAt: '2025-06-14' });
  await identifyViaApi(page, 42); // no place: no marker
  const before = await tilesServed();

  await page.goto('/history');
  await islandsReady(page);
  const map = await shownMap(page, 'Map of your sightings');
  await expect(map.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
  await expect(map.locator('.leaflet-control-attribution a', { hasText: '© OpenStreetMap contributors' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  const markers = map.locator('.map-sighting');
  await expect(markers).toHaveCount(1);
  const marker = map.getByRole('link', { name: `${located.speciesName}, 14 June 2025` });
  await expect(marker).toHaveAttribute('href', `/identifications/${located.id}`);
  await expect(map.getByText(`${located.speciesName}, 14 June 2025`)).toBeVisible();
  // The tiles came from the tile server the API named, and the page's CSP let them in.
  await expect.poll(tilesServed).toBeGreaterThan(before);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(violations).toEqual([]);

  await marker.click();
  await page.waitForURL(`**/identifications/${located.id}`);
});

test('on the identify screen, a pin placed on the map is sent with the upload and the result shows it', async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  await page.goto('/identification');
  await islandsReady(page);
  await page.getByText('Add where and when').click();
  const map = await shownMap(page, 'Map: click or tap to pin where the photo was taken');
  await map.click({ position: { x: 260, y: 120 } });
  const where = page.getByTestId('where-value');
  await expect(where).not.toContainText('No place given');
  const pinned = (await where.textContent())!;
  await page.locator('input[name=observedDate]').fill('2025-03-02');

  await addPhotos(page, { buffer: await photo(43) });
  await expect(page.getByRole('img', { name: 'Photo 1: reef.jpg' })).toBeVisible();
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/identify');
  await page.getByRole('button', { name: 'Identify', exact: true }).click();
  // The server kept the place and the date the form sent as the user's (the photo itself carries neither).
  const saved = await (await answered).json();
  expect(saved.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number), source: 'user' });
  expect(saved.observedAt).toBe('2025-03-02');

  await expect(page.getByTestId('where-text')).toContainText(`(${pinned}, as you gave it)`);
  await expect(page.getByTestId('when-text')).toHaveText('On 2 March 2025');
});

test('the owner adds, then clears, where and when on the detail page, and both stay after a reload', async ({ page }) => {
  const made = await openOwnIdentification(page, 44);
  const where = page.getByTestId('where-text');
  await expect(where).toHaveText('No place given.');
  await page.getByRole('button', { name: 'Add where and when' }).click();
  const map = await shownMap(page, 'Map: click or tap to pin where the photo was taken');
  await map.click({ position: { x: 200, y: 160 } });
  await expect(page.getByTestId('where-value')).not.toContainText('No place given');
  const pinned = (await page.getByTestId('where-value').textContent())!;
  await page.locator('input[name=observedDate]').fill('2024-11-05');
  await page.locator('input[name=observedTime]').fill('14:30');
  await page.getByRole('button', { name: 'Save where and when' }).click();
  await expect(where).toContainText(`(${pinned}, as you gave it)`);

  await page.reload();
  await islandsReady(page);
  await expect(where).toContainText(`(${pinned}, as you gave it)`);
  await expect(page.getByTestId('when-text')).toHaveText('On 5 November 2024, 14:30');
  await expect(await shownMap(page, 'Map of where the photo was taken')).toBeVisible();
  const stored = await (await page.request.get(`/api/identifications/${made.id}`)).json();
  expect(stored.location.source).toBe('user');
  expect(stored.observedAt).toBe('2024-11-05T14:30');

  await page.getByRole('button', { name: 'Clear where and when' }).click();
  await expect(where).toHaveText('No place given.');
  await page.reload();
  await islandsReady(page);
  await expect(where).toHaveText('No place given.');
  await expect(page.getByTestId('when-text')).toHaveText('No date given.');
});
