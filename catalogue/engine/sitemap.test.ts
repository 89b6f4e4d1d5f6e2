import { afterAll, expect, test } from 'bun:test';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureIdentifications, insertFixtures } from '../../api/test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../../api/test-support/catalogue-site';
import { ORIGIN } from '../../api/test-support/harness';
import { readSitemap } from '../../api/test-support/sitemap-protocol';
import { catalogue } from '../../api/src/modules/catalogue';
import { fakeCdn } from '../../api/test-support/fake-cdn';

const { publish, unpublish } = catalogue;

afterAll(stopCatalogueSites);

/** A few URLs per file, so that a catalogue of a couple of thousand pages has a dozen files. */
const LIMIT = 200;


/** Each sitemap file of the overlay with its inode and change time: a file written anew (write and rename) gets others. */
function sitemapFilesOnDisk(overlayDir: string): Map<string, string> {
  const files = ['sitemap.xml', ...readdirSync(join(overlayDir, 'sitemaps')).map((name) => `sitemaps/${name}`)];
  return new Map(files.map((path) => {
    const stat = statSync(join(overlayDir, path), { bigint: true });
    return [path, `${stat.ino}:${stat.ctimeNs}`];
  }));
}

const written = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).sort();

test('a publish on a catalogue of thousands rewrites the sitemap index and the one file holding its page, and purges only those', async () => {
  const cdn = fakeCdn();
  const { ctx, site, get, dataDir } = await catalogueTestApp({ ...NO_REBUILD, sitemapLimit: LIMIT });
  ctx.config.catalogue.purgeUrl = cdn.url;
  try {
    const rows = fixtureIdentifications(2_600, { species: 2_400 });
    const ids = await insertFixtures(ctx.db, rows.map((row, i) => (i === rows.length - 1 ? { ...row, isPublished: false, publishedAt: null } : row)));
    await site.changed();
    await site.listed();
    const read = async (url: string) => {
      const response = await get(new URL(url).pathname);
      return response.status === 200 ? response.text() : null;
    };
    const sitemap = await readSitemap(`${ORIGIN}/sitemap.xml`, read, LIMIT);
    expect(sitemap.problems).toEqual([]);
    expect(sitemap.files.length).toBeGreaterThanOrEqual(2_400 / LIMIT);
    // A file the index does not list is not served.
    expect((await get('/sitemaps/species-0000000.xml')).status).toBe(404);

    const overlay = join(dataDir, 'catalogue', 'initial-overlay');
    const before = sitemapFilesOnDisk(overlay);
    const told = cdn.told.length;
    const { pageSlug } = await publish(ctx, ids.at(-1)!);
    await site.listed();
    const holding = async () => {
      for (const file of (await readSitemap(`${ORIGIN}/sitemap.xml`, read, LIMIT)).files) {
        if ((await read(file))?.includes(`/species/${pageSlug}<`)) return new URL(file).pathname.slice(1);
      }
    };
    const file = await holding();
    expect(file).toMatch(/^sitemaps\/species-[01]+\.xml$/);
    const afterPublish = sitemapFilesOnDisk(overlay);
    expect(written(before, afterPublish)).toEqual(['sitemap.xml', file!].sort());
    // The purge is sent after the page is live, without holding up the publish.
    for (let i = 0; i < 300 && cdn.told.length === told; i++) await Bun.sleep(10);
    expect(cdn.told.length).toBe(told + 1);
    expect(cdn.told.at(-1)!.filter((path) => path.includes('sitemap'))).toEqual(['/sitemap.xml', `/${file}`]);

    // Unpublished, the newest page of its file leaves it: the same two files again.
    await unpublish(ctx, ids.at(-1)!);
    await site.listed();
    expect(written(afterPublish, sitemapFilesOnDisk(overlay))).toEqual(['sitemap.xml', file!].sort());
    const after = await readSitemap(`${ORIGIN}/sitemap.xml`, read, LIMIT);
    expect(after.problems).toEqual([]);
    expect(after.urls.sort()).toEqual(sitemap.urls.sort());
  } finally {
    cdn.stop();
  }
}, 120_000);
