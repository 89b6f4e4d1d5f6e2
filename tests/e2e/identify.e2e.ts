import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addPhotos, choosePhoto, photo, registerUser, setScenario, toast } from './support/identify';
import { islandsReady } from './support/pages';
import { expectNoSeriousA11yViolations } from './support/accessibility';

test.beforeEach(() => setScenario('good'));

test('a visitor identifies a photo and starts again', async ({ page }) => {
  await page.goto('/identification');
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'Identify Marine Species' })).toBeVisible();
  await expect(page.getByText('3 free identifications remaining on this device. Create an account to keep your identifications.')).toBeVisible();

  await choosePhoto(page, await photo(1));
  const result = page.getByTestId('result-display');
  await expect(result).toBeVisible();
  await expect(result.getByText(/^Identified on /)).toBeVisible();
  await expect(result.getByRole('heading', { name: 'DESCRIPTION' })).toBeVisible();
  await expect(result.getByRole('link', { name: 'Confirm with Google Images' })).toBeVisible();
  await expect(result.getByLabel('Ranked candidates')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a visitor's result");
  const image = result.locator('img').first();
  await expect(image).toHaveAttribute('src', /^\/uploads\/identifications\/.+\.jpg$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Visitors have nothing saved to accept or trash.
  await expect(page.getByText('SAVE THIS IDENTIFICATION?')).toHaveCount(0);

  await page.getByRole('button', { name: 'Identify Another Species' }).click();
  await expect(page.getByTestId('dropzone')).toBeVisible();
  await expect(result).toHaveCount(0);
});

test('the progress bar rises while the model works, then the result replaces it', async ({ page }) => {
  await setScenario('slow', 1_500); // below the server's 5 s timeout: a slow but successful answer
  await page.goto('/identification');
  await islandsReady(page);
  await choosePhoto(page, await photo(2));
  const bar = page.getByRole('progressbar', { name: 'Identification progress' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(30);
  await expect(page.getByTestId('result-display')).toBeVisible({ timeout: 15_000 });
  await expect(bar).toHaveCount(0);
});

test('the browser refuses non-images and files over 60 MB before uploading, once, beside the drop zone', async ({ page }) => {
  await page.goto('/identification');
  await islandsReady(page);
  await addPhotos(page, { buffer: Buffer.from('just some text'), name: 'notes.txt', mimeType: 'text/plain' });
  await expect(page.getByRole('alert')).toHaveText('Invalid file type: Please upload an image file.');
  // Playwright hands over at most 50 MB from memory: the 60 MB photo goes as a file.
  const huge = test.info().outputPath('huge.jpg');
  await writeFile(huge, Buffer.alloc(60 * 1024 * 1024 + 1));
  await page.getByTestId('library-input').setInputFiles(huge);
  await expect(page.getByRole('alert')).toHaveText('File too large: Please choose a photo smaller than 60 MB.');
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByTestId('chosen-photo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Identify', exact: true })).toHaveCount(0);
});

test('a signed-in user identifies, accepts, and sees the remaining free count', async ({ page }) => {
  await page.goto('/identification');
  await registerUser(page);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByText('3 free identifications remaining. Upgrade to premium for unlimited identifications.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');

  // The photo first: nothing about the catalogue is asked before it.
  const dropzone = (await page.getByTestId('dropzone').boundingBox())!;
  expect(dropzone.y).toBeLessThan((await page.getByText('Add where and when').boundingBox())!.y);
  await expect(page.getByLabel('Public catalogue')).toHaveCount(0);

  await choosePhoto(page, await photo(3));
  await expect(page.getByText('SAVE THIS IDENTIFICATION?')).toBeVisible();
  // The catalogue choice follows the result's Accept button, as an offer.
  const offer = page.getByRole('region', { name: 'Offer this photo to the catalogue' });
  await expect(offer.getByLabel('Public catalogue')).toBeVisible();
  expect(
    await page.getByRole('button', { name: 'Save to my logbook' }).evaluate((accept) => {
      const panel = document.querySelector('.consent-panel')!;
      return !!(accept.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
  ).toBe(true);
  await expect(page.getByText(/^2 free identifications remaining/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a signed-in result with its Accept and Trash bar');
  await page.getByRole('button', { name: 'Save to my logbook' }).click();
  await expect(toast(page)).toContainText('Saved to your logbook');
  await expect(page.getByText('This identification is saved in your logbook')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to my logbook' })).toHaveCount(0);
});

test('a signed-in user trashes a result and lands on the history', async ({ page }) => {
  await page.goto('/identification');
  await registerUser(page);
  await page.reload();
  await islandsReady(page);
  await choosePhoto(page, await photo(4));
  await page.getByRole('button', { name: 'Trash this' }).click();
  await expect(toast(page)).toContainText('Moved to trash');
  await expect(toast(page)).toContainText('It will be deleted in 30 days.');
  await page.waitForURL('**/history');
  await expect(page.getByRole('heading', { name: 'No identifications yet' })).toBeVisible();
});

test('?id= shows an existing identification', async ({ page }) => {
  await page.goto('/identification');
  await registerUser(page);
  await page.reload();
  await islandsReady(page);
  await choosePhoto(page, await photo(5));
  const name = await page.getByTestId('result-display').getByRole('heading', { level: 2 }).textContent();
  const list = await (await page.request.get('/api/identifications')).json();
  await page.goto(`/identification?id=${list[0].id}`);
  await expect(page.getByTestId('result-display').getByRole('heading', { level: 2 })).toHaveText(name!);
});
