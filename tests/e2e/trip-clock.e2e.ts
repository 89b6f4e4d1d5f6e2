import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { importDiveViaApi } from './support/dives';
import { identifyViaApi, registerUser, setScenario } from './support/identify';
import { islandsReady } from './support/pages';

test.beforeEach(() => setScenario('good'));

test("a diver whose camera stayed on home time sets the trip's clock, seeing where each photo lands before saving", async ({ page }) => {
  await page.goto('/');
  await registerUser(page);
  await importDiveViaApi(page);
  // Blue Corner runs from 09:30 to 10:15; the camera, two hours behind, wrote 07:45 and 07:55: on no dive.
  const first = await identifyViaApi(page, 41, { observedAt: '2025-06-14T07:45:00' });
  await identifyViaApi(page, 42, { observedAt: '2025-06-14T07:55:00' });
  await page.goto('/dives');
  await islandsReady(page);
  await expect(page.getByTestId('dive-row')).toContainText('0 sightings');

  const clock = page.getByRole('region', { name: "Set the camera's clock for a trip" });
  await expect(clock.getByText('Your camera seems to be 2 hours behind: apply to this trip (2025-06-14)?')).toBeVisible();

  // By the keyboard: the photo, then when it was really taken; the preview follows each change.
  await clock.getByLabel('Photo').focus();
  await clock.getByLabel('Photo').selectOption({ label: `${first.speciesName}: 14 June 2025, 07:45:00 by the camera` });
  await expect(clock.getByTestId('trip-clock-preview')).toContainText('07:45:00 by the camera: on no dive');
  await clock.getByLabel('When it was really taken').fill('2025-06-14T09:45:00');
  await expect(clock.getByTestId('trip-clock-offset')).toHaveText('The camera is 2 h 00 min behind the dive computer.');
  const preview = clock.getByTestId('trip-clock-preview').getByRole('listitem');
  await expect(preview).toHaveCount(2);
  for (const item of await preview.all()) await expect(item).toContainText('dive of 14 June 2025, 09:30 at Blue Corner');
  await expectNoSeriousA11yViolations(page, 'the trip clock with its preview');

  await clock.getByRole('button', { name: 'Set the clock for this trip' }).press('Enter');
  await expect(page.getByText("The camera's clock was set on 1 dive; 2 photos are on them now.")).toBeVisible();
  await expect(page.getByTestId('dive-row')).toContainText('2 sightings');
  await expect(clock.getByText(/Your camera seems to be/)).toHaveCount(0);
});
