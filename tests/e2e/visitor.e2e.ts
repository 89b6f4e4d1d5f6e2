import { expect, test, type Page } from '@playwright/test';
import { open, registerByApi } from './support/pages';

/** Every request to /api/user, and every console error or script error, from here on. */
function watch(page: Page) {
  const userRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { userRequests, errors };
}

const PAGES = ['/', '/identification', '/pricing', '/about', '/auth'];

test('a visitor’s pages never ask /api/user and log no console error', async ({ page }) => {
  const seen = watch(page);
  for (const path of PAGES) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(seen.userRequests).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('signed in, the page asks who it is; signed out again, it stops asking', async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await registerByApi(page);
  const seen = watch(page);
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  expect(seen.userRequests.length).toBeGreaterThan(0);

  expect((await page.request.post('/api/logout', { headers: { origin } })).status()).toBe(204);
  seen.userRequests.length = 0;
  await open(page, '/pricing');
  await page.waitForLoadState('networkidle');
  expect(seen.userRequests).toEqual([]);
  expect(seen.errors).toEqual([]);
});
