import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { registerUser } from './support/identify';
import { islandsReady } from './support/pages';

const SAMPLE = join(import.meta.dirname, '../../eval/sample');
/**
 * Two dives on 14 June 2025 as Subsurface writes them: Blue Corner from 09:30 and German Channel from 14:00, 45
 * minutes each.
 */
const TWO_DIVES = `<divelog program='subsurface' version='3'>
<divesites>
<site uuid='eea339de' name='Blue Corner' gps='7.132557 134.224213'></site>
<site uuid='5b1f0c2a' name='German Channel' gps='7.168440 134.275070'></site>
</divesites>
<dives>
${[
  { number: 101, site: 'eea339de', time: '09:30:00', max: 22.1 },
  { number: 102, site: '5b1f0c2a', time: '14:00:00', max: 16.4 },
]
  .map(
    (dive) => `<dive number='${dive.number}' divesiteid='${dive.site}' date='2025-06-14' time='${dive.time}' duration='45:00 min'>
  <divecomputer model='Shearwater Perdix' deviceid='64cb6f5d' diveid='3a7c1e${dive.number}'>
  <depth max='${dive.max} m' />
  <sample time='0:10 min' depth='1.2 m' />
  <sample time='10:00 min' depth='${dive.max} m' />
  <sample time='40:00 min' depth='5.0 m' />
  <sample time='45:00 min' depth='0.0 m' />
  </divecomputer>
</dive>`,
  )
  .join('\n')}
</dives>
</divelog>
`;
/** Three bursts of ten frames each: two on the first dive, ten minutes apart, and one on the second. */
const BURSTS = [
  { photo: 'clownfish-1.jpg', at: '09:35' },
  { photo: 'turtle-1.jpg', at: '09:45' },
  { photo: 'chromis-1.jpg', at: '14:20' },
];
const FRAMES = 10;

/** A folder of the bursts' frames, as a camera's card holds them: each frame moved a little, three seconds apart. */
async function cardFolder(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'reefid-card-'));
  let n = 0;
  for (const { photo, at } of BURSTS) {
    for (let frame = 0; frame < FRAMES; frame++) {
      const takenAt = `2025:06:14 ${at}:${String(frame * 3).padStart(2, '0')}`;
      const bytes = await sharp(join(SAMPLE, photo))
        .extract({ left: 2 * frame, top: frame, width: 300, height: 225 })
        .withExif({ IFD2: { DateTimeOriginal: takenAt } })
        .jpeg({ quality: 90 })
        .toBuffer();
      writeFileSync(join(folder, `DSC_${String(++n).padStart(4, '0')}.jpg`), bytes);
    }
  }
  return folder;
}

/** Imports the two dives through the API in the page's context; the dives made, in time order. */
async function importTwoDives(page: Page): Promise<Array<{ id: number; startedAt: string }>> {
  const response = await page.request.post('/api/dives/import', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { file: { name: 'palau.ssrf', mimeType: 'application/xml', buffer: Buffer.from(TWO_DIVES) } },
  });
  expect(response.status()).toBe(201);
  const { dives } = (await response.json()) as { dives: Array<{ id: number; startedAt: string }> };
  return dives.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

