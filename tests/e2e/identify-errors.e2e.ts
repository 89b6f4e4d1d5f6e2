import { expect, test } from '@playwright/test';
import { addPhotos, choosePhoto, identifyViaApi, makePremium, photo, registerUser, setScenario, toast, type Scenario } from './support/identify';
import { islandsReady } from './support/pages';

test.afterEach(() => setScenario('good'));

const cases: Array<[Scenario, string, string]> = [
  ['incomplete', 'Incomplete Response', 'The AI provided incomplete information about this species. Please try uploading a clearer image.'],
  ['malformed', 'Processing Error', 'We encountered an issue processing the image response. Please try again or upload a different image.'],
  ['refused', 'Processing Error', 'We encountered an issue processing the image response. Please try again or upload a different image.'],
  ['empty', 'Server Communication Error', 'We received an empty response from the server. Please try again in a moment.'],
  ['429', 'AI Service Unavailable', 'Our identification service is temporarily unavailable. Please try again in a few minutes.'],
];

test('each failure of the AI provider is shown once, beside the drop zone, and the upload returns to idle with the photo kept to try again', async ({ page }) => {
  await page.goto('/identification');
  makePremium(await registerUser(page));
  await page.reload();
  await islandsReady(page);
  await addPhotos(page, { buffer: await photo(40) });
  for (const [scenario, title, description] of cases) {
    await setScenario(scenario);
    await page.getByRole('button', { name: 'Identify', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(`${title}: ${description}`);
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByTestId('dropzone')).toBeVisible();
    await expect(page.getByTestId('chosen-photo')).toHaveCount(1);
  }
});

test('a file the server refuses shows "Upload failed" with its message', async ({ page }) => {
  await page.goto('/identification');
  await islandsReady(page);
  await choosePhoto(page, Buffer.from('%PDF-1.7 not a photo'), 'reef.jpg', 'image/jpeg');
  await expect(page.getByRole('alert')).toContainText('Upload failed');
  await expect(page.getByRole('alert')).toContainText('Unsupported file type');
  await expect(toast(page)).toHaveCount(0);
});

test('past the free quota: the drop zone becomes a plans prompt; a limit reached meanwhile shows "Identification limit reached"', async ({ page }) => {
  await page.goto('/identification');
  await registerUser(page);
  await page.reload();
  await islandsReady(page);
  for (let i = 0; i < 2; i++) {
    await choosePhoto(page, await photo(50 + i));
    await page.getByRole('button', { name: 'Identify Another Species' }).click();
  }
  await expect(page.getByText(/^1 free identification remaining\./)).toBeVisible();
  // The last one is used elsewhere (another tab): this page still offers the drop zone, and the server refuses.
  await identifyViaApi(page, 59);
  await choosePhoto(page, await photo(60));
  // Shown once, beside the drop zone: no toast says it again.
  await expect(page.getByRole('alert')).toHaveText('Identification limit reached: Please upgrade your subscription for more identifications.');
  await expect(toast(page)).toHaveCount(0);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByText(/^0 free identifications remaining/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You have used your 3 free identifications' })).toBeVisible();
  await expect(page.getByTestId('dropzone')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See plans' }).last()).toHaveAttribute('href', '/subscription');
});

test('on /de/identification the screen is German and a failure of the AI provider is told in German, chosen by its code', async ({ page }) => {
  await page.goto('/de/identification');
  makePremium(await registerUser(page));
  await page.reload();
  await islandsReady(page);
  await expect(page).toHaveTitle(/^Meerestiere bestimmen/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meerestiere bestimmen');
  await addPhotos(page, { buffer: await photo(40) });
  await setScenario('429');
  await page.getByRole('button', { name: 'Bestimmen', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'KI-Dienst nicht verfügbar: Unser Bestimmungsdienst ist gerade nicht verfügbar. Bitte versuche es in ein paar Minuten noch einmal.',
  );
});
