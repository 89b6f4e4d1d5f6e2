import { expect, test } from '@playwright/test';
import { identifyViaApi, openOwnIdentification, registerUser, setScenario, toast } from './support/identify';
import { islandsReady } from './support/pages';
import { expectNoSeriousA11yViolations } from './support/accessibility';

test.beforeEach(() => setScenario('good'));

test('the detail page: back link, save prompt, share panel with copy link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const identification = await openOwnIdentification(page, 11);
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

  await page.getByRole('button', { name: 'Save to my logbook' }).click();
  await expect(page.getByText('This identification is saved in your logbook')).toBeVisible();
});

test('trash from the detail page, then open it from its address and restore it within 30 days', async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  const identification = await identifyViaApi(page, 12);
  const address = `/identifications/${identification.id}`;
  await page.goto(address);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Trash this' }).click();
  await expect(toast(page)).toContainText('Moved to trash');
  await expect(toast(page)).toContainText('It will be deleted in 30 days.');
  await page.waitForURL('**/history');
  await expect(page.getByRole('heading', { name: 'No identifications yet' })).toBeVisible();

  await page.goto(address);
  await islandsReady(page);
  const deletedOn = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric' });
  const notice = page.getByRole('note').filter({ hasText: 'In trash' });
  await expect(notice).toContainText(`In trash — deleted on ${deletedOn}`);
  await expect(page.getByRole('button', { name: 'Trash this' })).toHaveCount(0);
  await notice.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page).filter({ hasText: 'It is back in your history.' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save to my logbook' })).toBeVisible();

  await page.goto('/history');
  await expect(page.getByTestId('history-card')).toHaveAttribute('href', address);
});

test('delete asks first, then removes the identification and its photo', async ({ page }) => {
  const identification = await openOwnIdentification(page, 13);

  await page.getByRole('button', { name: 'Delete This Identification' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure? This action cannot be undone');
  await expectNoSeriousA11yViolations(page, 'the detail page with its delete confirmation open');
  // The keyboard stays in the dialog, and comes back to Delete when it closes.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete This Identification' })).toBeFocused();

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
  await page.waitForURL('**/auth?next=%2Fidentifications%2F1');
});
