import { expect, test } from '@playwright/test';
import { choosePhoto, photo, setScenario, setWormsScenario } from './support/identify';
import { islandsReady } from './support/pages';

test.beforeEach(() => setScenario('good'));
test.afterEach(() => setWormsScenario('good'));

async function identify(page: import('@playwright/test').Page, seed: number) {
  await page.goto('/identification');
  await islandsReady(page);
  await choosePhoto(page, await photo(seed));
  const result = page.getByTestId('result-display');
  await expect(result.getByRole('heading', { name: 'DESCRIPTION' })).toBeVisible();
  return result;
}

test('the result says the name was checked against WoRMS and links to its page', async ({ page }) => {
  const result = await identify(page, 11);
  const worms = result.getByRole('link', { name: /in WoRMS/ });
  await expect(worms).toBeVisible();
  await expect(worms).toHaveAttribute('href', /^https:\/\/www\.marinespecies\.org\/aphia\.php\?p=taxdetails&id=\d+$/);
  await expect(result.getByText(/IUCN Red List, (assessed \d{4}, )?via WoRMS|Unverified estimate/)).toBeVisible();
});

test('a name WoRMS does not know says so', async ({ page }) => {
  await setScenario('unknown-species');
  const result = await identify(page, 12);
  await expect(result.getByText('Name not found in WoRMS')).toBeVisible();
});

test('with WoRMS down the identification still succeeds, marked "Not yet checked"', async ({ page }) => {
  await setScenario('unknown-species'); // a name no cache has seen, so WoRMS must be asked
  await setWormsScenario('500');
  const result = await identify(page, 13);
  await expect(result.getByText('Not yet checked')).toBeVisible();
  await expect(result.getByText('Unverified estimate')).toBeVisible();
});

test('a freshwater fish gets a note that it may not be sea life', async ({ page }) => {
  await setScenario('freshwater');
  const result = await identify(page, 14);
  await expect(result.getByRole('note').filter({ hasText: 'fresh water or on land' })).toBeVisible();
});
