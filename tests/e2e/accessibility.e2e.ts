import { expect, test, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { DURING_THE_DIVE, importDiveViaApi } from './support/dives';
import { identifyViaApi, setScenario } from './support/identify';
import { islandsReady, registerByApi, uniqueName } from './support/pages';

/**
 * axe (WCAG 2.x A and AA) on every route of site/src/pages, as a visitor and signed in, at a phone's and a desktop's
 * size, and in the OS's dark mode (reduced motion: reduced-motion.e2e.ts). The flows that reach a result or open a
 * dialog run it too. Its tests run on two workers at once (the project "accessibility" in playwright.config.ts): each
 * worker registers its member and publishes its own identification of the same taxon, and unpublishes it at the end.
 */
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;

/** Every public route; login-required ones send a visitor to /auth, so they are checked signed in. */
const PUBLIC_ROUTES = ['/', '/about', '/auth', '/pricing', '/privacy', '/terms', '/identification', '/discover', '/offline', '/verify-email', '/no-such-page'];
const MEMBER_ROUTES = ['/identification', '/history', '/profile', '/subscription', '/checkout?plan=monthly', '/subscription-success?plan=monthly'];

const origin = (baseURL: string | undefined) => ({ origin: new URL(baseURL!).origin });
let speciesPath = '';
let detailPath = '';
let divePath = '';
let memberState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
let publishedId = 0;

test.beforeAll(async ({ browser, baseURL }) => {
  const member = await browser.newContext({ baseURL });
  const page = await member.newPage();
  await registerByApi(page, uniqueName('a11y'));
  await setScenario('good');
  const identification = await identifyViaApi(page, 91, { catalogueConsent: 'true' });
  detailPath = `/identifications/${identification.id}`;
  // A dive with a sighting on it: its profile, marker, map and forms are checked too.
  divePath = `/dives/${(await importDiveViaApi(page)).id}`;
  await identifyViaApi(page, 92, { observedAt: DURING_THE_DIVE });
  memberState = await member.storageState();
  await member.close();

  const admin = await browser.newContext({ baseURL });
  const login = await admin.request.post('/api/login', { data: { username: 'admin', password: 'admin-password' }, headers: origin(baseURL) });
  expect(login.status()).toBe(200);
  const published = await admin.request.post(`/api/admin/identifications/${identification.id}/publish`, { headers: origin(baseURL) });
  expect(published.status()).toBe(200);
  publishedId = identification.id;
  const species = await (await admin.request.get(`/api/public/species/${identification.slug}`)).json();
  speciesPath = `/species/${species.slug}`;
  await admin.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  for (const context of browsers.values()) await (await context).close();
  // Leave the suite's catalogue as found: other files expect it empty.
  const admin = await browser.newContext({ baseURL });
  await admin.request.post('/api/login', { data: { username: 'admin', password: 'admin-password' }, headers: origin(baseURL) });
  await admin.request.post(`/api/admin/identifications/${publishedId}/unpublish`, { headers: origin(baseURL) });
  await admin.close();
});

/** Opens a route and waits until its islands have hydrated and nothing is still loading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
  await expect(page.locator('.spinner')).toHaveCount(0);
}

/**
 * One browser per kind of visit (its size, signed in or not, dark, zoomed) in each worker, kept from one route's test
 * to the next as a visitor's browser keeps what it has loaded; closed when the worker's tests end.
 */
const browsers = new Map<string, Promise<BrowserContext>>();
function pageIn(browser: Browser, kind: string, options: BrowserContextOptions): Promise<Page> {
  let context = browsers.get(kind);
  if (!context) browsers.set(kind, (context = browser.newContext(options)));
  return context.then((opened) => opened.newPage());
}

/** The routes known only once beforeAll has run: the published species' page, the member's identification and dive. */
const SPECIES_PAGE = 'the species page';
const DETAIL_PAGE = 'the identification';
const DIVE_PAGE = 'the dive';
const pathOf = (route: string) => ({ [SPECIES_PAGE]: speciesPath, [DETAIL_PAGE]: detailPath, [DIVE_PAGE]: divePath })[route] ?? route;

for (const [size, viewport] of Object.entries(SIZES)) {
  // A test per route: the two workers share them, and a slow machine slows each route, not a list of twenty.
  for (const route of [...PUBLIC_ROUTES, SPECIES_PAGE]) {
    test(`${route} as a visitor, ${size}`, async ({ browser, baseURL }) => {
      const page = await pageIn(browser, `visitor, ${size}`, { baseURL, viewport });
      const path = pathOf(route);
      await visit(page, path);
      await expectNoSeriousA11yViolations(page, `${path} as a visitor, ${size}`);
      await page.close();
    });
  }

  for (const route of new Set([...MEMBER_ROUTES, ...PUBLIC_ROUTES, SPECIES_PAGE, DETAIL_PAGE])) {
    test(`${route} signed in, ${size}`, async ({ browser, baseURL }) => {
      const page = await pageIn(browser, `signed in, ${size}`, { baseURL, viewport, storageState: memberState });
      const path = pathOf(route);
      await visit(page, path);
      await expectNoSeriousA11yViolations(page, `${path} signed in, ${size}`);
      await page.close();
    });
  }

  test(`the dives and a dive, its site form and its delete confirmation, ${size}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport, storageState: memberState });
    const page = await context.newPage();
    await visit(page, '/dives');
    await expectNoSeriousA11yViolations(page, `/dives, ${size}`);
    await visit(page, divePath);
    await expect(page.getByTestId('sighting-marker')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, `a dive, ${size}`);
    await page.getByRole('button', { name: 'Delete This Dive' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `a dive's delete confirmation, ${size}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit the site' }).click();
    await expectNoSeriousA11yViolations(page, `a dive's site form, ${size}`);
    await context.close();
  });

  test(`the admin dashboard and its tabs, ${size}`, async ({ browser, baseURL }) => {
    // Seven pages through axe, each about 4 s of a loaded 2-core machine's time: three times the usual test's time.
    test.slow();
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.request.post('/api/login', { data: { username: 'admin', password: 'admin-password' }, headers: origin(baseURL) });
    await visit(page, '/admin');
    for (const tab of ['Users', 'Identifications', 'Settings', 'AI usage', 'Accuracy']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.locator('.spinner')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/admin ${tab}, ${size}`);
    }
    await page.getByRole('tab', { name: 'Identifications' }).click();
    await page.getByTestId(`identification-${publishedId}`).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/admin delete confirmation open, ${size}`);
    await page.keyboard.press('Escape');
    await context.close();
  });
}

