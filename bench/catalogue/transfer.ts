import type { Browser, Page } from 'playwright';

/** Bytes on the wire (headers and compressed body) of every response a page receives from a moment on. */
async function recordTransfer(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const urls = new Map<string, string>();
  const bytes = new Map<string, number>();
  let recording = false;
  session.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  session.on('Network.loadingFinished', (event) => {
    if (recording) bytes.set(urls.get(event.requestId) ?? event.requestId, event.encodedDataLength);
  });
  return {
    start: () => void (recording = true),
    done: () => [...bytes].map(([url, size]) => ({ path: new URL(url).pathname, bytes: size })),
  };
}

/**
 * The first full-text search of a visitor on Discover (fresh browser context, nothing cached): what Pagefind
 * downloads (search state, pagefind.js, WebAssembly, index metadata, index chunks, result fragments), and
 * apart from it the card list the instant name search loads.
 */
export async function benchFirstSearch(url: string, browser: Browser, term: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transfer = await recordTransfer(page);
  await page.goto(`${url}/discover`, { waitUntil: 'networkidle' });
  transfer.start();
  await page.getByLabel('Search species').fill(term);
  await page
    .locator('[data-discover-fulltext-list] a')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => Promise.reject(new Error(`Discover found no species page mentioning "${term}"`)));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const files = transfer.done();
  await context.close();
  const pagefind = files.filter((file) => /^\/(pagefind|pagefind-recent)\/|search-state\.json$/.test(file.path));
  const cards = files.filter((file) => file.path === '/discover/catalogue.json');
  const sum = (list: typeof files) => list.reduce((total, file) => total + file.bytes, 0);
  return { term, pagefindBytes: sum(pagefind), pagefind, cardListBytes: sum(cards) };
}

/** Gzipped size of every script a species page loads (Lighthouse's own transfer is compressed the same way). */
export async function benchSpeciesPageScripts(url: string, browser: Browser, slug: string) {
  const page = await browser.newPage();
  const scripts: Array<{ path: string; gzipBytes: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ path: new URL(response.url()).pathname, gzipBytes: Bun.gzipSync(new Uint8Array(await response.body())).length });
  });
  await page.goto(`${url}/species/${slug}`, { waitUntil: 'networkidle' });
  const inline = await page.$$eval('script:not([src]):not([type="application/ld+json"])', (list) => list.map((s) => s.textContent ?? ''));
  await page.close();
  const inlineGzip = inline.reduce((total, text) => total + Bun.gzipSync(text).length, 0);
  return { scripts, inlineGzip, totalGzip: scripts.reduce((total, s) => total + s.gzipBytes, inlineGzip) };
}
