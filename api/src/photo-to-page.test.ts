// A photo's whole way through the server, from its upload to its species page, as a diver and an admin take it: the
// request handler, the identification, the publish and the page served. `bun scripts/architecture/photo-path.ts`
// runs these three steps with coverage to name the files on that path (docs/architecture.md).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createRequestHandler } from './handler';
import { recordClientIp } from './lib/client-ip';
import { withAdmin } from '../test-support/admin-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../test-support/catalogue-site';
import { ORIGIN, type TestClient } from '../test-support/harness';
import { fakeProvider, imageForm, photo } from '../test-support/identify';

const provider = fakeProvider();
beforeAll(() => provider.start());
afterAll(async () => {
  await stopCatalogueSites();
  await provider.stop();
});

/** The server's handler in front of an app with a served catalogue, and a browser that sends through it. */
async function server() {
  const app = await withAdmin(await catalogueTestApp({ ...NO_REBUILD, env: { OPENAI_BASE_URL: provider.fake.url, OPENAI_API_KEY: 'test-key' } }));
  const handle = createRequestHandler(app.app, app.ctx.config, { catalogue: app.site });
  const send = (browser: TestClient | null, method: string, path: string, body?: FormData) => {
    const request = new Request(`${ORIGIN}${path}`, { method, body, redirect: 'manual', headers: method === 'GET' ? {} : { origin: ORIGIN } });
    if (browser) request.headers.set('cookie', browser.cookieHeader());
    recordClientIp(request, '203.0.113.7');
    return handle(request);
  };
  const diver = app.client();
  await diver.register('diver');
  return { ...app, send, diver };
}

async function uploaded(app: Awaited<ReturnType<typeof server>>) {
  const form = imageForm(await photo());
  form.set('catalogueConsent', 'true');
  const response = await app.send(app.diver, 'POST', '/api/identify', form);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string; speciesName: string };
}

describe('a photo from its upload to its species page', () => {
  test('a signed-in diver reaches the server through its handler', async () => {
    const app = await server();
    expect((await app.send(app.diver, 'GET', '/api/user')).status).toBe(200);
  });

  test('the upload answers 201 with the identification, its name checked', async () => {
    const identification = await uploaded(await server());
    expect(identification.speciesName).toBeTruthy();
  });

  test('once an admin publishes it, its species page answers 200 and shows it', async () => {
    const app = await server();
    const identification = await uploaded(app);
    expect((await app.send(app.admin, 'POST', `/api/admin/identifications/${identification.id}/publish`)).status).toBe(200);
    // The identification's own slug leads to the page of its taxon.
    const moved = await app.send(null, 'GET', `/species/${identification.slug}`);
    expect(moved.status).toBe(301);
    const page = await app.send(null, 'GET', moved.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(identification.speciesName);
  });
});
