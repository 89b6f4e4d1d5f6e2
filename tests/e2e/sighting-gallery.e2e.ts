import { expect, test } from '@playwright/test';
import { runSql } from './support/database';
import { identifyViaApi, registerUser, setScenario, toast } from './support/identify';
import { islandsReady } from './support/pages';
import { expectNoSeriousA11yViolations } from './support/accessibility';

test.beforeEach(() => setScenario('good'));

/** Makes identification `id` a sighting of two photos: its own, then the photo of `other` (the same owner's). */
function giveSecondPhoto(id: number, other: number): void {
  runSql(
    `INSERT INTO identification_photos (identification_id, position, image_url, image_high_res_url, width, height)
     SELECT id, 0, image_url, coalesce(image_high_res_url, image_url), 480, 360 FROM species_identifications
     WHERE id = ${id} AND NOT EXISTS (SELECT 1 FROM identification_photos WHERE identification_id = ${id})`,
  );
  runSql(
    `INSERT INTO identification_photos (identification_id, position, image_url, image_high_res_url, width, height)
     SELECT ${id}, 1, image_url, coalesce(image_high_res_url, image_url), 480, 360 FROM species_identifications WHERE id = ${other}`,
  );
}

test('a sighting of two photos: the gallery steps from the keyboard, and the owner makes the second the cover', async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  const sighting = await identifyViaApi(page, 21);
  const other = await identifyViaApi(page, 22);
  giveSecondPhoto(sighting.id, other.id);

  await page.goto(`/identifications/${sighting.id}`);
  await islandsReady(page);
  const gallery = page.locator('.rd-gallery');
  const shown = gallery.locator('figure:not([hidden]) img');
  await expect(gallery.getByText('Photo 1 of 2')).toBeVisible();
  await expect(shown).toHaveAttribute('src', sighting.imageUrl);
  await expect(gallery.getByText('This photo is the cover')).toBeVisible();

  const next = page.getByRole('button', { name: 'Next photo' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(gallery.getByText('Photo 2 of 2')).toBeVisible();
  await expect(shown).toHaveAttribute('src', other.imageUrl);
  // At the end, next says it can go no further and keeps the focus.
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'a sighting of two photos');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Make this the cover' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Cover changed');
  await expect(gallery.getByText('Photo 1 of 2')).toBeVisible();
  await expect(shown).toHaveAttribute('src', other.imageUrl);

  // The history shows the new cover, and how many photos the sighting has.
  await page.goto('/history');
  await islandsReady(page);
  const card = page.getByTestId('history-card').and(page.locator(`[href="/identifications/${sighting.id}"]`));
  await expect(card.getByText('2 photos')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', other.imageUrl);
});
