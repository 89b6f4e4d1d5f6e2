import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { MAX_SIGHTING_PHOTOS } from '@rules/identification';
import { expectConsoleErrors } from '../../../../test-support/console-guard';
import { fakeModel, identify, identifyApp, identifySighting, photo } from '../../../test-support/identify';

const provider = fakeModel();

type App = Awaited<ReturnType<typeof identifyApp>>;

/** Photos of one sighting told apart by their widths: 200, 210, 220… pixels, in upload order. */
const sighting = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => photo(200 + 10 * i, 150, i + 1)));
const widthOf = async (bytes: Uint8Array) => (await sharp(bytes).metadata()).width;
const storedFiles = (app: App) => {
  const folder = join(app.dataDir, 'uploads', 'identifications');
  return existsSync(folder) ? readdirSync(folder) : [];
};
const freeUsed = async (client: ReturnType<App['client']>) => (await client.api['free-identifications-count'].get()).data!.count;

/** Nothing of a refused sighting is left: no stored copy, no row, no photo row, no free identification, no model call. */
async function expectNothingLeft(app: App, client: ReturnType<App['client']>) {
  expect(storedFiles(app)).toEqual([]);
  expect(await app.sql`SELECT id FROM species_identifications`).toEqual([]);
  expect(await app.sql`SELECT id FROM identification_photos`).toEqual([]);
  expect(await app.sql`SELECT id FROM upload_reservations`).toEqual([]);
  expect(await freeUsed(client)).toBe(0);
}

/** A sighting refused for one of its photos: 415 naming that photo, before any model call, and nothing left behind. */
async function expectRefusedPhoto(photos: Uint8Array[], message: string) {
  const app = await identifyApp(provider.fake);
  const visitor = app.client();
  const response = await identifySighting(visitor, photos);
  expect(response.status).toBe(415);
  expect(response.error!.value.message).toStartWith(message);
  expect(provider.fake.requests).toHaveLength(0);
  await expectNothingLeft(app, visitor);
  app.cleanup();
}

