import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { runSql } from './support/database';
import { identifyViaApi, setScenario } from './support/identify';
import { open, registerByApi, uniqueName } from './support/pages';
import { expectNoSeriousA11yViolations } from './support/accessibility';

/** API calls from a browser context share its cookies; writes carry our Origin like the pages' own. */
function writeHeaders(baseURL: string | undefined) {
  return { origin: new URL(baseURL!).origin };
}

async function signIn(request: APIRequestContext, baseURL: string | undefined, username: string, password: string) {
  const response = await request.post('/api/login', { data: { username, password }, headers: writeHeaders(baseURL) });
  expect(response.status(), `login as ${username}`).toBe(200);
}

async function openDashboard(page: Page) {
  await open(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test('a visitor without a session opening /admin is sent to /', async ({ page }) => {
  await page.goto('/admin', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/');
});

test('an admin suspends a user, whose session ends at once, then reinstates them', async ({ page, browser, baseURL }) => {
  const member = await browser.newContext({ baseURL });
  const suspect = uniqueName('suspect');
  const registered = await member.request.post('/api/register', {
    data: { username: suspect, password: 'secret-pass', email: `${suspect}@example.com` },
    headers: writeHeaders(baseURL),
  });
  expect(registered.status()).toBe(201);
  expect((await member.request.get('/api/user')).status()).toBe(200);

  await signIn(page.request, baseURL, 'admin', 'admin-password');
  await openDashboard(page);
  const row = page.getByRole('row').filter({ hasText: `${suspect}@example.com` });
  await expect(row.getByRole('cell', { name: 'active' })).toBeVisible();
  // An admin's own row cannot be suspended or deleted.
  const adminRow = page.getByRole('row').filter({ hasText: 'admin@example.com' });
  await expect(adminRow.getByRole('button', { name: 'Suspend' })).toBeDisabled();
  await expect(adminRow.getByRole('button', { name: 'Delete' })).toBeDisabled();

  await row.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByTestId('toast')).toContainText('User suspended');
  await expect(row.getByRole('cell', { name: 'suspended' })).toBeVisible();
  expect((await member.request.get('/api/user')).status()).toBe(401);
  const refused = await member.request.post('/api/login', {
    data: { username: suspect, password: 'secret-pass' },
    headers: writeHeaders(baseURL),
  });
  expect(refused.status()).toBe(403);

  await row.getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByTestId('toast')).toContainText('User reinstated');
  await expect(row.getByRole('cell', { name: 'active' })).toBeVisible();
  await signIn(member.request, baseURL, suspect, 'secret-pass');
  expect((await member.request.get('/api/user')).status()).toBe(200);

  const log = page.getByRole('region', { name: 'Audit Log' });
  await expect(log.getByRole('row').filter({ hasText: 'Reinstated user' })).toContainText(suspect);
  await expect(log.getByRole('row').filter({ hasText: 'Suspended user' })).toContainText('admin');
  await member.close();
});

test('an admin updates the subscription settings', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL, 'admin', 'admin-password');
  // Other suites buy plans at the usual prices: put them back afterwards.
  const before = await (await page.request.get('/api/subscription-settings')).json();
  try {
    await updateSettingsInTheDashboard(page, before.lifetimeSlotsTaken);
  } finally {
    const { lifetimeSlotTotal, lifetimePrice, monthlyPrice, yearlyPrice } = before;
    const restored = await page.request.put('/api/admin/subscription-settings', {
      data: { lifetimeSlotTotal, lifetimePrice, monthlyPrice, yearlyPrice },
      headers: writeHeaders(baseURL),
    });
    expect(restored.status()).toBe(200);
  }
});

async function updateSettingsInTheDashboard(page: Page, slotsTaken: number) {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Manage subscription pricing and lifetime slots availability')).toBeVisible();
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await page.getByLabel('Monthly Price ($)').fill('4.999');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Monthly price must be a positive amount in whole cents')).toBeVisible();

  await page.getByLabel('Total Slots').fill('250');
  await page.getByLabel('Lifetime Price ($)').fill('12.5');
  await page.getByLabel('Monthly Price ($)').fill('6');
  await page.getByLabel('Yearly Price ($)').fill('45.99');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByTestId('toast')).toContainText('Settings updated');
  const settings = page.locator('.settings-list');
  await expect(settings).toContainText('Total Slots250');
  await expect(settings).toContainText(`Slots Remaining${250 - slotsTaken}`);
  await expect(settings).toContainText('Lifetime Price$12.50');
  await expect(settings).toContainText('Monthly Price$6.00');
  await expect(settings).toContainText('Yearly Price$45.99');
  await expect(settings).toContainText('Last Updated');
}

