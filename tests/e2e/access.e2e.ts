import { expect, test } from '@playwright/test';
import { open, registerByApi } from './support';

test('a visitor without a session is sent from /history to /auth', async ({ page }) => {
  await page.goto('/history');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('a visitor without a session is sent from /profile to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth');
});

test('a signed-in visitor opening /auth is sent to /', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/auth');
  await expect(page).toHaveURL('/');
});

test('a signed-in non-admin opening /admin is sent to /', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
});

test('/profile has no top bar or footer, but its own breadcrumb', async ({ page }) => {
  const user = await registerByApi(page);
  await open(page, '/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${user.username}`)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
});
