import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'bun:test';
import sharp from 'sharp';
import type { Db } from '../src/db/client';
import { users, type SubscriptionTier } from '../src/db/schema';
import { startFakeObis } from '../src/fakes/obis';
import { startFakeOpenAI, type FakeOpenAI } from '../src/fakes/openai';
import { testApp, type TestClient } from './harness';

/** One fake OpenAI-compatible server per test file: start in beforeAll, stop in afterAll. */
export function fakeProvider() {
  let fake: FakeOpenAI | undefined;
  return {
    start() {
      fake = startFakeOpenAI({ slowMs: 1_500 });
      return fake;
    },
    get fake() {
      return fake!;
    },
    reset() {
      fake!.setScenario('good');
      fake!.requests.length = 0;
    },
    stop: () => fake?.stop(),
  };
}

/** The fake model for the whole test file, reset after each test. Call it at the top of the file; it registers its own hooks. */
export function fakeModel() {
  const provider = fakeProvider();
  beforeAll(() => provider.start());
  afterEach(() => provider.reset());
  afterAll(() => provider.stop());
  return provider;
}

/**
 * A fake model and a fake OBIS for the whole test file, reset after each test: `app()` is an identify app that asks
 * both (OBIS within 500 ms). Call it at the top of the file; it registers its own hooks.
 */
export function fakeModelAndObis() {
  const provider = fakeModel();
  const obis = startFakeObis();
  afterEach(() => obis.reset());
  afterAll(() => obis.stop());
  const app = () => identifyApp(provider.fake, { OBIS_API_URL: obis.url, OBIS_TIMEOUT_MS: '500' });
  return { provider, obis, app };
}

/** A test app whose AI calls go to the fake and whose uploads go to a fresh folder. */
export async function identifyApp(fake: FakeOpenAI, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-identify-'));
  const app = await testApp({}, { DATA_DIR: dataDir, OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key', OPENAI_TIMEOUT_MS: '1000', ...env });
  return { ...app, dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A photo-like JPEG (noise, so sizes are realistic); extra sharp steps may add metadata. */
export async function photo(width = 640, height = 480, seed = 1): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  let x = seed;
  for (let i = 0; i < noise.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = x >> 23;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** Cairns, Great Barrier Reef, as a phone's EXIF writes it (degrees, minutes, seconds as rationals). */
export const CAIRNS_GPS = { GPSLatitudeRef: 'S', GPSLatitude: '16/1 55/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '145/1 46/1 0/1' };

/** A photo as a phone writes it: taken at Cairns on 14 June 2025 at 09:41:07, with the clock's offset when given. */
export async function phonePhoto(options: { seed?: number; offset?: string } = {}): Promise<Buffer> {
  const when = { DateTimeOriginal: '2025:06:14 09:41:07', ...(options.offset ? { OffsetTimeOriginal: options.offset } : {}) };
  return sharp(await photo(320, 240, options.seed)).withExif({ IFD2: when, IFD3: CAIRNS_GPS }).jpeg().toBuffer();
}

export function imageForm(bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/** Uploads a photo as the identify screen does, raw: for tests that read the answer as it streams or races it. */
export async function upload(client: TestClient, bytes: Uint8Array, name?: string, type?: string) {
  return client.post('/api/identify', imageForm(bytes, name, type));
}

/**
 * Uploads a photo through the typed client, sent as multipart as the identify screen sends it, with the form's
 * text fields (where and when) when given.
 */
export function identify(client: TestClient, bytes: Uint8Array, options: { name?: string; type?: string; fields?: Record<string, string> } = {}) {
  const image = new File([new Uint8Array(bytes)], options.name ?? 'photo.jpg', { type: options.type ?? 'image/jpeg' });
  return client.api.identify.post({ image, ...options.fields });
}

/** `bytes` (by default the phone photo taken at Cairns, +10:00) identified for `browser`, which must answer 201. */
export async function identified(browser: TestClient, bytes?: Uint8Array) {
  const response = await identify(browser, bytes ?? (await phonePhoto({ offset: '+10:00' })));
  expect(response.status).toBe(201);
  return response.data!;
}

/** A diver signed up through `client` (a test app's) with one identification of the phone photo taken at Cairns. */
export async function diverWithIdentification(client: () => TestClient) {
  const owner = client();
  await owner.register('diver');
  return { owner, first: await identified(owner) };
}

/** Uploads a sighting of several photos through the typed client: one `image` part per photo, in this order. */
export function identifySighting(client: TestClient, photos: Uint8Array[], fields: Record<string, string> = {}) {
  const image = photos.map((bytes, i) => new File([new Uint8Array(bytes)], `photo-${i + 1}.jpg`, { type: 'image/jpeg' }));
  return client.api.identify.post({ image, ...fields });
}

export async function makePremium(db: Db, username: string, tier: SubscriptionTier = 'monthly') {
  const expires = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await db.update(users).set({ subscriptionTier: tier, subscriptionExpiresAt: expires }).where(eq(users.username, username));
}

/** A new member on a monthly plan, signed in: no free-identification quota of their own. */
export async function signUpPremium(app: Awaited<ReturnType<typeof identifyApp>>, username: string) {
  const client = await app.signUp(username);
  await makePremium(app.ctx.db, username);
  return client;
}

/**
 * 20 uploads at once when only two may pass (two free identifications or two model calls left): two are identified,
 * the other 18 refused with `refused`, and the model is asked at most twice.
 */
export async function expectTwoOfTwentyAtOnce(fake: FakeOpenAI, send: () => Promise<{ status: number }>, refused: number) {
  fake.requests.length = 0;
  const statuses = (await Promise.all(Array.from({ length: 20 }, send))).map((response) => response.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(2);
  expect(statuses.filter((status) => status === refused)).toHaveLength(18);
  expect(fake.requests.length).toBeLessThanOrEqual(2);
}

export async function makeAdmin(db: Db, username: string) {
  await db.update(users).set({ isAdmin: true }).where(eq(users.username, username));
}