/**
 * The translated pages: German on a desktop and Chinese (another script, longer words to wrap) on a phone, every
 * screen a diver meets; Spanish and French are the same pages with German's lengths of words, checked on the home and
 * species pages.
 */
const TRANSLATED_VISITS = ['/', '/about', '/auth', '/pricing', '/identification', '/discover', SPECIES_PAGE];
const TRANSLATED_MEMBER_VISITS = ['/history', DETAIL_PAGE, '/dives', DIVE_PAGE, '/profile', '/subscription', '/checkout?plan=monthly'];
const TRANSLATIONS = [
  { prefix: '/de', size: 'desktop', routes: [...TRANSLATED_VISITS, ...TRANSLATED_MEMBER_VISITS] },
  { prefix: '/zh', size: 'phone', routes: [...TRANSLATED_VISITS, ...TRANSLATED_MEMBER_VISITS] },
  { prefix: '/es', size: 'phone', routes: ['/', SPECIES_PAGE] },
  { prefix: '/fr', size: 'desktop', routes: ['/', SPECIES_PAGE] },
] as const;
for (const { prefix, size, routes } of TRANSLATIONS) {
  for (const route of routes) {
    test(`${prefix}${route.startsWith('/') ? route : ` ${route}`}, ${size}`, async ({ browser, baseURL }) => {
      const member = TRANSLATED_MEMBER_VISITS.includes(route);
      const page = await pageIn(browser, `${prefix}, ${size}, ${member ? 'signed in' : 'visitor'}`, {
        baseURL,
        viewport: SIZES[size],
        ...(member ? { storageState: memberState } : {}),
      });
      const path = `${prefix}${pathOf(route)}`;
      await visit(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', prefix === '/zh' ? 'zh-Hans' : prefix.slice(1));
      await expectNoSeriousA11yViolations(page, `${path}, ${size}`);
      await page.close();
    });
  }
}

for (const route of ['/', '/identification', '/discover', SPECIES_PAGE, '/history', DETAIL_PAGE, '/profile', '/pricing']) {
  test(`in the OS dark mode ${route} stays light and passes axe`, async ({ browser, baseURL }) => {
    const page = await pageIn(browser, 'dark', { baseURL, colorScheme: 'dark', storageState: memberState });
    const path = pathOf(route);
    await visit(page, path);
    // The site is light only (decision 085): no half-dark screens from the browser's own dark form controls.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), path).toBe('light');
    await expectNoSeriousA11yViolations(page, `${path} in dark mode`);
    await page.close();
  });
}

for (const route of ['/', '/identification', '/discover', SPECIES_PAGE, '/history', DETAIL_PAGE, '/dives', DIVE_PAGE, '/profile', '/pricing']) {
  test(`at 200% zoom (a 1366×768 desktop laid out at 683×384) ${route} passes axe and does not scroll sideways`, async ({ browser, baseURL }) => {
    const page = await pageIn(browser, 'zoomed', { baseURL, viewport: { width: 683, height: 384 }, deviceScaleFactor: 2, storageState: memberState });
    const path = pathOf(route);
    await visit(page, path);
    await expectNoSeriousA11yViolations(page, `${path} at 200% zoom`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${path} fits at 200%`).toBe(true);
    await page.close();
  });
}

test('a control reached by the keyboard is never hidden behind a sticky bar', async ({ browser, baseURL }) => {
  for (const viewport of Object.values(SIZES)) {
    const context = await browser.newContext({ baseURL, viewport, storageState: memberState });
    const page = await context.newPage();
    for (const path of ['/privacy', '/history']) {
      await visit(page, path);
      // Backwards from the page's end, each control scrolls in under the top bar's edge; forwards, above the bottom bars.
      await page.keyboard.press('End');
      for (const [key, presses] of [['Shift+Tab', 12], ['Tab', 12]] as const) {
        for (let i = 0; i < presses; i++) {
          await page.keyboard.press(key);
          const hidden = await page.evaluate(() => {
            const focused = document.activeElement as HTMLElement | null;
            if (!focused || focused === document.body) return null;
            const box = focused.getBoundingClientRect();
            const isBar = (element: Element) => {
              const { position } = getComputedStyle(element);
              return position === 'sticky' || position === 'fixed';
            };
            // Hidden behind a bar: what is painted at the top or the bottom edge of the focused control is a sticky or
            // fixed bar, not the control. A control painted over a bar (the skip link) is not hidden.
            const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
            for (const y of [box.top + 2, box.bottom - 2]) {
              if (y < 0 || y >= innerHeight) continue;
              const seen = document.elementFromPoint(x, y);
              if (!seen || focused.contains(seen) || seen.contains(focused)) continue;
              for (let at: Element | null = seen; at; at = at.parentElement) {
                if (isBar(at)) return `${focused.outerHTML.slice(0, 80)} under ${at.className} at y ${Math.round(y)}`;
              }
            }
            return null;
          });
          expect(hidden, `${path} at ${viewport.width} px after ${key}`).toBeNull();
        }
      }
    }
    await context.close();
  }
});
