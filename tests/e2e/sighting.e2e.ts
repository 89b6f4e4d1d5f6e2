import { expect, test, type Page } from '@playwright/test';
import { addPhotos, photo, setScenario } from './support/identify';
import { islandsReady } from './support/pages';
import { expectNoSeriousA11yViolations } from './support/accessibility';

// A sighting is put together before anything is spent: photos chosen wait as thumbnails, each can be cropped or
// removed, and only Identify sends them, as `image` parts of one POST /api/identify.

test.beforeEach(() => setScenario('good'));

/** The size in pixels of the photo the answer shows: the server's copy of what the browser sent. */
async function shownSize(page: Page) {
  const image = page.getByTestId('result-display').locator('img').first();
  await expect(image).toHaveAttribute('src', /^\/uploads\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
}

const identifyRequest = (page: Page) => page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/identify');
const identifyButton = (page: Page) => page.getByRole('button', { name: 'Identify', exact: true });

test('choose two photos, crop one, remove the other, identify: the crop is what is sent, and the answer shows', async ({ page }) => {
  await page.goto('/identification');
  await islandsReady(page);
  await addPhotos(page, { buffer: await photo(70), name: 'wide.jpg' }, { buffer: await photo(71), name: 'close.jpg' });
  await expect(page.getByRole('img', { name: 'Photo 1: wide.jpg' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 2: close.jpg' })).toBeVisible();
  expect(await page.getByRole('img', { name: 'Photo 2: close.jpg' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  await page.getByRole('button', { name: 'Crop photo 2' }).click();
  const frame = page.getByRole('application', { name: 'Crop frame for photo 2' });
  await expect(frame).toBeFocused();
  // Drag the frame's corner up and left by a quarter of the photo: the frame covers three quarters each way.
  await page.locator('.crop-stage').scrollIntoViewIfNeeded();
  const stage = (await page.locator('.crop-stage').boundingBox())!;
  const handle = (await page.locator('.crop-handle-se').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 - stage.width / 4, handle.y + handle.height / 2 - stage.height / 4, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('crop-words')).toHaveText('Crop: 75% wide, 75% high, 0% from the left, 0% from the top');
  // A handle on every corner, each at least 44 px for a finger; the top-left one holds the bottom-right corner still.
  const handles = await page.getByTestId('crop-handle').all();
  expect(handles).toHaveLength(4);
  for (const corner of handles) {
    const box = (await corner.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  const topLeft = (await page.locator('.crop-handle-nw').boundingBox())!;
  await page.mouse.move(topLeft.x + topLeft.width / 2, topLeft.y + topLeft.height / 2);
  await page.mouse.down();
  await page.mouse.move(topLeft.x + topLeft.width / 2 + stage.width / 4, topLeft.y + topLeft.height / 2 + stage.height / 4, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('crop-words')).toHaveText('Crop: 50% wide, 50% high, 25% from the left, 25% from the top');
  await expectNoSeriousA11yViolations(page, 'the crop frame');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Crop photo 2' })).toBeFocused();
  await expect(page.getByTestId('chosen-photo').nth(1).getByText('Cropped')).toBeVisible();

  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByTestId('chosen-photo')).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Photo 1: close.jpg' })).toBeVisible();

  const sent = identifyRequest(page);
  await identifyButton(page).click();
  await sent;
  // The photos are prepared in the browser first (decoded, cropped, encoded): on a busy machine that takes seconds.
  await expect(page.getByTestId('result-display')).toBeVisible({ timeout: 15_000 });
  // Half of the 480×360 photo each way, as the frame was left.
  expect(await shownSize(page)).toEqual({ width: 240, height: 180 });
  await expect(page.getByTestId('chosen-photo')).toHaveCount(0);
});

test('choosing spends nothing: the free count stays until Identify, which spends one for the whole sighting', async ({ page }) => {
  await page.goto('/identification');
  await islandsReady(page);
  await expect(page.getByText(/^3 free identifications remaining on this device/)).toBeVisible();
  let sent = 0;
  page.on('request', (request) => void (request.method() === 'POST' && new URL(request.url()).pathname === '/api/identify' && sent++));
  await addPhotos(page, { buffer: await photo(72) });
  await addPhotos(page, { buffer: await photo(73), name: 'second.jpg' });
  await expect(page.getByTestId('chosen-photo')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(page.getByTestId('chosen-photo')).toHaveCount(1);
  // The server agrees: nothing was spent.
  expect((await (await page.request.get('/api/free-identifications-count')).json()).count).toBe(0);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByText(/^3 free identifications remaining on this device/)).toBeVisible();
  expect(sent).toBe(0);

  await addPhotos(page, { buffer: await photo(74) }, { buffer: await photo(76), name: 'side.jpg' }, { buffer: await photo(77), name: 'fin.jpg' });
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/identify');
  await identifyButton(page).click();
  // Three photos, one sighting: one request, one identification of three photos, one free identification spent.
  expect((await (await answered).json()).photos).toHaveLength(3);
  await expect(page.getByTestId('result-display')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^2 free identifications remaining on this device/)).toBeVisible();
  expect(sent).toBe(1);
});

test('a sixth photo is refused with a message that names it, before anything is sent', async ({ page }) => {
  await page.goto('/identification');
  await islandsReady(page);
  const six = await Promise.all([80, 81, 82, 83, 84, 85].map(async (seed) => ({ buffer: await photo(seed, 64, 48), name: `p${seed}.jpg` })));
  await addPhotos(page, ...six);
  await expect(page.getByTestId('chosen-photo')).toHaveCount(5);
  await expect(page.getByRole('alert')).toHaveText('Five photos at most: A sighting takes up to 5 photos of one animal. p85.jpg was left out. Remove one to add another.');
});

test('the crop works with the keyboard alone', async ({ page }) => {
  await page.goto('/identification');
  await islandsReady(page);
  await addPhotos(page, { buffer: await photo(75) });
  // From the Remove photo 1 button back to Crop photo 1, then into the frame, all by keyboard.
  await page.getByRole('button', { name: 'Remove photo 1' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Crop photo 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  const frame = page.getByRole('application', { name: 'Crop frame for photo 1' });
  await expect(frame).toBeFocused();
  for (const key of ['-', '-', '-', '-', '-', 'ArrowRight', 'ArrowRight', 'ArrowDown', '+']) await page.keyboard.press(key);
  await expect(page.getByTestId('crop-words')).toHaveText('Crop: 60% wide, 60% high, 24% from the left, 22% from the top');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Crop photo 1' })).toBeFocused();
  await expect(frame).toHaveCount(0);

  // Identify with Enter: the crop is what goes.
  await identifyButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('result-display')).toBeVisible({ timeout: 15_000 });
  expect(await shownSize(page)).toEqual({ width: 288, height: 216 });
});
