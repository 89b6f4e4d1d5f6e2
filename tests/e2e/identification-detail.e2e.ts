import { expect, test } from '@playwright/test';
import { identifyViaApi, registerUser, setScenario, toast } from './support/identify';
import { islandsReady } from './support/pages';

test.beforeEach(() => setScenario('good'));

test('the detail page: back link, save prompt, share panel with copy link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await registerUser(page);
  const identification = await identifyViaApi(page, 11);
  await page.goto(`/identifications/${identification.id}`);
  await islandsReady(page);
  await expect(page.getByRole('link', { name: /Back to My Identifications/ })).toHaveAttribute('href', '/history');
  await expect(page.getByRole('heading', { level: 1, name: identification.speciesName })).toBeVisible();
  await expect(page.getByText('SAVE THIS IDENTIFICATION?')).toBeVisible();
  // Delete is the page's last control, a quiet one.
  await expect(page.locator('.detail').locator('a[href], button, select, input').last()).toHaveText('Delete This Identification');

  // Not in the catalogue: the owner first makes an unlisted link, which the share panel then carries.
  await page.getByRole('button', { name: 'Create share link' }).click();
  const share = page.getByRole('region', { name: 'Share this identification' });
  for (const network of ['Facebook', 'X', 'WhatsApp', 'LinkedIn', 'E-mail']) {
    await expect(share.getByRole('link', { name: network, exact: true })).toBeVisible();
  }
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page)).toContainText('Link copied!');
  await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/shared\/[\w-]{22}$/);
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4_000 });

  await page.getByRole('button', { name: 'Accept to My Database' }).click();
  await expect(page.getByText('This identification has been saved to your database')).toBeVisible();
});

test('trash from the detail page says "removed from your database" and goes to the history', async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  const identification = await identifyViaApi(page, 12);
  await page.goto(`/identifications/${identification.id}`);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Trash this' }).click();
  await expect(toast(page)).toContainText('This identification has been removed from your database.');
  await page.waitForURL('**/history');
});

test('delete asks first, then removes the identification and its photo', async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  const identification = await identifyViaApi(page, 13);
  await page.goto(`/identifications/${identification.id}`);
  await islandsReady(page);

  await page.getByRole('button', { name: 'Delete This Identification' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure? This action cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete This Identification' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Identification deleted');
  await page.waitForURL('**/history');
  expect((await page.request.get(identification.imageUrl)).status()).toBe(404);
  expect((await page.request.get(`/api/identifications/${identification.id}`)).status()).toBe(404);
});

test("another user's identification shows the error state", async ({ page, browser }) => {
  await page.goto('/');
  await registerUser(page, 'owner');
  const identification = await identifyViaApi(page, 14);

  const other = await browser.newPage();
  await other.goto('/');
  await registerUser(other, 'other');
  await other.goto(`/identifications/${identification.id}`);
  await expect(other.getByRole('heading', { name: 'Failed to load identification' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Back to My Identifications' })).toHaveAttribute('href', '/history');
  await expect(other.getByRole('link', { name: 'Identify a species' })).toHaveAttribute('href', '/identification');
  await other.close();
});

test('without a session the detail page sends the visitor to sign in', async ({ page }) => {
  // The redirect may start before the page's load event: wait only for the first response.
  await page.goto('/identifications/1', { waitUntil: 'commit' });
  await page.waitForURL('**/auth');
});
