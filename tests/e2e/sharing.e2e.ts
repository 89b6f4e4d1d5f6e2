import { expect, test } from '@playwright/test';
import { identifyViaApi, registerUser, setScenario, toast } from './support/identify';
import { islandsReady } from './support/pages';

test.beforeEach(() => setScenario('good'));

test('an identification not in the catalogue is shared by an unlisted link, which its owner can revoke', async ({ page, browser }) => {
  await page.goto('/');
  const username = await registerUser(page, 'sharer');
  const identification = await identifyViaApi(page, 31);
  await page.goto(`/identifications/${identification.id}`);
  await islandsReady(page);

  await page.getByRole('button', { name: 'Create share link' }).click();
  const shared = page.getByRole('region', { name: 'Shared link' });
  const link = shared.getByRole('link');
  await expect(link).toHaveText(/\/shared\/[\w-]{22}$/);
  const url = (await link.textContent())!;
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);

  // Someone who was sent the link: a fresh browser, no account.
  const visitor = await browser.newContext();
  const recipient = await visitor.newPage();
  const response = await recipient.goto(url);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(recipient.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(recipient.getByRole('heading', { level: 1, name: identification.speciesName })).toBeVisible();
  await expect(recipient.getByTestId('result-display')).toBeVisible();
  await expect(recipient.getByText('Shared identification · not listed in the public catalogue')).toBeVisible();
  const photo = recipient.getByRole('img', { name: identification.speciesName });
  await expect(photo).toHaveAttribute('src', `${new URL(url).pathname}/photo`);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const html = await recipient.content();
  expect(html).not.toContain(`${username}@example.com`);
  expect(html).not.toContain(username);

  // Sharing again from the detail page gives the same link.
  await page.reload();
  await islandsReady(page);
  await expect(page.getByRole('region', { name: 'Shared link' }).getByRole('link')).toHaveText(url);

  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(toast(page)).toContainText('Link revoked');
  await expect(page.getByRole('button', { name: 'Create share link' })).toBeVisible();

  const gone = await recipient.reload();
  expect(gone!.status()).toBe(404);
  expect((await recipient.request.get(`${url}/photo`)).status()).toBe(404);
  await visitor.close();
});

test('a published identification shares its species page, not an unlisted link', async ({ page, browser, baseURL }) => {
  const owner = await browser.newPage({ baseURL });
  await owner.goto('/');
  await registerUser(owner, 'published');
  // Only a photo its owner offers to the catalogue can be published.
  const identification = await identifyViaApi(owner, 32, { catalogueConsent: 'true' });
  const headers = { origin: new URL(baseURL!).origin };
  const login = await page.request.post('/api/login', { data: { username: 'admin', password: 'admin-password' }, headers });
  expect(login.status()).toBe(200);
  const published = await page.request.post(`/api/admin/identifications/${identification.id}/publish`, { headers });
  expect(published.status()).toBe(200);
  try {
    await owner.goto(`/identifications/${identification.id}`);
    await islandsReady(owner);
    const share = owner.getByRole('region', { name: 'Share this identification' });
    const facebook = decodeURIComponent((await share.getByRole('link', { name: 'Facebook' }).getAttribute('href'))!);
    expect(facebook).toMatch(/\/species\/[\w-]+$/);
    await expect(owner.getByRole('button', { name: 'Create share link' })).toHaveCount(0);
  } finally {
    // Leave the suite's catalogue as found: other files expect it empty.
    expect((await page.request.post(`/api/admin/identifications/${identification.id}/unpublish`, { headers })).status()).toBe(200);
    await owner.close();
  }
});