test('an admin previews an identification\'s image, then deletes it with its files', async ({ page, browser, baseURL }) => {
  const member = await browser.newPage({ baseURL });
  await registerByApi(member, uniqueName('photographer'));
  const identification = await identifyViaApi(member, 41);
  expect((await member.request.get(identification.imageUrl)).status()).toBe(200);

  await signIn(page.request, baseURL, 'admin', 'admin-password');
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Identifications' }).click();
  await expect(page.getByText('View and manage species identifications - published identifications appear on public SEO pages')).toBeVisible();
  const row = page.getByTestId(`identification-${identification.id}`);
  await expect(row.getByText('Unpublished')).toBeVisible();
  await expect(row.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/species/${identification.slug}`);

  await row.getByRole('button', { name: 'Image' }).click();
  const preview = page.getByRole('dialog', { name: identification.speciesName });
  const image = preview.getByRole('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, "the admin's image preview");
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: 'Image' })).toBeFocused();
  await expect(preview).toHaveCount(0);

  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(
    `This will permanently delete the identification record for "${identification.speciesName}" (ID: ${identification.id}).`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Identification deleted successfully');
  await expect(row).toHaveCount(0);
  expect((await member.request.get(identification.imageUrl)).status()).toBe(404);
  await member.close();
});

test('an admin publishes an identification its owner allowed, opens its species page, unpublishes it and the page is gone', async ({ page, browser, baseURL }) => {
  const member = await browser.newPage({ baseURL });
  await registerByApi(member, uniqueName('publisher'));
  // A name WoRMS does not know keeps a page of its own, which goes when its one photo is unpublished. (A photo of a
  // known taxon joins that taxon's page, which other tests' photos may keep up.)
  await setScenario('unknown-species');
  const identification = await identifyViaApi(member, 57).finally(() => setScenario('good'));
  const speciesPage = `/species/${identification.slug}`;
  expect((await page.request.get(speciesPage)).status()).toBe(404);

  await signIn(page.request, baseURL, 'admin', 'admin-password');
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Identifications' }).click();
  const row = page.getByTestId(`identification-${identification.id}`);
  // Private until its owner allows it: no Publish.
  await expect(row.getByText('No consent')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  // The owner allows it on the detail page.
  await open(member, `/identifications/${identification.id}`);
  const choice = member.getByLabel('Public catalogue');
  await expect(choice).toHaveValue('private');
  await choice.selectOption('CC-BY-4.0');
  await expect(member.getByTestId('toast')).toContainText('Sharing allowed');
  await member.close();

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('tab', { name: 'Identifications' }).click();
  await expect(row.getByText('CC BY 4.0')).toBeVisible();
  await row.getByRole('button', { name: 'Publish' }).click();
  // Publishing writes the photo's thumbnails and its page's search index before it answers: slow on a busy machine.
  await expect(page.getByTestId('toast')).toContainText('Identification published successfully', { timeout: 20_000 });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row).toHaveClass(/row-published/);
  await expect(row.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // View opens the public page in a new tab.
  const [species] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('link', { name: 'View' }).click()]);
  await species.waitForLoadState();
  expect(new URL(species.url()).pathname).toBe(speciesPage);
  await expect(species.getByRole('heading', { level: 1, name: identification.speciesName })).toBeVisible();
  await expect(species.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');

  await row.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByTestId('toast')).toContainText('Identification unpublished successfully');
  await expect(row.getByText('Unpublished')).toBeVisible();
  await expect(row).not.toHaveClass(/row-published/);

  const gone = await species.reload();
  expect(gone?.status()).toBe(404);
  await expect(species.getByRole('heading', { name: 'Species Not Found' })).toBeVisible();
  await species.close();

  const log = page.getByRole('region', { name: 'Audit Log' });
  await expect(log.getByRole('row').filter({ hasText: 'Unpublished identification' }).first()).toContainText(identification.speciesName);
});

test('an admin chooses the featured photo of a species page', async ({ page, browser, baseURL }) => {
  const member = await browser.newPage({ baseURL });
  await registerByApi(member, uniqueName('featurer'));
  // The same photo twice: the fake model names the same known taxon, so both go on its one page.
  const first = await identifyViaApi(member, 61, { catalogueConsent: 'true' });
  const second = await identifyViaApi(member, 61, { catalogueConsent: 'true' });
  await member.close();
  await signIn(page.request, baseURL, 'admin', 'admin-password');
  for (const { id } of [first, second]) {
    const published = await page.request.post(`/api/admin/identifications/${id}/publish`, { headers: writeHeaders(baseURL) });
    expect(published.status()).toBe(200);
  }
  const pageOf = async () => (await page.request.get(`/api/public/species/${second.slug}`)).json();
  const { slug, identifications } = await pageOf();
  expect(identifications.map((photo: { id: number }) => photo.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  // Other tests' photos of this taxon may be on the page too: start from a known choice.
  const chosen = await page.request.put(`/api/admin/species/${slug}/featured`, {
    data: { identificationId: first.id },
    headers: writeHeaders(baseURL),
  });
  expect(chosen.status()).toBe(200);

  await openDashboard(page);
  await page.getByRole('tab', { name: 'Identifications' }).click();
  const row = page.getByTestId(`identification-${second.id}`);
  await row.getByRole('button', { name: 'Feature' }).click();
  await expect(page.getByTestId('toast')).toContainText('Featured photo updated');
  await expect(row.getByText('Featured', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Feature' })).toHaveCount(0);
  expect((await pageOf()).id).toBe(second.id);
  const log = page.getByRole('region', { name: 'Audit Log' });
  await expect(log.getByRole('row').filter({ hasText: 'Chose the featured photo' }).first()).toContainText(`#${second.id}`);

  // Leave the suite's catalogue as found: other files expect it empty.
  for (const { id } of [first, second]) {
    const unpublished = await page.request.post(`/api/admin/identifications/${id}/unpublish`, { headers: writeHeaders(baseURL) });
    expect(unpublished.status()).toBe(200);
  }
});

test('on a phone the dashboard fits the screen: tabs scroll, rows are cards, and Publish is tapped', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const member = await phone.newPage();
  const owner = uniqueName('phoneowner');
  await registerByApi(member, owner);
  await setScenario('unknown-species');
  const identification = await identifyViaApi(member, 73, { catalogueConsent: 'true' }).finally(() => setScenario('good'));
  await phone.clearCookies();

  const page = await phone.newPage();
  await signIn(page.request, baseURL, 'admin', 'admin-password');
  await openDashboard(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await fits(), 'no sideways scroll on the Users tab').toBe(true);
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  expect(await tabs.evaluate((list) => getComputedStyle(list).overflowX)).toBe('auto');

  await page.getByRole('tab', { name: 'Identifications' }).tap();
  const row = page.getByTestId(`identification-${identification.id}`);
  await expect(row.getByRole('button', { name: 'Publish' })).toBeVisible();
  expect(await fits(), 'no sideways scroll on the Identifications tab').toBe(true);
  // One card per row: the owner by name, the IUCN status, the Trashed column empty.
  await expect(row).toContainText(owner);
  await expect(row.locator('td[data-label="IUCN status"]')).toBeVisible();
  await expect(row.locator('td[data-label="Trashed"]')).toBeHidden();
  for (const action of await row.getByRole('button').all()) {
    const box = (await action.boundingBox())!;
    expect(box.width, `${await action.textContent()} is wide enough to tap`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${await action.textContent()} is tall enough to tap`).toBeGreaterThanOrEqual(44);
  }

  await row.getByRole('button', { name: 'Publish' }).tap();
  await expect(page.getByTestId('toast')).toContainText('Identification published successfully', { timeout: 20_000 });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  const unpublished = await page.request.post(`/api/admin/identifications/${identification.id}/unpublish`, { headers: writeHeaders(baseURL) });
  expect(unpublished.status()).toBe(200);
  await phone.close();
});

test("an admin reads the model's accuracy on the sightings experts verified, from the keyboard", async ({ page, browser, baseURL }) => {
  const member = await browser.newContext({ baseURL });
  await registerByApi(await member.newPage(), uniqueName('verified'));
  const identification = await identifyViaApi(member.pages()[0]!, 74);
  await member.close();
  // The experts' verdict, as the consensus stores it: the machine's own taxon, verified five hours after the request.
  const now = Date.now();
  runSql(`UPDATE species_identifications SET review_status = 'verified', community_aphia_id = aphia_id,
    review_requested_at = ${now - 5 * 3_600_000}, verified_at = ${now} WHERE id = ${identification.id}`);

  await signIn(page.request, baseURL, 'admin', 'admin-password');
  await openDashboard(page);
  const accuracy = page.getByRole('tab', { name: 'Accuracy' });
  await page.getByRole('tab', { name: 'Users' }).focus();
  for (let moves = 0; moves < 10 && !(await accuracy.evaluate((tab) => tab === document.activeElement)); moves++) await page.keyboard.press('ArrowRight');
  await expect(accuracy).toHaveAttribute('aria-selected', 'true');

  const agreement = page.getByRole('table', { name: 'Top-1 agreement with the experts, all months' });
  await expect(agreement.getByRole('row', { name: /All classes/ }).getByRole('cell').first()).toHaveText(/^\d+% \(\d+ of \d+\)$/);
  await expect(page.getByText(/Measured on \d+ verified sightings/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Reliability chart/ })).toBeVisible();
  // Tab leaves the tabs for the first table, which scrolls from the keyboard on a narrow screen.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Top-1 agreement with the experts, all months' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, '/admin Accuracy');
});
