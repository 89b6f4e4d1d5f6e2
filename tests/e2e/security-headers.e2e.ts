import { expect, test } from '@playwright/test';
import { open, registerByApi, watchViolations } from './support/pages';

test('pages run under their Content-Security-Policy: islands hydrate and nothing is refused', async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ['/', '/auth', '/pricing', '/identification', '/about']) {
    const response = await page.goto(path);
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await open(page, path);
  }
  expect(violations).toEqual([]);
});

test('the checkout page loads its card form under its policy', async ({ page }) => {
  const violations = watchViolations(page);
  await registerByApi(page);
  await open(page, '/checkout?plan=monthly');
  await expect(page.getByRole('button', { name: /Pay|Subscribe|Start/ }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
