import type { Browser, Page } from '@playwright/test';

/** Bytes on the wire (headers and compressed body) of every response a page receives from a moment on. */
async function recordTransfer(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const urls = new Map<string, { url: string; type: string }>();
  const bytes = new Map<string, { url: string; type: string; bytes: number }>();
  let recording = false;
  session.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' }));
  session.on('Network.loadingFinished', (event) => {
    const request = urls.get(event.requestId) ?? { url: `http://unknown/${event.requestId}`, type: 'Other' };
    if (recording) bytes.set(event.requestId, { ...request, bytes: event.encodedDataLength });
  });
  return {
    start: () => void (recording = true),
    done: () => [...bytes.values()].map(({ url, type, bytes }) => ({ path: new URL(url).pathname, type, bytes })),
  };
}

const sum = (list: Array<{ bytes: number }>) => list.reduce((total, file) => total + file.bytes, 0);
/** Files of Discover's own name search (discover-index.ts): names, keys and filter files, and card chunks. */
const NAME_SEARCH_FILE = /^\/discover\/(names|cards)\//;

/**
 * Discover's first load in a fresh browser context (nothing cached): every response but images (the card
 * thumbnails and the favicon) until the network is idle: the HTML, CSS, JavaScript and whatever the script reads.
 */
export async function benchDiscoverFirstLoad(url: string, browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transfer = await recordTransfer(page);
  transfer.start();
  await page.goto(`${url}/discover`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const files = transfer.done();
  await context.close();
  const counted = files.filter((file) => file.type !== 'Image');
  const byType = Object.fromEntries([...new Set(counted.map((file) => file.type))].map((type) => [type, sum(counted.filter((file) => file.type === type))]));
  return { bytes: sum(counted), byType, imageBytes: sum(files.filter((file) => file.type === 'Image')), files: counted };
}

/**
 * The first name search of a visitor on Discover (fresh context, page loaded): what the search downloads until
 * its cards are shown, thumbnails and Pagefind's full-text search (measured apart) left out. `typed` enters the
 * term a key at a time, 60 ms apart, as a visitor types (each prefix searches); else it is pasted at once.
 */
export async function benchFirstNameSearch(url: string, browser: Browser, term: string, typed: boolean) {
  // The service worker stays out: the names files it would fetch for the page are not seen in the page's network events.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const transfer = await recordTransfer(page);
  await page.goto(`${url}/discover`, { waitUntil: 'networkidle' });
  transfer.start();
  const started = performance.now();
  const box = page.getByLabel('Search species');
  if (typed) await box.pressSequentially(term, { delay: 60 });
  else await box.fill(term);
  await page.waitForFunction((query) => new URL(location.href).searchParams.get('q') === query, term);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const count = await page.locator('[data-discover-count]').textContent();
  const cards = await page.locator('[data-discover-grid] > li').count();
  const files = transfer.done();
  await context.close();
  const search = files.filter((file) => NAME_SEARCH_FILE.test(file.path));
  return {
    term,
    typed,
    count,
    /** The species the search found, as Discover's count says ("1,234 species"). */
    found: Number(count?.match(/\d[\d,]*/)?.[0]?.replaceAll(',', '') ?? 0),
    cards,
    bytes: sum(search),
    namesBytes: sum(search.filter((file) => file.path.startsWith('/discover/names/'))),
    cardsBytes: sum(search.filter((file) => file.path.startsWith('/discover/cards/'))),
    requests: search.length,
    /** Until the last card was shown, including Pagefind's start. */
    ms: performance.now() - started,
    pagefindBytes: sum(files.filter((file) => /^\/(pagefind|pagefind-recent)\//.test(file.path))),
  };
}

/**
 * The first full-text search of a visitor on Discover (fresh browser context, nothing cached): what Pagefind
 * downloads (search state, pagefind.js, WebAssembly, index metadata, index chunks, result fragments), and
 * apart from it what the instant name search loads (its names files and card chunks).
 */
export async function benchFirstSearch(url: string, browser: Browser, term: string, discover = '/discover') {
  // The service worker stays out: what it fetches for the page is not seen in the page's network events.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const transfer = await recordTransfer(page);
  await page.goto(`${url}${discover}`, { waitUntil: 'networkidle' });
  transfer.start();
  await page.locator('[data-discover-search]').fill(term);
  // A small catalogue may have no page with the term: what a search without results downloads is counted then.
  const found = await page
    .locator('[data-discover-fulltext-list] a')
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => true, () => false);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const files = transfer.done();
  await context.close();
  const pagefind = files.filter((file) => /^\/(pagefind|pagefind-recent)\/|search-state\.json$/.test(file.path));
  const cards = files.filter((file) => NAME_SEARCH_FILE.test(file.path));
  return { term, found, pagefindBytes: sum(pagefind), pagefind, cardListBytes: sum(cards) };
}

/** Gzipped size of every script a species page loads (Lighthouse's own transfer is compressed the same way). */
export const benchSpeciesPageScripts = (url: string, browser: Browser, slug: string) => benchPageScripts(`${url}/species/${slug}`, browser);

/** Gzipped size of every script a page loads, inline ones included. */
export async function benchPageScripts(pageUrl: string, browser: Browser) {
  const page = await browser.newPage();
  const scripts: Array<{ path: string; gzipBytes: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ path: new URL(response.url()).pathname, gzipBytes: Bun.gzipSync(new Uint8Array(await response.body())).length });
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const inline = await page.$$eval('script:not([src]):not([type="application/ld+json"])', (list) => list.map((s) => s.textContent ?? ''));
  await page.close();
  const inlineGzip = inline.reduce((total, text) => total + Bun.gzipSync(text).length, 0);
  return { scripts, inlineGzip, totalGzip: scripts.reduce((total, s) => total + s.gzipBytes, inlineGzip) };
}
