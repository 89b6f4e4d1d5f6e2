import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { identifyViaApi, registerUser, setScenario, toast } from './support/identify';
import { open } from './support/pages';

test.beforeEach(() => setScenario('good'));

test('Your data: download a ZIP of the account, then delete the account with the password', async ({ page }) => {
  await page.goto('/');
  const username = await registerUser(page, 'leaver');
  const identification = await identifyViaApi(page, 41);
  await open(page, '/profile');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^reefid-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files).sort()).toEqual(['account.json', 'identifications.csv', 'identifications.json', `images/${identification.id}.jpg`]);
  expect(JSON.parse(new TextDecoder().decode(files['identifications.json']))[0]).toMatchObject({ id: identification.id, speciesName: identification.speciesName });

  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Your password').fill('not-my-password');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByText('The password is incorrect. Your account was not deleted.')).toBeVisible();

  await form.getByLabel('Your password').fill('secret-pass');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL('/');
  await expect(toast(page)).toContainText('Account deleted');
  expect((await page.request.get('/api/user')).status()).toBe(401);
  expect((await page.request.get(identification.imageUrl)).status()).toBe(404);
  const login = await page.request.post('/api/login', {
    data: { username, password: 'secret-pass' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(login.status()).toBe(401);
});
