import { describe, expect, test } from 'bun:test';
import { recordClientIp } from '../../lib/client-ip';
import { ORIGIN } from '../../../test-support/harness';
import { burstFrame, newTrip, tripApp } from '../../../test-support/trips';
import { createRequestHandler } from '../../handler';
import { UploadGate } from '../../web/upload-gate';
import { identificationsForServer } from '../identifications';

/** The server's request handler over a trip app, with an upload gate of `capacity` places. */
async function gatedTrip(capacity: number) {
  const app = await tripApp();
  const id = await newTrip(app.diver);
  const gate = new UploadGate(capacity);
  const handle = createRequestHandler(app.app, app.ctx.config, { uploads: gate, uploadClients: identificationsForServer.uploadClients(app.ctx) });
  const send = async (body: BodyInit, headers: Record<string, string> = {}) => {
    const request = new Request(`${ORIGIN}/api/trips/${id}/photos`, { method: 'POST', body, headers: { origin: ORIGIN, cookie: app.diver.cookieHeader(), ...headers } });
    recordClientIp(request, '203.0.113.7');
    return { response: await handle(request), bodyRead: request.bodyUsed };
  };
  return { app, gate, send };
}

const photoForm = async () => {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(await burstFrame('turtle-1.jpg', null))], 'photo.jpg', { type: 'image/jpeg' }));
  return form;
};

describe("a trip's photos pass the identifications' upload gate", () => {
  test('admitted, a photo is taken: 201', async () => {
    const { send } = await gatedTrip(4);
    expect((await send(await photoForm())).response.status).toBe(201);
  });

  test('a full server answers 429 upload.busy at once, the body unread', async () => {
    const { gate, send } = await gatedTrip(1);
    gate.enter({ client: 'account:999', address: '198.51.100.1' });
    const { response, bodyRead } = await send(await photoForm());
    expect(response.status).toBe(429);
    expect((await response.json()).code).toBe('upload.busy');
    expect(bodyRead).toBe(false);
  });

  test("a body declared larger than one photo's bound is 413 upload.too_large, unread", async () => {
    const { send } = await gatedTrip(4);
    const { response, bodyRead } = await send('x', { 'content-length': String(11 * 1024 * 1024), 'content-type': 'multipart/form-data; boundary=x' });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('upload.too_large');
    expect(bodyRead).toBe(false);
  });
});
