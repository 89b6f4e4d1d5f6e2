import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a 404 status, a sentence for people and the ways on', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("This page doesn't exist. It may have moved.")).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
  const ways = page.getByRole('navigation', { name: 'Where to go from here' }).getByRole('link');
  await expect(ways).toHaveText(['Identify', 'Discover', 'Home']);
  expect(await ways.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/identification', '/discover', '/']);
});
