import { expect, test } from '@playwright/test';
import { open, registerByApi } from './support/pages';

test('a visitor without a session is sent from /history to /auth, to come back once signed in', async ({ page }) => {
  // The redirect may start before the page's load event: wait only for the first response.
  await page.goto('/history', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/auth?next=%2Fhistory');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('a visitor without a session is sent from /profile to /auth', async ({ page }) => {
  // The redirect may start before the page's load event: wait only for the first response.
  await page.goto('/profile', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/auth?next=%2Fprofile');
});

test('a signed-in visitor opening /auth is sent to History', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/history');
});

test('a signed-in non-admin opening /admin is sent to /', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/admin', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/');
});

test('/profile has the compact app bar, no footer, and its own breadcrumb', async ({ page }) => {
  const user = await registerByApi(page);
  await open(page, '/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${user.username}`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'App' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
});
