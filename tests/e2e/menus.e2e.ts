import { expect, test } from '@playwright/test';
import { open, openUserMenu, registerByApi, signIn } from './support/pages';

test('a guest on a marketing page has the one app bar: Identify, Discover and Sign in; the footer has the rest', async ({ page }) => {
  await open(page, '/about');
  const bar = page.getByRole('banner');
  await expect(bar).toHaveCount(1);
  await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  await expect(bar.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
  await expect(bar.getByRole('navigation', { name: 'App' }).getByRole('link')).toHaveText(['Identify', 'Discover']);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
});

test('a signed-in user gets notifications and the account menu, without Admin Dashboard', async ({ page }) => {
  const user = await registerByApi(page);
  await open(page, '/');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await openUserMenu(page, user.username);
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toContainText(user.username);
  await expect(menu).toContainText(user.email);
  await expect(menu.getByRole('menuitem')).toHaveText(['My Profile', 'My Identifications', 'My Dives', 'My Trips', 'My Subscription', 'Log out']);
  await expect(menu.getByRole('menuitem', { name: 'My Identifications' })).toHaveAttribute('href', '/history');
  await expect(menu.getByRole('menuitem', { name: 'My Subscription' })).toHaveAttribute('href', '/subscription');

  // Keyboard: the first item has focus, arrows move, Escape closes and returns to the button.
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Identifications' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(bar.getByRole('button', { name: user.username })).toBeFocused();
});

test('the admin sees Admin Dashboard in the account menu', async ({ page }) => {
  await signIn(page, 'admin', 'admin-password');
  await expect(page).toHaveURL('/history');
  await open(page, '/');
  await openUserMenu(page, 'admin');
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
});

test('the mobile menu mirrors the top bar links and the account choices', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, '/');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('navigation', { name: 'App' })).toBeHidden();
  await bar.getByRole('button', { name: 'Menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link')).toHaveText(['Home', 'Identify', 'Discover', 'Pricing', 'About', 'Sign in', 'Register']);

  const user = await registerByApi(page);
  await open(page, '/');
  await bar.getByRole('button', { name: 'Menu' }).click();
  await expect(mobile).toContainText(user.email);
  await expect(mobile.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(mobile.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await mobile.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/\?logout=\d+$/);
});
