import { expect, test } from '@playwright/test';
import { islandsReady, open, openUserMenu, signIn, uniqueName } from './support/pages';

test('register, log out, log in, edit the profile and change the password', async ({ page }) => {
  const username = uniqueName();
  const toast = page.getByTestId('toast');

  // Register: ?tab=register opens the register tab.
  await open(page, '/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByLabel('Confirm password').fill('secret-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/identification');
  await expect(toast).toContainText('Registration successful');
  await expect(toast).toContainText(`Welcome, ${username}!`);
  await islandsReady(page);
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${username}@example.com` })).toBeVisible();

  // Log out: the browser lands on /?logout={timestamp}, signed out.
  await openUserMenu(page, username);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/\?logout=\d+$/);
  await islandsReady(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Log in again.
  await signIn(page, username, 'secret-pass');
  await expect(page).toHaveURL('/history');
  await expect(toast).toContainText(`Welcome back, ${username}!`);

  // Edit the profile: an unchanged form sends nothing, a changed email is saved.
  await islandsReady(page);
  await openUserMenu(page, username);
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await islandsReady(page);
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(`${username}@example.com`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast).toContainText('No changes to save');
  await email.fill(`${username}@reef.example`);
  await page.getByLabel(/^Website/).fill('https://reef.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast).toContainText('Your profile information has been successfully updated');
  await page.reload();
  await islandsReady(page);
  await expect(page.getByLabel('Email')).toHaveValue(`${username}@reef.example`);
  await expect(page.getByLabel(/^Website/)).toHaveValue('https://reef.example');

  // Change the password: a wrong current password is refused, then the change clears the form.
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('deeper-secret');
  await page.getByLabel('Confirm new password').fill('deeper-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast).toContainText('Error changing password');
  await page.getByLabel('Current password').fill('secret-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast).toContainText('Your password has been successfully changed');
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // Only the new password works now.
  await page.context().clearCookies();
  await signIn(page, username, 'secret-pass');
  await expect(toast).toContainText('Login failed');
  await expect(toast).toContainText('Invalid username or password');
  await expect(page).toHaveURL('/auth');
  await page.getByLabel('Password', { exact: true }).fill('deeper-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/history');
  await expect(toast).toContainText(`Welcome back, ${username}!`);
});

test('the forms show the account rules under the fields', async ({ page }) => {
  await open(page, '/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();

  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page).toHaveURL('/auth?tab=register');
  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByLabel('Confirm password').fill('secret-pasS');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});
