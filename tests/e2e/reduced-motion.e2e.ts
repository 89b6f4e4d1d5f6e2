import { expect, test } from '@playwright/test';
import { choosePhoto, photo, setScenario } from './support/identify';
import { open, registerByApi, uniqueName } from './support/pages';

/**
 * With the OS's reduced motion, nothing on the screen moves (decision 085).
 * It slows the fake AI's answer for every test, so it runs one at a time (playwright.config.ts).
 */
test('with reduced motion no animation runs and transitions are instant', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await registerByApi(page, uniqueName('motion'));
  await setScenario('slow', 3000);
  try {
    await open(page, '/identification');
    await expect(page.locator('.spinner')).toHaveCount(0);
    await choosePhoto(page, await photo(5));
    // While the model works, the screen would animate its progress and spinner.
    await expect(page.getByRole('progressbar')).toBeVisible();
    const running = await page.evaluate(() =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().duration ?? 0) > 1).length,
    );
    expect(running, 'running animations').toBe(0);
    const slowTransitions = await page.evaluate(() =>
      [...document.querySelectorAll('*')].filter((element) => parseFloat(getComputedStyle(element).transitionDuration) > 0.01).length,
    );
    expect(slowTransitions, 'elements with a transition').toBe(0);
  } finally {
    await setScenario('good');
  }
  await context.close();
});
