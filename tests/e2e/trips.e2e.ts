import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { importDiveViaApi } from './support/dives';
import { registerUser } from './support/identify';
import { islandsReady } from './support/pages';

const SAMPLE = join(import.meta.dirname, '../../eval/sample');
/** Three bursts of four frames each, ten minutes apart, all during the dive of support/dives.ts (09:30 to 10:15). */
const BURSTS = [
  { photo: 'clownfish-1.jpg', at: '09:35' },
  { photo: 'turtle-1.jpg', at: '09:45' },
  { photo: 'chromis-1.jpg', at: '09:55' },
];
const FRAMES = 4;

/** A folder of the bursts' frames, as a camera's card holds them: each frame moved a little, five seconds apart. */
async function cardFolder(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'reefid-card-'));
  let n = 0;
  for (const { photo, at } of BURSTS) {
    for (let frame = 0; frame < FRAMES; frame++) {
      const takenAt = `2025:06:14 ${at}:${String(frame * 5).padStart(2, '0')}`;
      const bytes = await sharp(join(SAMPLE, photo))
        .extract({ left: 4 * frame, top: 3 * frame, width: 300, height: 225 })
        .withExif({ IFD2: { DateTimeOriginal: takenAt } })
        .jpeg({ quality: 90 })
        .toBuffer();
      writeFileSync(join(folder, `DSC_${String(++n).padStart(4, '0')}.jpg`), bytes);
    }
  }
  return folder;
}

test('a diver sends a folder of a trip’s photos through a lost connection and a closed tab, finishes, groups them and merges two sightings', async ({ page: first, context }) => {
  let page = first;
  const folder = await cardFolder();
  try {
    await page.goto('/');
    await registerUser(page);
    const dive = await importDiveViaApi(page);
    await page.goto('/trips');
    await islandsReady(page);
    await expectNoSeriousA11yViolations(page, 'My Trips');
    await page.getByLabel('Trip name').fill('Palau');
    await page.getByRole('button', { name: 'Start a trip' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Palau');

    // The connection goes as the fourth photo leaves, and again as the ninth does.
    let sent = 0;
    await page.route('**/api/trips/*/photos', async (route) => {
      if (++sent === 4 || sent === 9) {
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
    // Two photos are sent at a time: the tenth may have left beside the ninth, before the connection went.
    await expect.poll(() => sent).toBeGreaterThanOrEqual(9);
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
    await expect(cards.first().getByRole('link', { name: `Dive ${dive.id}` })).toBeVisible();
    await expect(cards.first().getByText(/^DSC_/)).toHaveText(['DSC_0001.jpg', 'DSC_0002.jpg', 'DSC_0003.jpg', 'DSC_0004.jpg']);
    await expectNoSeriousA11yViolations(page, "a trip's sightings");

    await cards.first().getByRole('button', { name: 'Merge with the next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sightings saved.')).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByText(/^DSC_/)).toHaveCount(8);
    await page.reload();
    await islandsReady(page);
    await expect(cards).toHaveCount(2);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a visitor without a session is sent from a trip’s page to /auth, to come back once signed in', async ({ page }) => {
  // The redirect may start before the page's load event: wait only for the first response.
  await page.goto('/trips/5', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/auth?next=%2Ftrips%2F5');
});
