import { expect, test, type Page } from '@playwright/test';
import { verifyEmail } from './mail';

/** A username no other test (or earlier run on the same data) has used. */
export function uniqueName(prefix = 'diver'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Islands hydrate after the HTML shows; clicking before that does nothing. Some keep elements of the static page
 * only until they have hydrated (marked data-hydrating: /auth's card for the other tab).
 */
export async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr], [data-hydrating]')).toHaveCount(0);
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

/**
 * Registers through the API with the page's cookies, so a test can start signed in. `verified` follows the link
 * of the verification e-mail, as the trial and lifetime checkouts need.
 */
export async function registerByApi(page: Page, username = uniqueName(), password = 'secret-pass', options: { verified?: boolean } = {}) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const email = `${username}@example.com`;
  const response = await page.request.post('/api/register', {
    data: { username, password, email },
    headers: { origin },
  });
  expect(response.status()).toBe(201);
  if (options.verified) await verifyEmail(page, email);
  return { username, password, email };
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await open(page, '/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the account menu of the top bar. */
export async function openUserMenu(page: Page, username: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: username }).click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
}

/** Collects what the browser refuses under the page's Content-Security-Policy, and script errors. */
export function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}
