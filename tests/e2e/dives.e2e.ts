import { expect, test } from '@playwright/test';
import { DIVE_LOG, DURING_THE_DIVE } from './support/dives';
import { identifyViaApi, registerUser, setScenario } from './support/identify';
import { islandsReady } from './support/pages';

test.beforeEach(() => setScenario('good'));

test('a diver imports a Subsurface log, opens the dive, and sees its profile with the sighting taken during it', async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  await page.goto('/dives');
  await islandsReady(page);
  await expect(page.getByText(/No dives yet/)).toBeVisible();

  await page.getByLabel('Dive log files').setInputFiles({ name: 'blue-corner.ssrf', mimeType: 'application/xml', buffer: Buffer.from(DIVE_LOG) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText('Imported 1 dive.');
  const row = page.getByTestId('dive-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('14 June 2025, 09:30');
  await expect(row).toContainText('Blue Corner');
  await expect(row).toContainText('22.1 m');
  await expect(row).toContainText('45 min');

  // A photo whose time falls 15 minutes into the dive is put on it.
  const sighting = await identifyViaApi(page, 41, { observedAt: DURING_THE_DIVE });
  await page.reload();
  await islandsReady(page);
  await expect(page.getByTestId('dive-row')).toContainText('1 sighting');

  await page.getByTestId('dive-row').click();
  await page.waitForURL(/\/dives\/\d+$/);
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dive of 14 June 2025, 09:30');
  await expect(page.getByRole('img', { name: /^Depth profile: time across, depth downward Maximum depth 22\.1 m, duration 45 min\. 1 sighting marked\.$/ })).toBeVisible();
  await expect(page.getByTestId('depth-profile-line')).toHaveAttribute('d', /^M\S+ \S+( L\S+ \S+){6,}$/);
  await expect(page.getByRole('region', { name: 'Map of the dive site' })).toBeVisible();
  const marker = page.getByTestId('sighting-marker');
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute('href', `/identifications/${sighting.id}`);
  await expect(marker.getByRole('img')).toHaveAttribute('alt', new RegExp(`^${sighting.speciesName} at [\\d.]+ m, 15:00 into the dive$`));

  // On a phone, the chart's labels stay readable (11 px or more, drawn) and each marker is a 44 px target.
  await page.setViewportSize({ width: 360, height: 780 });
  const sizes = await page.evaluate(() => ({
    // A label's drawn height: SVG text shrinks with the chart, HTML text does not.
    labels: [...document.querySelectorAll('.depth-profile text, [data-testid="depth-profile-labels"] span')].map((label) => label.getBoundingClientRect().height),
    markers: [...document.querySelectorAll('[data-testid="sighting-marker"]')].map((marker) => Math.min(marker.getBoundingClientRect().width, marker.getBoundingClientRect().height)),
  }));
  expect(sizes.labels.length).toBeGreaterThan(4);
  expect(Math.min(...sizes.labels)).toBeGreaterThanOrEqual(11);
  expect(Math.min(...sizes.markers)).toBeGreaterThanOrEqual(44);
  await page.setViewportSize({ width: 1280, height: 720 });

  // "Add photos from this dive" opens Identify for it, hydrating without a mismatch (React #418 in the console).
  const diveUrl = page.url();
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.getByRole('link', { name: 'Add photos from this dive' }).click();
  await page.waitForURL(/\/identification\?dive=\d+$/);
  await islandsReady(page);
  await expect(page.getByRole('link', { name: 'your dive' })).toHaveAttribute('href', new URL(diveUrl).pathname);
  expect(consoleErrors).toEqual([]);
  await page.goBack();
  await islandsReady(page);

  // The sighting's page says where its place and depth came from, and leads back to the dive.
  await marker.click();
  await page.waitForURL(`**/identifications/${sighting.id}`);
  await islandsReady(page);
  await expect(page.getByTestId('where-text')).toContainText('from the dive');
  await expect(page.getByTestId('depth-text')).toContainText('from the dive');
  await expect(page.getByTestId('dive-link')).toHaveText('Dive of 14 June 2025, 09:30 at Blue Corner');
});

test("a German diver's /de/dives: the import, its refusal chosen by its code, and the dive's page, all in German", async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  await page.goto('/de/dives');
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Tauchgänge');

  await page.getByLabel('Logbuch-Dateien').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a dive log') });
  await expect(page.getByRole('alert')).toHaveText(/^Diese Datei ist kein Logbuch, das ReefID lesen kann\./);

  await page.getByLabel('Logbuch-Dateien').setInputFiles({ name: 'blue-corner.ssrf', mimeType: 'application/xml', buffer: Buffer.from(DIVE_LOG) });
  await expect(page.getByRole('status').filter({ hasText: 'importiert' })).toHaveText('1 Tauchgang importiert.');
  const row = page.getByTestId('dive-row');
  await expect(row).toContainText('14. Juni 2025, 09:30');
  await expect(row).toContainText('22,1 m');

  await row.click();
  await page.waitForURL(/\/de\/dives\/\d+$/);
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tauchgang vom 14. Juni 2025, 09:30');
  await expect(page.getByRole('heading', { name: 'Tiefenprofil' })).toBeVisible();
});