describe('POST /api/identify: a sighting of one to five photos', () => {
  test('1, 3 and 5 photos: each one identification with its photos in upload order, one model call with every photo, one free identification', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    for (const [n, count] of [1, 3, 5].entries()) {
      provider.fake.requests.length = 0;
      const photos = await sighting(count);
      const response = await identifySighting(visitor, photos);
      expect(response.status).toBe(201);
      const body = response.data!;
      expect(body.photos.map((p) => p.width)).toEqual(photos.map((_, i) => 200 + 10 * i));
      // The first is the cover, kept on the row for older clients.
      expect(body.imageUrl).toBe(body.photos[0]!.imageUrl);
      expect(new Set(body.photos.map((p) => p.imageUrl)).size).toBe(count);
      // One call carrying every photo, in order, said to be one animal when there are several.
      expect(provider.fake.requests).toHaveLength(1);
      const sent = provider.fake.requests[0]!;
      expect(await Promise.all(sent.images.map(widthOf))).toEqual(photos.map((_, i) => 200 + 10 * i));
      expect(sent.prompt).toContain(count === 1 ? 'in this photo' : `These ${count} photos show the same animal`);
      // The fake names the largest copy, the last here.
      expect(body.bestPhotoIndex).toBe(count - 1);
      expect(await freeUsed(visitor)).toBe(n + 1);
    }
    expect(await app.sql`SELECT id FROM species_identifications`).toHaveLength(3);
    expect(storedFiles(app)).toHaveLength(2 * (1 + 3 + 5));
    // The owner's later reads give the same photos, in the same order.
    const ids = (await app.sql<{ id: number }>`SELECT id FROM species_identifications ORDER BY id`).map((row) => row.id);
    const five = await visitor.api.identifications({ id: ids[2]! }).get();
    expect(five.data!.photos.map((p) => p.width)).toEqual([200, 210, 220, 230, 240]);
    app.cleanup();
  });

  test(`${MAX_SIGHTING_PHOTOS + 1} photos are refused with the limit named, before anything is read or spent`, async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const response = await identifySighting(visitor, await sighting(MAX_SIGHTING_PHOTOS + 1));
    expect(response.status).toBe(400);
    expect(response.error!.value.message).toBe('A sighting has at most 5 photos');
    expect(provider.fake.requests).toHaveLength(0);
    await expectNothingLeft(app, visitor);
    app.cleanup();
  });

  test('no image part: 400 "Add a photo of the animal"; a text value in its place: 400', async () => {
    const app = await identifyApp(provider.fake);
    // Raw: forms the typed client would not build.
    const none = await app.client().post('/api/identify', new FormData());
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe('Add a photo of the animal');
    const text = new FormData();
    text.append('image', 'a clownfish');
    const notAFile = await app.client().post('/api/identify', text);
    expect(notAFile.status).toBe(400);
    expect(provider.fake.requests).toHaveLength(0);
    app.cleanup();
  });

  test('a refused third photo leaves nothing behind: no file, no row, nothing counted, no model call', async () => {
    const [first, second, fourth] = await sighting(3);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    await expectRefusedPhoto([first!, second!, pdf, fourth!], 'Photo 3 of 4: Unsupported file type');
  });

  test('a third photo whose header is sound but whose pixels cannot be read also leaves nothing behind', async () => {
    const [first, second] = await sighting(2);
    const whole = await photo(400, 300, 9);
    const cut = whole.subarray(0, Math.floor(whole.length / 3)); // a transfer cut short: the header is whole
    await expectRefusedPhoto([first!, second!, cut], 'Photo 3 of 3: ');
  });

  test('a failure after the photos are stored removes every stored copy and the row, and counts nothing', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    // The photos' table is gone: the identification's row is written, its photos cannot be.
    await app.sql`DROP TABLE identification_photos`;
    const errors = expectConsoleErrors();
    const response = await identifySighting(visitor, await sighting(3));
    expect(response.status).toBe(500);
    expect(errors.length).toBeGreaterThan(0);
    expect(provider.fake.requests).toHaveLength(1);
    expect(storedFiles(app)).toEqual([]);
    expect(await app.sql`SELECT id FROM species_identifications`).toEqual([]);
    expect(await freeUsed(visitor)).toBe(0);
    app.cleanup();
  });

  test('a free account with one identification left sends a five-photo sighting: it costs that one', async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('diver');
    for (const seed of [1, 2]) expect((await identify(diver, await photo(200, 150, seed))).status).toBe(201);
    expect(await freeUsed(diver)).toBe(2);
    const five = await identifySighting(diver, await sighting(5));
    expect(five.status).toBe(201);
    expect(five.data!.photos).toHaveLength(5);
    expect(await freeUsed(diver)).toBe(3);
    // And that was the last.
    expect((await identifySighting(diver, await sighting(1))).status).toBe(403);
    app.cleanup();
  });

  test("where and when come from the first photo that carries each, and the form's fields win", async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const plain = await photo(200, 150, 1);
    const dated = await sharp(await photo(210, 150, 2)).withExif({ IFD2: { DateTimeOriginal: '2025:06:14 09:41:07' } }).jpeg().toBuffer();
    const placed = await sharp(await photo(220, 150, 3))
      .withExif({ IFD2: { DateTimeOriginal: '2024:01:02 10:00:00' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '16/1 55/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '145/1 46/1 0/1' } })
      .jpeg()
      .toBuffer();
    const read = await identifySighting(visitor, [plain, dated, placed]);
    expect(read.status).toBe(201);
    expect(read.data!.observedAt).toStartWith('2025-06-14');
    expect(read.data!.location).toMatchObject({ source: 'exif' });
    expect(read.data!.location!.latitude).toBeCloseTo(-16.925, 3);
    const given = await identifySighting(visitor, [plain, dated, placed], { observedAt: '2023-03-03', latitude: '1.5', longitude: '125' });
    expect(given.data!.observedAt).toBe('2023-03-03');
    expect(given.data!.location).toEqual({ latitude: 1.5, longitude: 125, source: 'user' });
    app.cleanup();
  });
});
