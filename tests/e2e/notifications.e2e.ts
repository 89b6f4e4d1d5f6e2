import { expect, test } from '@playwright/test';
import { runSql } from './support/database';
import { identifyViaApi } from './support/identify';
import { open, registerByApi } from './support/pages';

test("a notification waits under the bell; opening it shows the link and marks it read", async ({ page }) => {
  await registerByApi(page);
  const { id } = await (await page.request.get('/api/user')).json();
  // Nothing in the product sends a notification on demand: one is written as the reviews would write it.
  runSql(
    `INSERT INTO notifications (user_id, kind, text, link, created_at) VALUES (${Number(id)}, 'reviewed', 'An expert reviewed your Clownfish', '/identifications/12', ${Date.now()})`,
  );
  await open(page, '/history');
  const bar = page.getByRole('banner');
  const bell = bar.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();

  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: /An expert reviewed your Clownfish/ })).toHaveAttribute('href', '/identifications/12');
  await expect(bar.getByRole('button', { name: 'Notifications', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

  // Read on the server too: the next page counts none.
  await open(page, '/profile');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the catalogue pages, without React, count the unread notifications on their bell and list them', async ({ page }) => {
  await registerByApi(page);
  const { id } = await (await page.request.get('/api/user')).json();
  runSql(
    `INSERT INTO notifications (user_id, kind, text, link, created_at) VALUES (${Number(id)}, 'published', 'Your photo of a Clownfish is now in the public catalogue.', '/species/clownfish', ${Date.now()})`,
  );
  await page.goto('/discover');
  expect(await page.locator('astro-island').count()).toBe(0);
  const bar = page.getByRole('banner');
  const bell = bar.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: /Your photo of a Clownfish/ })).toHaveAttribute('href', '/species/clownfish');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Read once listed: the next page counts none.
  await page.reload();
  await expect(bar.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the panel stays within the screen's margins, and a notification names its sighting with a photo", async ({ page }) => {
    await registerByApi(page);
    const { id: userId } = await (await page.request.get('/api/user')).json();
    const sighting = await identifyViaApi(page, 30);
    runSql(
      `INSERT INTO notifications (user_id, kind, text, link, created_at) VALUES (${Number(userId)}, 'verified', 'Experts verified your sighting.', '/identifications/${Number(sighting.id)}', ${Date.now()})`,
    );
    // The React bar (History) and the catalogue's bar without React (Discover) alike.
    for (const path of ['/history', '/discover']) {
      await open(page, path);
      await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('region', { name: 'Notifications' });
      const link = panel.getByRole('link', { name: /Experts verified your sighting/ });
      await expect(link).toContainText(sighting.speciesName);
      const photo = link.locator('img');
      await expect(photo).toHaveAttribute('src', sighting.imageUrl);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // 1rem from either edge, as the phone's menu is.
      const box = (await panel.boundingBox())!;
      expect(Math.abs(box.x - 16)).toBeLessThanOrEqual(1);
      expect(Math.abs(390 - (box.x + box.width) - 16)).toBeLessThanOrEqual(1);
      await page.keyboard.press('Escape');
    }
  });
});