test('a diver sends a folder of 30 photos of 3 bursts on 2 dives through a lost connection and a closed tab, groups them, identifies them, fixes one name, accepts the rest and opens the report', async ({ page: first, context }) => {
  test.setTimeout(180_000);
  let page = first;
  const folder = await cardFolder();
  try {
    await page.goto('/');
    await registerUser(page);
    const dives = await importTwoDives(page);
    await page.goto('/trips');
    await islandsReady(page);
    await expectNoSeriousA11yViolations(page, 'My Trips');
    await page.getByLabel('Trip name').fill('Palau');
    await page.getByRole('button', { name: 'Start a trip' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Palau');

    // The connection goes as the fifteenth photo leaves (halfway), and again as the twentieth does.
    let sent = 0;
    await page.route('**/api/trips/*/photos', async (route) => {
      if (++sent === 15 || sent === 20) {
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await page.getByLabel('Choose a folder').setInputFiles(folder);
    const status = page.getByRole('status').filter({ hasText: /photos|connection|sent/ });
    const offline = 'No connection: the photos wait on this device and go on when it returns.';
    await expect(status).toHaveText(offline);
    const bar = page.getByRole('progressbar', { name: 'Photos sent' });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

    // The connection returns: the page goes on by itself, until the second loss.
    await context.setOffline(false);
    // Two photos are sent at a time: the twenty-first may have left beside the twentieth, before the connection went.
    await expect.poll(() => sent).toBeGreaterThanOrEqual(20);
    await expect(status).toHaveText(offline);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

    // The tab is closed meanwhile; opened again with a connection, the trip's page sends the rest.
    const address = page.url();
    await page.close();
    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(address);
    await islandsReady(page);
    await expect(page.getByRole('status').filter({ hasText: /sent/ })).toHaveText('Every photo is sent.');
    await expect(page.getByRole('progressbar', { name: 'Photos sent' })).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('button', { name: 'Group into sightings' }).click();
    const grid = page.getByRole('list', { name: 'Sightings, in time order' });
    const cards = grid.getByRole('listitem', { name: /^Sighting \d+$/ });
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('link', { name: `Dive ${dives[0]!.id}` })).toBeVisible();
    await expect(cards.last().getByRole('link', { name: `Dive ${dives[1]!.id}` })).toBeVisible();
    await expect(cards.first().getByText(/^DSC_/)).toHaveText(Array.from({ length: FRAMES }, (_, i) => `DSC_${String(i + 1).padStart(4, '0')}.jpg`));
    await expectNoSeriousA11yViolations(page, "a trip's sightings");

    await cards.first().getByRole('button', { name: 'Merge with the next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sightings saved.')).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByText(/^DSC_/)).toHaveCount(2 * FRAMES);
    await page.reload();
    await islandsReady(page);
    await expect(cards).toHaveCount(2);
    // Split again where the second burst begins: three sightings, as grouped.
    await cards.first().getByRole('button', { name: 'Split from here', description: `DSC_${String(FRAMES + 1).padStart(4, '0')}.jpg` }).click();
    await expect(page.getByText('Sightings saved.')).toBeVisible();
    await expect(cards).toHaveCount(3);

    // Identified in one go: a free account's three free identifications, one per sighting, followed live.
    await page.getByRole('button', { name: 'Identify 3 sightings' }).click();
    await expect(page.getByRole('progressbar', { name: 'Sightings identified' })).toBeVisible();
    await expect(page.getByText('3 of 3 sightings identified')).toBeVisible({ timeout: 30_000 });
    const review = page.getByRole('list', { name: 'Identified sightings, doubtful first' });
    const answers = review.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(answers).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, "a trip's review");

    // The first card (the most doubtful) gets the diver's own name, checked against WoRMS; naming it accepts it.
    const fixed = answers.first();
    const modelName = await fixed.getByRole('heading', { level: 3 }).textContent();
    await fixed.getByRole('button', { name: 'Fix the name' }).click();
    await fixed.getByLabel('Scientific name').fill('Mola mola');
    await fixed.getByRole('button', { name: 'Save the name' }).click();
    await expect(page.getByText('Name saved.')).toBeVisible();
    await expect(review.getByText(`The model said ${modelName}`)).toBeVisible();

    // The rest: those the model was sure of in one go, any doubtful one left by its own Accept.
    const acceptAll = page.getByRole('button', { name: 'Accept all that are sure' });
    if (await acceptAll.isVisible()) {
      await acceptAll.click();
      await expect(page.getByText('Sightings accepted.')).toBeVisible();
    }
    const acceptOne = review.getByRole('button', { name: 'Accept', exact: true });
    for (let left = await acceptOne.count(); left > 0; left--) {
      await acceptOne.first().click();
      await expect(acceptOne).toHaveCount(left - 1);
    }
    await expect(review.getByText('Accepted', { exact: true })).toHaveCount(3);

    // The trip report: the species, their sightings on the two dives, and the diver's name where they gave one.
    await page.getByRole('link', { name: 'See the trip report' }).click();
    await page.waitForURL(/\/trips\/\d+\/report$/);
    await islandsReady(page);
    const species = page.getByRole('list', { name: 'Species seen on the trip, the most seen first' });
    await expect(species.getByRole('listitem').filter({ hasText: 'Mola mola' })).toHaveCount(1);
    const counted = (await species.getByRole('listitem').allTextContents()).map((text) => Number(/· (\d+) sightings?/.exec(text)?.[1]));
    expect(counted.reduce((sum, count) => sum + count, 0)).toBe(3);
    const reportDives = page.getByRole('list', { name: 'Dives, in the order they were dived' });
    await expect(reportDives.getByRole('heading', { level: 3 })).toHaveCount(2);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a visitor without a session is sent from a trip’s page to /auth, to come back once signed in', async ({ page }) => {
  // The redirect may start before the page's load event: wait only for the first response.
  await page.goto('/trips/5', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/auth?next=%2Ftrips%2F5');
});
