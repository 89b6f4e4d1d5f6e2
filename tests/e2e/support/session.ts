import { expect, type Page } from '@playwright/test';
import { verifyEmail } from './mail';

/**
 * Registers through the API with a unique name; the page's browser context keeps the session cookie. `verified`
 * follows the link of the verification e-mail, as the trial and lifetime checkouts need.
 */
export async function signUp(page: Page, baseURL: string, prefix: string, options: { verified?: boolean } = {}): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}`;
  const response = await page.request.post('/api/register', {
    data: { username, password: 'secret-pass', email: `${username}@example.com` },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (options.verified) await verifyEmail(page, `${username}@example.com`);
  return username;
}

/** Waits until every island of the page is hydrated, so clicks reach React. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
