import { afterAll, expect, test } from 'bun:test';
import { fixtureIdentifications, insertFixtures } from '../../../../test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../../../../test-support/catalogue-site';
import { publish, unpublish } from '../publish/service';

afterAll(stopCatalogueSites);

/** Waits until `done` holds (the purge is sent after the page is live, without holding up the publish). */
async function until(done: () => boolean) {
  for (let i = 0; i < 300 && !done(); i++) await Bun.sleep(10);
  expect(done()).toBe(true);
}

/** A CDN's purge endpoint: records what it is told, or answers 503. */
function fakeCdn() {
  const told: string[][] = [];
  let down = false;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      if (down) return new Response('busy', { status: 503 });
      told.push(((await request.json()) as { paths: string[] }).paths);
      return new Response(null, { status: 204 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}/purge`, told, setDown: (value: boolean) => (down = value), stop: () => server.stop(true) };
}

test('publish and unpublish tell CATALOGUE_PURGE_URL the paths that changed; a CDN that fails is logged and loses nothing', async () => {
  const cdn = fakeCdn();
  const app = await catalogueTestApp(NO_REBUILD);
  app.ctx.config.catalogue.purgeUrl = cdn.url;
  try {
    const [first, second] = await insertFixtures(app.ctx.db, fixtureIdentifications(2, { published: false }));
    const { pageSlug } = await publish(app.ctx, first!);
    await until(() => cdn.told.length === 1);
    expect(cdn.told[0]).toContain(`/species/${pageSlug}`);
    expect(cdn.told[0]).toEqual(expect.arrayContaining(['/', '/discover', '/discover/catalogue.json', '/sitemap.xml']));
    // Only what changed: the other, unpublished species is not named.
    expect(cdn.told[0]!.filter((path) => path.startsWith('/species/'))).toEqual([`/species/${pageSlug}`]);
    expect(cdn.told[0]!.some((path) => path.startsWith('/discover/names/'))).toBe(true);

    await unpublish(app.ctx, first!);
    await until(() => cdn.told.length === 2);
    expect(cdn.told[1]).toContain(`/species/${pageSlug}`);

    cdn.setDown(true);
    const { pageSlug: secondSlug } = await publish(app.ctx, second!);
    expect((await app.get(`/species/${secondSlug}`)).status).toBe(200);
    await until(() => app.logs.error.some((line) => String(line[0]).startsWith('Catalogue purge failed')));
    expect(cdn.told).toHaveLength(2);
  } finally {
    cdn.stop();
  }
});
