import { describe, expect, test } from 'bun:test';
import { recordClientIp } from '../lib/client-ip';
import { fakeModel, identifyApp, imageForm, photo } from '../../test-support/identify';
import { ORIGIN } from '../../test-support/harness';
import { createRequestHandler } from '../handler';
import { routedPath } from './api-path';
import { UploadGate } from './upload-gate';

const provider = fakeModel();

/** The server's request handler with a gate of one place; `fill` takes that place as an upload in flight would. */
async function server() {
  const app = await identifyApp(provider.fake);
  const gate = new UploadGate(1);
  const handle = createRequestHandler(app.app, app.ctx.config, { uploads: gate });
  const sighting = async () => imageForm(await photo(120, 90));
  const send = async (url: string, init: RequestInit = {}) => {
    const request = new Request(url.startsWith('http') ? url : `${ORIGIN}${url}`, { method: 'POST', body: await sighting(), ...init, headers: { origin: ORIGIN, ...init.headers } });
    recordClientIp(request, '203.0.113.8');
    return handle(request);
  };
  return { app, send, fill: () => gate.enter({ client: 'account:1', address: 'elsewhere' }, 1)! };
}

/** Spellings of the routes with a bound of their own, each answered as no route: never served, never gated. */
const OTHER_SPELLINGS: Array<[string, number]> = [
  ['/api/identify/', 404],
  ['/api/identify/.', 404],
  ['/api/identify/%2e', 404],
  ['/api/identify%2F', 404],
  ['/api//identify', 404],
  ['/api/%69dentify', 404],
  ['/api/dives/import/', 404],
  // Outside /api (paths are case-sensitive): a form posted to a page, sent back to it.
  ['/API/identify', 303],
  ['//api/identify', 303],
];

describe('one path per API route', () => {
  test('POST /api/identify is gated; its other spellings answer as no route, never identified', async () => {
    const { app, send, fill } = await server();
    const release = fill();
    expect((await send('/api/identify')).status).toBe(429);
    for (const [path, status] of OTHER_SPELLINGS) expect([path, (await send(path)).status]).toEqual([path, status]);
    release();
    for (const [path, status] of OTHER_SPELLINGS) expect([path, (await send(path)).status]).toEqual([path, status]);
    expect(provider.fake.requests).toHaveLength(0);
    expect((await send('/api/identify')).status).toBe(201);
    app.cleanup();
  });

  test('a Host of one character that would move the routed path is refused 400, not identified ungated', async () => {
    const { app, send, fill } = await server();
    fill();
    expect(routedPath('http://a/api/api/identify')).toBe('/api/identify');
    const response = await send('http://a/api/api/identify');
    expect(response.status).toBe(400);
    expect(provider.fake.requests).toHaveLength(0);
    app.cleanup();
  });
});
