import { describe, expect, test } from 'bun:test';
import { recordClientIp } from '../lib/client-ip';
import { fakeModel, identifyApp, imageForm, photo } from '../../test-support/identify';
import { ORIGIN } from '../../test-support/harness';
import { createRequestHandler } from '../handler';
import { identificationsForServer as identifications } from '../modules/identifications';
import { BUSY_MESSAGE, PLACES_PER_ADDRESS, PLACES_PER_CLIENT, UPLOADS_AT_ONCE_PER_ADDRESS, UPLOADS_AT_ONCE_PER_CLIENT, UploadGate, uploadWeight } from './upload-gate';
const { uploadClients } = identifications;

const provider = fakeModel();

/** Until the model has been asked `count` times: the uploads in flight have taken their places. */
async function modelAsked(count: number) {
  while (provider.fake.requests.length < count) await Bun.sleep(5);
}

/** The server's request handler over an identify app whose model answers slowly, so uploads stay in flight. */
async function slowServer(capacity: number) {
  const app = await identifyApp(provider.fake, { OPENAI_TIMEOUT_MS: '10000' });
  provider.fake.setScenario('slow', { slowMs: 1_000 });
  const handle = createRequestHandler(app.app, app.ctx.config, { uploads: new UploadGate(capacity), uploadClients: uploadClients(app.ctx) });
  // Raw: the gate stands in the server's request handler, in front of the app that the typed client calls.
  const upload = async (image: Uint8Array, from: { ip: string; cookie?: string }) => {
    const request = new Request(`${ORIGIN}/api/identify`, { method: 'POST', body: imageForm(image), headers: { origin: ORIGIN, ...(from.cookie ? { cookie: from.cookie } : {}) } });
    recordClientIp(request, from.ip);
    const response = await handle(request);
    return { response, bodyRead: request.bodyUsed };
  };
  return { app, upload };
}

