import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL } from './support/env';
import { addPhotos, identifyViaApi, photo, registerUser, setScenario, toast } from './support/identify';
import { islandsReady, registerByApi, uniqueName } from './support/pages';
import { importDiveViaApi } from './support/dives';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { CatalogueServer } from './support/catalogue-server-control';
import { searchedCards } from '../../api/test-support/discover-cards';
import { NAME_INDEX_PATH } from '../../catalogue/discover/name-index';

// The installable app and what works without a connection (decision 074): the service worker, the offline
// fallback, the catalogue pages kept as visited, and the outbox of identifications started offline.

// The service worker is part of what these tests check (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page (it claims the pages of a first install). */
async function workerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

test('/ is installable: its manifest, an active service worker registered after load, no installability errors', async () => {
  // Chromium never offers to install from an incognito profile, which every new context is: a real profile here.
  const profile = mkdtempSync(join(tmpdir(), 'reefid-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL: BASE_URL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await installable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  await page.goto('/');
  await workerControls(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data!);
  expect(parsed).toMatchObject({ name: 'ReefID', short_name: 'ReefID', display: 'standalone', start_url: '/identification' });
  expect(parsed.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  // Registered only once the page had loaded: it never competes with the first paint.
  const timing = await page.evaluate(() => ({
    registered: performance.getEntriesByName('reefid:sw-register')[0]!.startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.registered).toBeGreaterThanOrEqual(timing.loaded);

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
}

test('the app shell works offline; a page never visited shows the offline page; the API is never answered from a cache', async ({ page, context }) => {
  // What an older version left, made as the first page starts: before this version's worker registers (after
  // load), installs and activates.
  await context.addInitScript(() => {
    if (sessionStorage.getItem('old cache made')) return;
    sessionStorage.setItem('old cache made', 'yes');
    void caches.open('reefid-shell-0ld0ld0ld0ld');
  });
  await page.goto('/');
  await workerControls(page);
  // Caches are named by the version being served; an older version's are gone once this one is active.
  const version = /const VERSION = "(\w+)";/.exec(await (await page.request.get('/sw.js')).text())![1];
  const names = await page.evaluate(() => caches.keys());
  expect(names).toContain(`reefid-shell-${version}`);
  expect(names.filter((name) => !name.endsWith(`-${version}`))).toEqual([]);
  await context.setOffline(true);
  try {
    await page.goto('/identification');
    await islandsReady(page);
    await expect(page.getByRole('heading', { name: 'Identify Marine Species' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Marine Biodiversity' })).toBeVisible();

    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Identify a species' })).toHaveAttribute('href', '/identification');

    const api = await page.evaluate(() => fetch('/api/health').then((response) => `answered ${response.status}`, () => 'failed'));
    expect(api).toBe('failed');
  } finally {
    await context.setOffline(false);
  }
});

const fullText = (page: Page) => page.locator('[data-discover-fulltext-list] a');

test.describe('the catalogue offline, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const catalogue = new CatalogueServer(Number(process.env.E2E_PORT ?? 4399) + 3, { SITE_DIR: process.env.E2E_SITE_DIR ?? './dist/e2e-site', SEED_COUNT: '6' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await catalogue.start();
  });
  test.afterAll(() => catalogue.stop());

  test('a species page and Discover, once visited, show offline, and Discover still finds a species by name and by text', async ({ page, context }) => {
    test.setTimeout(90_000);
    const target = catalogue.seeded.targets[0]!;
    await catalogue.command(`publish ${target.id}`); // in the index of pages published since the build
    await catalogue.command('listed'); // and in Discover's files, its name index too
    const slug = catalogue.seeded.published[0]!;
    await page.goto(`${catalogue.url}/species/${slug}`);
    await workerControls(page);
    const name = (await page.locator('h1').textContent())!.trim();
    const scientific = (await page.locator('.species-scientific i').textContent())!.trim();
    const genus = scientific.split(' ')[0]!;

    await page.goto(`${catalogue.url}/discover`);
    await page.getByLabel('Search species').fill(genus);
    await expect(page.locator(`[data-discover-grid] a[href="/species/${slug}"]`)).toBeVisible();
    await page.getByLabel('Search species').fill(target.habitatWord);
    await expect(fullText(page).filter({ hasText: target.name })).toBeVisible();
    // The visit keeps Discover's name index on the device.
    await expect.poll(() => page.evaluate(async (path) => !!(await (await caches.open('reefid-names')).match(path)), NAME_INDEX_PATH)).toBe(true);
    // A word of the first species' name never searched in the browser, and what the server's files find for it.
    const word = name.split(' ').find((part) => part.length >= 3 && !genus.toLowerCase().includes(part.toLowerCase()))!.toLowerCase();
    const online = (query: string) =>
      searchedCards(async (path) => {
        const response = await page.request.get(`${catalogue.url}${path}`);
        return new Response(await response.text(), { status: response.status() });
      }, { q: query, status: '', group: '' });
    const found = await online(word);
    expect(found.length).toBeGreaterThan(0);
    const octo = await online('octo');

    await context.setOffline(true);
    try {
      await page.goto(`${catalogue.url}/species/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      await page.goto(`${catalogue.url}/discover`);
      await expect(page.getByRole('heading', { name: 'Discover Marine Species' })).toBeVisible();
      await page.getByLabel('Search species').fill(genus);
      await expect(page.locator(`[data-discover-grid] a[href="/species/${slug}"]`)).toBeVisible();
      await expect(page.getByText(/^[1-9]\d* species found$/)).toBeVisible();
      // Pagefind's full-text search runs from the files it loaded online.
      await page.getByLabel('Search species').fill(target.habitatWord);
      await expect(fullText(page).filter({ hasText: target.name })).toBeVisible();

      // Words never searched online: their names files are not on the device, its name index answers them in full.
      const offlineCount = (count: number) => `${count} species found. Offline: searched the names this device keeps.`;
      await page.getByLabel('Search species').fill(word);
      await expect(page.locator('[data-discover-count]')).toHaveText(offlineCount(found.length));
      await expect(page.locator('[data-discover-grid] [data-card-link]')).toHaveCount(Math.min(found.length, 24));
      await expect(page.locator(`[data-discover-grid] a[href="/species/${slug}"]`)).toBeVisible();
      // The species published after the build, found by its name: the server's own write of the index.
      await page.getByLabel('Search species').fill('yeti');
      await expect(page.locator('[data-discover-count]')).toHaveText(offlineCount(1));
      await expect(page.locator(`[data-discover-grid] a[href="/species/${target.slug}"]`)).toContainText(target.name);
      // The word the whole catalogue once answered offline: what the server's files find, no more.
      await page.getByLabel('Search species').fill('octo');
      await expect(page.locator('[data-discover-count]')).toHaveText(offlineCount(octo.length));
      await expect(page.locator('[data-discover-grid] > li')).toHaveCount(octo.length);
      await expectNoSeriousA11yViolations(page, 'Discover offline, a search never made online');

      // A species page not visited yet: the offline page.
      await page.goto(`${catalogue.url}/species/${catalogue.seeded.published.at(-1)}`);
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test("Discover as a first visit's first page keeps the name index once the worker is ready, for a search offline", async ({ page, context }) => {
    await page.goto(`${catalogue.url}/discover`);
    await workerControls(page);
    await expect.poll(() => page.evaluate(async (path) => !!(await (await caches.open('reefid-names')).match(path)), NAME_INDEX_PATH)).toBe(true);
    await context.setOffline(true);
    try {
      await page.getByLabel('Search species').fill('yeti');
      await expect(page.locator('[data-discover-count]')).toHaveText(/^\d+ species found\. Offline: searched the names this device keeps\.$/);
    } finally {
      await context.setOffline(false);
    }
  });
});

test('an identification waiting in the outbox is sent when the connection returns, and announced with a link', async ({ page, context }) => {
  await setScenario('good');
  await registerUser(page, 'sailor');
  await page.goto('/');
  await workerControls(page);
  await islandsReady(page);
  await context.setOffline(true);
  // What a page queued while offline: the photo's bytes and its form fields, as the outbox stores them.
  const bytes = [...(await photo(31))];
  await page.evaluate(async (photoBytes) => {
    const open = indexedDB.open('reefid-outbox', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('identifications', { keyPath: 'id', autoIncrement: true });
    const db = await new Promise<IDBDatabase>((resolve, reject) => ((open.onsuccess = () => resolve(open.result)), (open.onerror = reject)));
    const transaction = db.transaction('identifications', 'readwrite');
    transaction.objectStore('identifications').add({
      photo: new Uint8Array(photoBytes).buffer,
      name: 'at-sea.jpg',
      type: 'image/jpeg',
      fields: { observedAt: '2026-11-20T09:30:00Z' },
      createdAt: Date.now(),
      attempts: 0,
    });
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    db.close();
  }, bytes);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByTestId('outbox-waiting')).toHaveText('1 identification waiting to be sent: it goes when you are back online');

  await context.setOffline(false);
  const notice = page.getByTestId('outbox-notice');
  await expect(notice).toContainText(/Your identification of .+ is ready\./, { timeout: 15_000 });
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
  const link = notice.getByRole('link', { name: 'See the identification' });
  await expect(link).toHaveAttribute('href', /^\/identifications\/\d+$/);
  const species = (await notice.locator('strong').textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { name: species }).first()).toBeVisible();

  // Sent once: the history holds it once, and nothing waits any more.
  const history = await (await page.request.get('/api/identifications')).json();
  expect(history.filter((item: { speciesName: string; observedAt: string | null }) => item.speciesName === species && item.observedAt?.startsWith('2026-11-20'))).toHaveLength(1);
  await page.goto('/');
  await islandsReady(page);
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
});

test.describe('the logbook offline, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** What this device holds of accounts: the known account, the screens last seen, the outbox's owners, the API in caches. */
  const onTheDevice = (page: Page) =>
    page.evaluate(async () => {
      const all = (name: string, store: string) =>
        new Promise<unknown[]>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains(store)) return (db.close(), resolve([]));
            const request = db.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => (db.close(), resolve(request.result));
          };
        });
      const cached = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
      return {
        account: localStorage.getItem('reefid-account'),
        lastSeen: (await all('reefid-last-seen', 'answers')).map((kept) => (kept as { owner: number; what: string }).what),
        outboxOwners: (await all('reefid-outbox', 'identifications')).map((stored) => (stored as { owner?: number | null }).owner),
        apiInCaches: cached.flat().filter((url) => new URL(url).pathname.startsWith('/api/')),
      };
    });

  test('a signed-in member opens History, Dives and a dive page from what was last seen, and queues an identification as themselves; signing out leaves nothing', async ({ page, context }) => {
    test.setTimeout(120_000);
    await setScenario('good');
    await registerByApi(page, uniqueName('boat'));
    const seen = await identifyViaApi(page, 41);
    const dive = await importDiveViaApi(page);
    const me = await (await page.request.get('/api/user')).json();

    // Seen once online: History (and its life list), Dives, the dive's page, and the identify screen.
    await page.goto('/history');
    await workerControls(page);
    await expect(page.getByTestId('history-card')).toHaveCount(1);
    await page.goto('/dives');
    await expect(page.getByRole('link', { name: /Blue Corner/ })).toBeVisible();
    await page.goto(`/dives/${dive.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Dive of / })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.goto('/history');
      await islandsReady(page);
      await expect(page.getByTestId('history-card')).toHaveCount(1);
      await expect(page.getByTestId('history-card')).toContainText(seen.speciesName);
      expect(new URL(page.url()).pathname).toBe('/history');
      const marks = page.getByTestId('shown-from-device');
      await expect(marks).toHaveCount(2); // the history and its life list
      await expect(marks.first()).toHaveText(/^Offline, as of .+/);
      await expectNoSeriousA11yViolations(page, 'History offline');

      await page.goto('/dives');
      await expect(page.getByRole('link', { name: /Blue Corner/ })).toBeVisible();
      await expect(page.getByTestId('shown-from-device')).toHaveText(/^Offline, as of /);

      await page.goto(`/dives/${dive.id}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Dive of / })).toBeVisible();
      await expect(page.getByTestId('shown-from-device')).toHaveText(/^Offline, as of /);
      await expectNoSeriousA11yViolations(page, 'a dive page offline');

      // Identify knows the member: no visitor's allowance, and what is queued is theirs.
      await page.goto('/identification');
      await islandsReady(page);
      await expect(page.getByText('remaining on this device')).toHaveCount(0);
      await expect(page.getByText(/free identifications? remaining\. Upgrade to premium/)).toBeVisible();
      await addPhotos(page, { buffer: await photo(42), name: 'at-sea.jpg' });
      await page.getByRole('button', { name: 'Identify', exact: true }).click();
      await expect(toast(page).first()).toContainText('Saved: it will be sent when you are back online');
      await expect(page.getByTestId('outbox-waiting')).toContainText('1 identification waiting to be sent');
      expect((await onTheDevice(page)).outboxOwners).toEqual([me.id]);
    } finally {
      await context.setOffline(false);
    }

    // Back online it goes as this member, into their history.
    await expect(page.getByTestId('outbox-notice')).toContainText(/Your identification of .+ is ready\./, { timeout: 15_000 });
    expect(await (await page.request.get('/api/identifications')).json()).toHaveLength(2);

    // Signing out leaves nothing of the account on the device.
    await page.goto('/history');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname !== '/history');
    await islandsReady(page);
    expect(await onTheDevice(page)).toEqual({ account: null, lastSeen: [], outboxOwners: [], apiInCaches: [] });

    // Another account on the same device never sees the first one's logbook, offline either.
    await registerUser(page, 'crew');
    await page.goto('/history');
    await islandsReady(page);
    await context.setOffline(true);
    try {
      await page.goto('/history');
      await islandsReady(page);
      await expect(page.getByText(seen.speciesName)).toHaveCount(0);
      await expect(page.getByTestId('history-card')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
