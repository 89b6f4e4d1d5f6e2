import { describe, expect, test } from 'bun:test';
import { recordClientIp } from '../lib/client-ip';
import { fakeModel, identifyApp, photo } from '../../test-support/identify';
import { ORIGIN } from '../../test-support/harness';
import { createRequestHandler } from '../handler';
import { DIVE_LOG_TOO_LARGE } from '../lib/dive-logs';
import { MAX_BODY_BYTES, OTHER_BODY_BYTES, SIGHTING_BODY_BYTES, SIGHTING_TOO_LARGE } from './body-limit';

const provider = fakeModel();

const MB = 1024 * 1024;

/** The server's request handler, where bodies are bounded before the API reads them. Raw requests: sizes are the point. */
async function server() {
  const app = await identifyApp(provider.fake);
  const handle = createRequestHandler(app.app, app.ctx.config);
  const send = async (path: string, init: RequestInit) => {
    const request = new Request(`${ORIGIN}${path}`, { method: 'POST', ...init, headers: { origin: ORIGIN, ...init.headers } });
    recordClientIp(request, '203.0.113.7');
    const response = await handle(request);
    return { response, bodyRead: request.bodyUsed };
  };
  return { app, send };
}

/** A photo padded to about `megabytes` (JPEG decoders stop at the end-of-image mark). */
const padded = async (megabytes: number, seed: number) => {
  const bytes = await photo(200, 150, seed);
  return Buffer.concat([bytes, Buffer.alloc(megabytes * MB - bytes.length)]);
};

describe('request body limits', () => {
  test('a sighting may total 50 MB of photos; the transport admits that much and no other call reads more than 12 MB', () => {
    expect(SIGHTING_BODY_BYTES).toBeGreaterThanOrEqual(50 * MB);
    expect(SIGHTING_BODY_BYTES).toBeLessThan(51 * MB);
    expect(OTHER_BODY_BYTES).toBe(12 * MB);
    expect(MAX_BODY_BYTES).toBe(SIGHTING_BODY_BYTES);
  });

  test('POST /api/identify: five photos of 4 MB (20 MB, over the other calls\' bound) are one identification', async () => {
    const { app, send } = await server();
    const form = new FormData();
    for (let i = 0; i < 5; i++) form.append('image', new File([await padded(4, i + 1)], `photo-${i + 1}.jpg`, { type: 'image/jpeg' }));
    const encoded = new Response(form); // one encoding: its boundary is in its type
    const type = encoded.headers.get('content-type')!;
    const body = new Uint8Array(await encoded.arrayBuffer());
    const { response } = await send('/api/identify', { body, headers: { 'content-type': type, 'content-length': String(body.byteLength) } });
    expect(body.byteLength).toBeGreaterThan(OTHER_BODY_BYTES);
    expect(response.status).toBe(201);
    expect((await response.json()).photos).toHaveLength(5);
    app.cleanup();
  });

  test('POST /api/identify declaring more than 50 MB: 413 naming the limit, the body unread, nothing sent to the model', async () => {
    const { app, send } = await server();
    const { response, bodyRead } = await send('/api/identify', { body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(SIGHTING_BODY_BYTES + 1) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'upload.sighting_too_large', message: SIGHTING_TOO_LARGE });
    expect(SIGHTING_TOO_LARGE).toContain('50 MB');
    expect(bodyRead).toBe(false);
    expect(provider.fake.requests).toHaveLength(0);
    app.cleanup();
  });

  test('any other call keeps its 12 MB bound, declared or sent in chunks', async () => {
    const { app, send } = await server();
    const declared = await send('/api/login', { body: '{}', headers: { 'content-type': 'application/json', 'content-length': String(OTHER_BODY_BYTES + 1) } });
    expect(declared.response.status).toBe(413);
    expect(declared.bodyRead).toBe(false);
    const chunk = new Uint8Array(MB).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 13) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await send('/api/login', { body: stream, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
    expect(chunked.response.status).toBe(413);
    // Within the bound, in chunks too, the call is answered as before.
    const small = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ username: 'nobody', password: 'wrong-pass' })));
        controller.close();
      },
    });
    const answered = await send('/api/login', { body: small, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
    expect(answered.response.status).toBe(401);
    app.cleanup();
  });

  test('POST /api/dives/import keeps the dive log\'s own 25 MB bound: 20 MB passes the transport, more than 25 MB is 413 unread', async () => {
    const { app, send } = await server();
    const type = { 'content-type': 'multipart/form-data; boundary=x' };
    const over = await send('/api/dives/import', { body: 'x', headers: { ...type, 'content-length': String(25 * MB + 300 * 1024) } });
    expect(over.response.status).toBe(413);
    expect(await over.response.json()).toEqual({ code: 'dives.log_too_large', message: DIVE_LOG_TOO_LARGE });
    expect(over.bodyRead).toBe(false);
    // Within its bound, over every other call's, it is not refused for its size: it reaches the route.
    const within = await send('/api/dives/import', { body: new Uint8Array(20 * MB), headers: { ...type, 'content-length': String(20 * MB) } });
    expect(within.response.status).not.toBe(413);
    expect(within.bodyRead).toBe(true);
    app.cleanup();
  });
});
