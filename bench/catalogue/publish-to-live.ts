import type { Browser } from 'playwright';
import type { CatalogueServer } from '../../tests/e2e/support/catalogue-server-control';

const GAP_MS = 2000;

/**
 * Publish-to-live, per target: from the publish call to (a) its return, (b) the page answering 200 and
 * (c) a visitor opening Discover and finding the page with Pagefind by a word of its habitat.
 * Publishes are a few seconds apart, so full rebuilds of the whole catalogue run meanwhile, as in real use.
 */
export async function benchPublishToLive(server: CatalogueServer, browser: Browser) {
  const samples: Array<{ publishCall: number; pageLive: number; searchable: number }> = [];
  for (const target of server.seeded.targets) {
    const page = await browser.newPage();
    const started = performance.now();
    await server.command(`publish ${target.id}`);
    const publishCall = performance.now() - started;
    while ((await fetch(`${server.url}/species/${target.slug}`)).status !== 200) await Bun.sleep(20);
    const pageLive = performance.now() - started;
    await page.goto(`${server.url}/discover`);
    await page.getByLabel('Search species').fill(target.habitatWord);
    await page.locator('[data-discover-fulltext-list] a', { hasText: target.name }).waitFor({ timeout: 60_000 });
    const searchable = performance.now() - started;
    samples.push({ publishCall, pageLive, searchable });
    await page.close();
    await Bun.sleep(GAP_MS);
  }
  return samples;
}
