import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { identifyViaApi, makePremium, registerUser, setScenario } from './identify-support';
import { islandsReady } from './support';

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
