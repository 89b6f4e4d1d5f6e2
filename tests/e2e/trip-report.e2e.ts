import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { runSql } from './support/database';
import { importDiveViaApi } from './support/dives';
import { BASE_URL } from './support/env';
import { registerUser } from './support/identify';
import { islandsReady, open } from './support/pages';

/** One identified sighting of the trip on the dive, as the trip queue leaves it: its photo, its identification, its row. */
function identifiedSighting(tripId: number, userId: number, diveId: number, key: string, species: { name: string; scientific: string; status: string }) {
  const slug = `report-${key}`;
  runSql(`INSERT INTO species_identifications (user_id, species_name, scientific_name, description, slug, conservation_status, observed_at)
    VALUES (${userId}, '${species.name}', '${species.scientific}', 'Seen on the trip.', '${slug}', '${species.status}', '2025-06-14T09:45:00')`);
  runSql(`INSERT INTO trip_photos (trip_id, sha256, taken_at, dive_id, photo_key, signature, sharpness)
    VALUES (${tripId}, '${slug}', '2025-06-14T09:45:00', ${diveId}, 'trips/${slug}', '00', 1)`);
  runSql(`INSERT INTO trip_sightings (trip_id, photo_ids, status, identification_id)
    VALUES (${tripId}, '[' || (SELECT id FROM trip_photos WHERE sha256 = '${slug}') || ']', 'identified', (SELECT id FROM species_identifications WHERE slug = '${slug}'))`);
}

async function tripWithASighting(page: Page) {
  await page.goto('/');
  await registerUser(page);
  const dive = await importDiveViaApi(page);
  const user = await (await page.request.get('/api/user')).json();
  const trip = await (await page.request.post('/api/trips', { headers: { origin: BASE_URL }, data: { name: 'Palau' } })).json();
  const key = `${trip.id}-${Date.now().toString(36)}`;
  identifiedSighting(trip.id, user.id, dive.id, `${key}-a`, { name: 'Clark’s Anemonefish', scientific: 'Amphiprion clarkii', status: 'Least Concern' });
  return { tripId: trip.id as number, userId: user.id as number, diveId: dive.id as number, key };
}

test('a diver opens the trip report from the trip, sees the species new for the life list and the dive, and shares it by an unlisted link', async ({ page, browser }) => {
  const { tripId, userId, diveId, key } = await tripWithASighting(page);
  await open(page, `/trips/${tripId}`);
  await page.getByRole('link', { name: 'See the trip report' }).click();
  await page.waitForURL(`**/trips/${tripId}/report`);
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trip report: Palau');
  const species = page.getByRole('list', { name: 'Species seen on the trip, the most seen first' });
  await expect(species.getByRole('listitem')).toHaveText(['Clark’s Anemonefish Amphiprion clarkii · 1 sighting New for your life list']);
  const dives = page.getByRole('list', { name: 'Dives, in the order they were dived' });
  await expect(dives.getByRole('heading', { level: 3 })).toContainText(['Blue Corner']);
  await expectNoSeriousA11yViolations(page, 'The trip report');

  await page.getByRole('button', { name: 'Share by link' }).click();
  const link = await page.getByLabel('Link to the report').inputValue();
  expect(link).toMatch(/\/shared\/trips\/[A-Za-z0-9_-]{22}$/);

  // A visitor with the link sees the report, in their language too; a threatened species seen on the dive takes its place away.
  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, new URL(link).pathname);
  await expect(visitor.getByRole('heading', { level: 3 })).toContainText(['Blue Corner']);
  identifiedSighting(tripId, userId, diveId, `${key}-b`, { name: 'Scalloped Hammerhead', scientific: 'Sphyrna lewini', status: 'Critically Endangered' });
  await open(visitor, `/de${new URL(link).pathname}`);
  await expect(visitor.getByText('Ort nicht angezeigt: Auf diesem Tauchgang wurde eine bedrohte Art gesehen.')).toBeVisible();
  await expect(visitor.getByText('Blue Corner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor, 'The shared trip report');

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share by link' })).toBeVisible();
  await open(visitor, new URL(link).pathname);
  await expect(visitor.getByText('This report could not be found: its link may no longer be shared.')).toBeVisible();
});
