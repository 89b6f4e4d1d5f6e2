import { describe, expect, test } from 'bun:test';
import { deflateSync } from 'node:zlib';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { testApp } from '../../../test-support/harness';
import { fakeModel, identify, identifyApp, photo } from '../../../test-support/identify';

const provider = fakeModel();

const storedFiles = (dataDir: string) => readdirSync(join(dataDir, 'uploads', 'identifications')).map((name) => join(dataDir, 'uploads', 'identifications', name));

/** A real PNG of 30000×30000 one-bit pixels: about 110 KB on disk, 900 megapixels once decoded. */
function pixelBomb(): Buffer {
  const side = 30_000;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(Bun.hash.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const pixels = deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

describe('POST /api/identify: what is accepted', () => {
  test('every accepted format is recognised by its bytes, whatever its name and declared type', async () => {
    const app = await identifyApp(provider.fake);
    await app.client().register('diver');
    await app.sql`UPDATE users SET subscription_tier = 'lifetime'`;
    const browser = app.client();
    await browser.api.login.post({ username: 'diver', password: 'secret-pass' });
    const base = sharp(await photo(320, 240));
    const files: Array<[string, Buffer]> = [
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['png', await base.clone().png().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['gif', await base.clone().gif().toBuffer()],
      ['tiff', await base.clone().tiff().toBuffer()],
      ['avif', await base.clone().avif().toBuffer()],
      ['heic', Buffer.from(await Bun.file(join(import.meta.dir, 'fixtures', 'reef.heic')).arrayBuffer())],
    ];
    for (const [kind, bytes] of files) {
      // A misleading name and type: only the bytes count.
      const response = await identify(browser, bytes, { name: 'notes.txt', type: 'text/plain' });
      expect({ kind, status: response.status }).toEqual({ kind, status: 201 });
      const body = response.data!;
      const stored = await sharp(join(app.dataDir, body.imageUrl!.replace(/^\/uploads/, 'uploads'))).metadata();
      expect({ kind, format: stored.format }).toEqual({ kind, format: 'jpeg' });
    }
    app.cleanup();
  });

  test('a PDF named .jpg and declared image/jpeg is refused with 415', async () => {
    const app = await identifyApp(provider.fake);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    const response = await identify(app.client(), pdf, { name: 'reef.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(415);
    expect(response.error?.value.message).toContain('Unsupported file type');
    const text = await identify(app.client(), Buffer.from('hello, not an image'), { name: 'fish.png', type: 'image/png' });
    expect(text.status).toBe(415);
    expect(provider.fake.requests).toHaveLength(0);
    app.cleanup();
  });

  test('a file over 10 MB is refused with 413 before any work', async () => {
    const app = await identifyApp(provider.fake);
    const big = Buffer.concat([await photo(64, 64), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await identify(app.client(), big);
    expect(response.status).toBe(413);
    expect(response.error?.value.message).toContain('10MB');
    expect(provider.fake.requests).toHaveLength(0);
    app.cleanup();
  });

  test('a pixel bomb is refused from its header, without decoding it', async () => {
    const app = await identifyApp(provider.fake);
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    Bun.gc(true);
    const before = process.memoryUsage().rss;
    const response = await identify(app.client(), bomb, { name: 'bomb.png', type: 'image/png' });
    const grown = process.memoryUsage().rss - before;
    expect(response.status).toBe(413);
    expect(response.error?.value.message).toContain('megapixels');
    expect(grown).toBeLessThan(200 * 1024 * 1024); // decoding would need 900 MB and more
    expect(provider.fake.requests).toHaveLength(0);
    // The quota was given back.
    expect((await app.client().api['free-identifications-count'].get()).data).toEqual({ count: 0 });
    app.cleanup();
  });
});

describe('POST /api/identify: what is stored and sent', () => {
  test('uploads of one species at once each get a slug of their own: one that finds its slug just taken picks again', async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('diver');
    await app.sql`UPDATE users SET subscription_tier = 'lifetime'`;
    const responses = await Promise.all(Array.from({ length: 6 }, async (_, i) => identify(diver, await photo(200, 150, i + 1))));
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    const rows = await app.sql<{ slug: string }>`SELECT slug FROM species_identifications`;
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(6);
    app.cleanup();
  });

  test('stored copies carry no EXIF or GPS and are turned upright', async () => {
    const app = await identifyApp(provider.fake);
    const withGps = await sharp(await photo(600, 300))
      .jpeg()
      .withExif({ IFD0: { Make: 'ReefCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const response = await identify(app.client(), withGps);
    expect(response.status).toBe(201);
    const files = storedFiles(app.dataDir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      const bytes = Buffer.from(await Bun.file(file).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('ReefCam')).toBe(false);
      expect(bytes.includes(Buffer.from([0x30, 0, 0, 0, 1, 0, 0, 0, 0x33, 0, 0, 0, 1, 0, 0, 0]))).toBe(false); // 48/1 51/1
      // Orientation 6 means "rotate 90°": the stored photo is portrait.
      expect([meta.width, meta.height]).toEqual([300, 600]);
    }
    app.cleanup();
  });

  test('a HEIC photo is converted to JPEG', async () => {
    const app = await identifyApp(provider.fake);
    const heic = Buffer.from(await Bun.file(join(import.meta.dir, 'fixtures', 'reef.heic')).arrayBuffer());
    const response = await identify(app.client(), heic, { name: 'IMG_0001.HEIC', type: 'image/heic' });
    expect(response.status).toBe(201);
    const { imageUrl } = response.data!;
    expect(imageUrl!).toEndWith('.jpg');
    const meta = await sharp(join(app.dataDir, imageUrl!.replace(/^\/uploads/, 'uploads'))).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([320, 240]);
    app.cleanup();
  });

  test('the model gets a copy at most 1024 px on its longest side, through a strict json_schema', async () => {
    const app = await identifyApp(provider.fake);
    const response = await identify(app.client(), await photo(3000, 2000));
    expect(response.status).toBe(201);
    const [sent] = provider.fake.requests;
    const meta = await sharp(sent!.image!).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    expect(meta.exif).toBeUndefined();
    expect(sent!.responseFormat).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(sent!.model).toBe('gpt-4o-mini');
    app.cleanup();
  });

  test('records model, tokens and latency with the identification and answers every display field', async () => {
    const app = await identifyApp(provider.fake);
    const response = await identify(app.client(), await photo());
    const body = response.data!;
    expect(body).toMatchObject({ accepted: false, isPublished: false, model: 'gpt-4o-mini', demo: false, imageHighResUrl: null });
    for (const field of ['speciesName', 'description', 'conservationStatus', 'distribution', 'habitat', 'features', 'conservation', 'classification', 'slug'] as const) {
      expect(body[field]).toBeString();
    }
    expect(JSON.parse(body.alternativeSpecies!)).toBeArray();
    expect(body.candidates.length).toBeLessThanOrEqual(3);
    const [row] = await app.sql`SELECT model, tokens_used, latency_ms FROM species_identifications`;
    expect(row!.model).toBe('gpt-4o-mini');
    expect(row!.tokens_used).toBe(1168);
    expect(row!.latency_ms).toBeNumber();
    app.cleanup();
  });

  test('without OPENAI_API_KEY and OPENAI_BASE_URL the answer is 503 naming what to set', async () => {
    const app = await testApp();
    const response = await identify(app.client(), await photo());
    expect(response.status).toBe(503);
    const { message } = response.error!.value;
    expect(message).toContain('AI service');
    expect(message).toContain('OPENAI_API_KEY');
    expect(message).toContain('OPENAI_BASE_URL');
  });
});
