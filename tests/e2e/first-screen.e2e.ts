import { expect, test, type Locator, type Page } from '@playwright/test';
import { choosePhoto, photo, registerUser, setScenario } from './support/identify';
import { islandsReady } from './support/pages';

/** The result's first screen must hold the decision: checked without scrolling, on a phone and on a laptop. */
const SCREENS = [
  { name: 'a 390×844 phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'a 1366×768 laptop', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
];

async function withinFirstScreen(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const { height } = page.viewportSize()!;
  expect(box, 'on the page').not.toBeNull();
  expect(box!.y, 'below the top of the window').toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'above the bottom of the window').toBeLessThanOrEqual(height);
}

test.beforeEach(() => setScenario('good'));

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test('the name, its check, the photo, how sure it is, and Accept are on the first screen of a result', async ({ page }) => {
      await registerUser(page);
      await page.goto('/identification');
      await islandsReady(page);
      await choosePhoto(page, await photo(3));
      const result = page.getByTestId('result-display');
      await expect(result).toBeVisible();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      // Nothing widens the page past the window (a phone would zoom out and push the decision below the fold).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);
      await withinFirstScreen(page, result.locator('.rd-name'));
      await withinFirstScreen(page, result.locator('.rd-worms'));
      await withinFirstScreen(page, result.locator('.rd-badge'));
      await withinFirstScreen(page, result.locator('.rd-sureness'));
      await withinFirstScreen(page, result.getByRole('button', { name: 'Save to my logbook' }));
      const photoBox = await result.locator('.rd-summary img').boundingBox();
      expect(photoBox!.y).toBeLessThan(page.viewportSize()!.height - 100);
    });
  });
}