describe('identification uploads in flight', () => {
  test(`one client has at most ${UPLOADS_AT_ONCE_PER_CLIENT} at once; the next is 429 at once, its body unread`, async () => {
    const { app, upload } = await slowServer(8);
    const image = await photo(120, 90);
    const from = { ip: '203.0.113.30' };
    const running = [upload(image, from), upload(image, from)];
    await modelAsked(2);
    const refused = await upload(image, from);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('2');
    expect(await refused.response.json()).toEqual({ code: 'upload.busy', message: BUSY_MESSAGE });
    expect(refused.bodyRead).toBe(false);
    // Another client is not held back.
    const other = upload(image, { ip: '198.51.100.30' });
    expect((await Promise.all(running)).map(({ response }) => response.status)).toEqual([201, 201]);
    expect((await other).response.status).toBe(201);
    // Once they finish, the client may upload again.
    expect((await upload(image, from)).response.status).toBe(201);
    app.cleanup();
  });

  test('the server admits at most its capacity across clients', async () => {
    const { app, upload } = await slowServer(3);
    const image = await photo(120, 90);
    const running = [1, 2, 3].map((n) => upload(image, { ip: `203.0.113.${40 + n}` }));
    await modelAsked(3);
    expect((await upload(image, { ip: '203.0.113.50' })).response.status).toBe(429);
    expect((await Promise.all(running)).every(({ response }) => response.status === 201)).toBe(true);
    expect(provider.fake.requests).toHaveLength(3);
    app.cleanup();
  });

  test('made-up session cookies from one address are one client: a signed-in user elsewhere is still admitted', async () => {
    const { app, upload } = await slowServer(4);
    const image = await photo(120, 90);
    const member = app.client({ ip: '198.51.100.61' });
    await member.register('diver');
    const attack = [1, 2, 3, 4, 5].map((n) => upload(image, { ip: '203.0.113.60', cookie: `session=made-up-${n}` }));
    await modelAsked(2);
    const admitted = await upload(image, { ip: '198.51.100.61', cookie: member.cookieHeader() });
    expect(admitted.response.status).toBe(201);
    const statuses = (await Promise.all(attack)).map(({ response }) => response.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    app.cleanup();
  });

  test(`one address has at most ${UPLOADS_AT_ONCE_PER_ADDRESS} at once, whoever is signed in: a household of two uploads in full`, async () => {
    const { app, upload } = await slowServer(8);
    const image = await photo(120, 90);
    const home = '203.0.113.70';
    const [first, second, third] = await Promise.all(['diver', 'snorkeler', 'visitor'].map(async (name, i) => {
      const member = app.client({ ip: `198.51.100.7${i}` });
      await member.register(name);
      return { ip: home, cookie: member.cookieHeader() };
    }));
    const running = [first!, first!, second!, second!].map((from) => upload(image, from));
    await modelAsked(4);
    const refused = await upload(image, third!);
    expect(refused.response.status).toBe(429);
    expect(refused.bodyRead).toBe(false);
    expect((await Promise.all(running)).map(({ response }) => response.status)).toEqual([201, 201, 201, 201]);
    app.cleanup();
  });

  test('an IPv6 client is counted by its /64: other addresses of it do not buy more places', async () => {
    const { app, upload } = await slowServer(8);
    const image = await photo(120, 90);
    const running = ['2001:db8:1:2::a', '2001:db8:1:2:ffff::b'].map((ip) => upload(image, { ip }));
    await modelAsked(2);
    expect((await upload(image, { ip: '2001:db8:1:2:1234:5678:9abc:def0' })).response.status).toBe(429);
    // The neighbouring /64 is another client.
    const neighbour = upload(image, { ip: '2001:db8:1:3::a' });
    expect((await Promise.all(running)).map(({ response }) => response.status)).toEqual([201, 201]);
    expect((await neighbour).response.status).toBe(201);
    app.cleanup();
  });
});

describe('an upload weighs the photos it can hold', () => {
  const MB = 1024 * 1024;
  const declaring = (headers: Record<string, string>) => new Request(`${ORIGIN}/api/identify`, { method: 'POST', headers });

  test('its declared length in 10 MB steps, up to five; a body in chunks, of undeclared length, weighs five', () => {
    expect(uploadWeight(declaring({ 'content-length': String(3 * MB) }))).toBe(1);
    expect(uploadWeight(declaring({ 'content-length': String(10 * MB + 1) }))).toBe(2);
    expect(uploadWeight(declaring({ 'content-length': String(42 * MB) }))).toBe(5);
    expect(uploadWeight(declaring({ 'content-length': String(200 * MB) }))).toBe(5);
    expect(uploadWeight(declaring({ 'transfer-encoding': 'chunked' }))).toBe(5);
  });

  test('a sighting of five is admitted into an idle server of any size, and never takes every place of one that has more', () => {
    for (const capacity of [1, 2, 4, 16]) {
      const gate = new UploadGate(capacity);
      expect(gate.enter({ client: 'account:1', address: 'a' }, 5)).not.toBeNull();
      expect(gate.inUse()).toBeLessThanOrEqual(capacity);
      if (capacity > 1) expect(gate.inUse()).toBeLessThan(capacity);
    }
  });

  test('four places: a sighting of five takes three, and a single photo from elsewhere still fits', () => {
    const gate = new UploadGate(4);
    const release = gate.enter({ client: 'address:203.0.113.9', address: '203.0.113.9' }, 5);
    expect(release).not.toBeNull();
    expect(gate.inUse()).toBe(3);
    expect(gate.enter({ client: 'account:2', address: 'b' }, 1)).not.toBeNull();
    expect(gate.inUse()).toBe(4);
    // Full: nothing more, whatever its weight.
    expect(gate.enter({ client: 'account:3', address: 'c' }, 1)).toBeNull();
    release!();
    const singles = [3, 4, 5].map((n) => gate.enter({ client: `account:${n}`, address: `address-${n}` }, 1));
    expect(singles.every((r) => r !== null)).toBe(true);
    expect(gate.inUse()).toBe(4);
  });

  test('a weight never exceeds the room left: what does not fit whole is refused', () => {
    const gate = new UploadGate(8);
    expect(gate.enter({ client: 'account:1', address: 'a' }, 5)).not.toBeNull();
    expect(gate.hasRoomFor('b', 5)).toBe(false);
    expect(gate.enter({ client: 'account:2', address: 'b' }, 5)).toBeNull();
    expect(gate.enter({ client: 'account:2', address: 'b' }, 3)).not.toBeNull();
    expect(gate.inUse()).toBe(8);
  });

  test(`places count against the client (${PLACES_PER_CLIENT}) and the address (${PLACES_PER_ADDRESS}), not only uploads`, () => {
    const gate = new UploadGate(32);
    // One client with a sighting of five in flight has one upload of two, but no place left.
    expect(gate.enter({ client: 'account:1', address: 'home' }, 5)).not.toBeNull();
    expect(gate.enter({ client: 'account:1', address: 'home' }, 1)).toBeNull();
    // A second member of the household fills the address's places with two uploads of its four.
    expect(gate.enter({ client: 'account:2', address: 'home' }, 5)).not.toBeNull();
    expect(gate.hasRoomFor('home', 1)).toBe(false);
    expect(gate.enter({ client: 'account:3', address: 'home' }, 1)).toBeNull();
    expect(gate.enter({ client: 'account:4', address: 'elsewhere' }, 1)).not.toBeNull();
  });
});
