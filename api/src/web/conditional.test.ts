import { afterAll, expect, test } from 'bun:test';
import { fixtureIdentifications, insertFixtures } from '../../test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../../test-support/catalogue-site';
import { catalogue } from '../modules/catalogue';
import { createRequestHandler } from '../handler';
import { matchesTag } from './conditional';
const { publish } = catalogue;

afterAll(stopCatalogueSites);

test('If-None-Match compares weakly, and * matches anything', () => {
  expect(matchesTag('W/"abc"', 'W/"abc"')).toBe(true);
  expect(matchesTag('"abc"', 'W/"abc"')).toBe(true);
  expect(matchesTag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
  expect(matchesTag('W/"abd"', 'W/"abc"')).toBe(false);
  expect(matchesTag('*', 'W/"abc"')).toBe(true);
});

test('pages and files carry an ETag; asking again with it gets 304 without a body, and a changed page a new tag', async () => {
  const app = await catalogueTestApp(NO_REBUILD);
  const handle = createRequestHandler(app.app, app.ctx.config, { catalogue: app.site });
  const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(handle(new Request(`http://localhost:4321${path}`, { headers })));
  const [id] = await insertFixtures(app.ctx.db, fixtureIdentifications(1, { published: false }));
  const { pageSlug } = await publish(app.ctx, id!);
  await app.site.listed(); // the home page and Discover follow the publish

  for (const path of [`/species/${pageSlug}`, '/', '/discover']) {
    for (const encoding of [{}, { 'accept-encoding': 'gzip' }] as Array<Record<string, string>>) {
      const first = await get(path, encoding);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"[0-9a-z-]+"$/);
      const again = await get(path, { ...encoding, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(again.headers.get('content-encoding')).toBeNull();
      expect((await get(path, { ...encoding, 'if-none-match': 'W/"other"' })).status).toBe(200);
    }
  }

  // The species page changes when another photo of it is published: the old tag no longer matches.
  const before = (await get(`/species/${pageSlug}`)).headers.get('etag')!;
  const [second] = await insertFixtures(app.ctx.db, [{ ...fixtureIdentifications(2, { published: false })[1]!, scientificName: fixtureIdentifications(1)[0]!.scientificName }]);
  await publish(app.ctx, second!);
  const after = await get(`/species/${pageSlug}`, { 'if-none-match': before });
  expect(after.status).toBe(200);
  expect(after.headers.get('etag')).not.toBe(before);
});
