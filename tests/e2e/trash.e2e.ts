import { expect, test } from '@playwright/test';
import { choosePhoto, identifyViaApi, photo, registerUser, toast } from './support/identify';
import { islandsReady } from './support/pages';
import { expectNoSeriousA11yViolations } from './support/accessibility';

test('a sighting trashed from its result is restored with Undo in the toast, on the history it lands on', async ({ page }) => {
  await page.goto('/identification');
  await registerUser(page);
  await page.reload();
  await islandsReady(page);
  await choosePhoto(page, await photo(71));
  await page.getByRole('button', { name: 'Trash this' }).click();
  await page.waitForURL('**/history');
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'No identifications yet' })).toBeVisible();
  // The toast is a live region, and its Undo a button the keyboard reaches.
  await expect(page.getByRole('status').filter({ has: toast(page) })).toContainText('Moved to trash');
  const undo = toast(page).getByRole('button', { name: 'Undo' });
  // With the focus on it, the toast stays past its 10 seconds while axe reads the page.
  await undo.focus();
  await expectNoSeriousA11yViolations(page, 'the "Moved to trash" toast with Undo');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('It is back in your history.');
  await expect(page.getByTestId('history-card')).toHaveCount(1);
});

test('a sighting trashed from its card is listed in the Trash with the day it is deleted, and Restore brings it back', async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  const kept = await identifyViaApi(page, 72);
  const trashed = await identifyViaApi(page, 73);
  await page.goto('/history');
  await islandsReady(page);
  await expect(page.getByTestId('history-card')).toHaveCount(2);
  const trashedCard = page.locator('.history-item').filter({ has: page.locator(`a[href="/identifications/${trashed.id}"]`) });
  await trashedCard.getByRole('button', { name: /^Trash / }).click();
  await expect(toast(page)).toContainText('Moved to trash');
  await expect(page.getByTestId('history-card')).toHaveCount(1);
  await expect(page.getByTestId('history-card')).toHaveAttribute('href', `/identifications/${kept.id}`);

  await page.getByRole('tab', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/history\?view=trash$/);
  const item = page.getByTestId('trash-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: trashed.speciesName })).toHaveAttribute('href', `/identifications/${trashed.id}`);
  await expect(item).toContainText(/Deleted on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await page.mouse.move(0, 0);
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expectNoSeriousA11yViolations(page, 'the Trash view');

  await item.getByRole('button', { name: `Restore ${trashed.speciesName}` }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await page.getByRole('tab', { name: 'Identifications' }).click();
  await expect(page.getByTestId('history-card')).toHaveCount(2);
  // Opened again, the history keeps it: the server has it back.
  await page.reload();
  await islandsReady(page);
  await expect(page.getByTestId('history-card')).toHaveCount(2);
});
