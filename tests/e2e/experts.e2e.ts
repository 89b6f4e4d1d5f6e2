import { expect, test } from '@playwright/test';
import { identifyViaApi, registerUser, setScenario, toast } from './support/identify';
import { open, registerByApi, uniqueName } from './support/pages';
import { expectNoSeriousA11yViolations } from './support/accessibility';

test.beforeEach(() => setScenario('good'));

test('an admin makes a diver an expert, the owner asks for a review, the expert agrees from the queue, a second expert agrees, and the result is verified', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  // The owner identifies and accepts: their acceptance is no vote.
  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/');
  await registerUser(ownerPage, 'owner');
  const sighting = await identifyViaApi(ownerPage, 31);
  expect((await ownerPage.request.post(`/api/identifications/${sighting.id}/accept`, { headers: { origin } })).status()).toBe(200);
  await open(ownerPage, `/identifications/${sighting.id}`);
  await ownerPage.getByRole('button', { name: 'Ask experts to review' }).click();
  await expect(toast(ownerPage)).toContainText('Experts will look at this sighting.');
  await expect(ownerPage.getByText('Experts can review this sighting')).toBeVisible();

  // The expert-to-be has no queue yet.
  const expert = await browser.newContext({ baseURL });
  const expertPage = await expert.newPage();
  const { username } = await registerByApi(expertPage, uniqueName('expert'));
  await open(expertPage, '/reviews');
  await expect(expertPage.getByRole('heading', { name: 'Reviews are for experts' })).toBeVisible();

  // The admin makes them an expert of every group from the Users tab.
  const login = await page.request.post('/api/login', { data: { username: 'admin', password: 'admin-password' }, headers: { origin } });
  expect(login.status()).toBe(200);
  await open(page, '/admin');
  await expect(page.getByRole('checkbox', { name: 'Experts only' })).toBeVisible();
  // Accounts are listed oldest first: a suite that registered many before this one pages on to it.
  const row = page.getByRole('row').filter({ hasText: `${username}@example.com` });
  const moreUsers = page.getByRole('button', { name: 'Load more' });
  // The first page may still be loading, and the last page has no "Load more": ask again until the row shows.
  await expect(async () => {
    if (await moreUsers.isVisible()) await moreUsers.click();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // The switch shows what the server holds: it turns on once the role is saved.
  await row.getByRole('switch', { name: `Expert: ${username}` }).click();
  await expect(toast(page)).toContainText(`${username} reviews every group.`);
  await expect(row.getByRole('switch', { name: `Expert: ${username}` })).toBeChecked();

  // The expert now finds Reviews in the app bar, and the owner's sighting in the queue.
  await open(expertPage, '/history');
  await expertPage.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Reviews' }).click();
  await expertPage.waitForURL('**/reviews');
  const card = expertPage.getByTestId(`review-${sighting.id}`);
  // Oldest first: sightings other tests offered may come before it, a page or more.
  const loadMore = expertPage.getByRole('button', { name: 'Load more' });
  await expect(async () => {
    if (await loadMore.isVisible()) await loadMore.click();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(card.getByRole('img').first()).toBeVisible();
  await expect(card.getByRole('region', { name: 'Ranked candidates' })).toBeVisible();
  await expectNoSeriousA11yViolations(expertPage, 'the review queue');
  await card.getByRole('button', { name: /^Agree/ }).click();
  await expect(toast(expertPage)).toContainText('Review sent');
  await expect(card).toHaveCount(0);

  // One expert and the owner's acceptance are not enough: the review is listed, the result not yet verified.
  await open(ownerPage, `/identifications/${sighting.id}`);
  await expect(ownerPage.getByRole('list', { name: 'Reviews' })).toContainText(`${username} · Agrees`);
  await expect(ownerPage.getByText('Verified by experts')).toHaveCount(0);

  // A second expert, of another mailbox, agrees: two experts other than the owner verify it.
  const second = await browser.newContext({ baseURL });
  const secondPage = await second.newPage();
  await registerByApi(secondPage, uniqueName('expert'));
  const secondId = ((await (await secondPage.request.get('/api/user')).json()) as { id: number }).id;
  expect((await page.request.post(`/api/admin/users/${secondId}/expert`, { data: { expert: true }, headers: { origin } })).status()).toBe(200);
  const agreed = await secondPage.request.post(`/api/identifications/${sighting.id}/reviews`, { data: { verdict: 'agree' }, headers: { origin } });
  expect(agreed.status()).toBeLessThan(300);
  await open(ownerPage, `/identifications/${sighting.id}`);
  await expect(ownerPage.getByText('Verified by experts')).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'Reviews' })).toContainText(`${username} · Agrees`);

  // The owner's bell says so: the two reviews, and the verification they brought.
  const bar = ownerPage.getByRole('banner');
  await bar.getByRole('button', { name: 'Notifications, 3 unread' }).click();
  const panel = ownerPage.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: /An expert reviewed your sighting/ })).toHaveCount(2);
  await expect(panel.getByRole('link', { name: /An expert reviewed your sighting/ }).first()).toHaveAttribute('href', `/identifications/${sighting.id}`);
  await expect(panel.getByRole('link', { name: /Experts verified your sighting/ })).toHaveAttribute('href', `/identifications/${sighting.id}`);
});
