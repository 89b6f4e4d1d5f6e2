import { expect, test } from '@playwright/test';

// Forms that carry a password or an e-mail are posted, never sent as a query string, even when the page's script
// has not run (a slow phone, a blocked script): a password must never end up in a URL, a log or a history entry.
test('without JavaScript, submitting the login form puts no password in the URL and comes back to the form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Login' });
  await expect(login).toHaveAttribute('method', 'post');
  await login.getByLabel('Username').fill('alice');
  await login.getByLabel('Password').fill('hunter2-secret');
  await login.getByRole('button', { name: /sign in/i }).click();
  await page.waitForLoadState('load');
  expect(page.url()).not.toContain('hunter2');
  expect(requested.filter((url) => url.includes('hunter2') || url.includes('password='))).toEqual([]);
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await context.close();
});
