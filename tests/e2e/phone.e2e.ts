import { expect, test } from '@playwright/test';
import { choosePhoto, photo, registerUser, setScenario, toast } from './support/identify';
import { islandsReady } from './support/pages';

// Identifying on a phone, at sea: the camera, the photo shown at once, Cancel, and an upload started offline.

// The service worker is part of what these tests check (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.afterEach(() => setScenario('good'));

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the identify page offers the rear camera and the library', async ({ page }) => {
    await page.goto('/identification');
    await islandsReady(page);
    await expect(page.getByRole('button', { name: 'Take a photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose from library' })).toBeVisible();
    await expect(page.getByTestId('camera-input')).toHaveAttribute('capture', 'environment');
    await expect(page.getByText(/Drag and drop/)).toHaveCount(0);
  });
});

test('the chosen photo shows at once with the stage in words, before the answer', async ({ page }) => {
  await setScenario('slow', 3_000);
  await page.goto('/identification');
  await islandsReady(page);
  await choosePhoto(page, await photo(21));
  const preview = page.getByRole('img', { name: 'The photo being identified' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: /Identifying the species|Checking the name/ })).toBeVisible();
  await expect(page.getByTestId('result-display')).toHaveCount(0);
  await expect(page.getByTestId('result-display')).toBeVisible({ timeout: 15_000 });
  // The result is announced, and its heading has the focus.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /^Identified: / })).toHaveCount(1);
  await expect(page.locator('#result-heading')).toBeFocused();
});

test('a cancelled identification costs no free identification', async ({ page }) => {
  await setScenario('slow', 4_000);
  await registerUser(page);
  await page.goto('/identification');
  await islandsReady(page);
  await expect(page.getByText(/^3 free identifications remaining\./)).toBeVisible();
  await choosePhoto(page, await photo(22));
  await expect(page.getByRole('status').filter({ hasText: 'Identifying the species' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page)).toContainText('Identification cancelled');
  await expect(page.getByTestId('dropzone')).toBeVisible();
  // Wait out the model's answer the server no longer waits for, then ask the server again.
  await page.waitForTimeout(500);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByText(/^3 free identifications remaining\./)).toBeVisible();
  expect((await (await page.request.get('/api/free-identifications-count')).json()).count).toBe(0);
});

test('an identification started offline is kept, sent when the connection returns, and its result announced', async ({ page, context }) => {
  await registerUser(page);
  await page.goto('/identification');
  await islandsReady(page);
  await context.setOffline(true);
  await choosePhoto(page, await photo(23));
  await expect(toast(page)).toContainText('Saved: it will be sent when you are back online');
  await expect(page.getByTestId('outbox-waiting')).toContainText('1 identification waiting to be sent');
  await context.setOffline(false);
  const ready = page.getByText(/Your identification of .+ is ready\./);
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
  const history = await (await page.request.get('/api/identifications')).json();
  expect(history).toHaveLength(1);
});
