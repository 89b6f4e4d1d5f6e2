import type { Browser } from '@playwright/test';
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
    const started = performance.now();
    await server.command(`publish ${target.id}`);
    const publishCall = performance.now() - started;
    while ((await fetch(`${server.url}/species/${target.slug}`)).status !== 200) await Bun.sleep(20);
    const pageLive = performance.now() - started;
    // A visitor arriving now: a fresh page each time, until Discover's search finds it (the lists and search are
    // written right after the call returns).
    for (;;) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/discover`);
      await page.getByLabel('Search species').fill(target.habitatWord);
      // Once the full-text search for the word has answered (found or not), the next visitor comes at once.
      await page
        .locator(`[data-discover-fulltext][data-searched="${target.habitatWord}"]`)
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => {});
      const found = (await page.locator('[data-discover-fulltext-list] a', { hasText: target.name }).count()) > 0;
      await context.close();
      if (found) break;
      if (performance.now() - started > 120_000) throw new Error(`${target.name} was not found in 2 minutes`);
    }
    const searchable = performance.now() - started;
    samples.push({ publishCall, pageLive, searchable });
    await Bun.sleep(GAP_MS);
  }
  return samples;
}
