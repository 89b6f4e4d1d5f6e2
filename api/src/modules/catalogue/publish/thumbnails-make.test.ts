import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { photo } from '../../../../test-support/identify';
import { localPhotoStore, uploadsDir } from '../../../lib/storage';
import { makeCardThumbnail, removeCardThumbnail, THUMBNAIL_WIDTHS } from './thumbnails';

let dataDir: string;
const stored = join('uploads', 'identifications');
const thumbs = () => join(dataDir, 'uploads', 'thumbs');
const photos = () => localPhotoStore(uploadsDir(dataDir));

/** Puts a stored copy in place and answers its URL, as storeImage does. */
function store(name: string, bytes: Buffer): string {
  writeFileSync(join(dataDir, stored, name), bytes);
  return `/uploads/identifications/${name}`;
}

/** The four files a URL's thumbnails live in. */
const filesOf = (name: string) =>
  THUMBNAIL_WIDTHS.flatMap((width) => ['avif', 'webp'].map((format) => join(thumbs(), `${name}-${width}.${format}`)));

/** A smooth photo: gradients, the opposite of noise. */
function smooth(width = 1200, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 160], (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'reefid-thumbs-'));
  mkdirSync(join(dataDir, stored), { recursive: true });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('card thumbnails', () => {
  test('AVIF and WebP at 240×180 and 480×360, each at most 30 KB, for a noisy and a smooth photo', async () => {
    for (const [name, bytes] of [
      ['noisy.jpg', await photo(1200, 900)],
      ['smooth.jpg', await smooth()],
    ] as const) {
      const thumbnail = await makeCardThumbnail(photos(), store(name, bytes));
      const base = name.replace('.jpg', '');
      expect(thumbnail).toEqual({
        width: 240,
        height: 180,
        src: `/uploads/thumbs/${base}-240.webp`,
        avif: `/uploads/thumbs/${base}-240.avif 240w, /uploads/thumbs/${base}-480.avif 480w`,
        webp: `/uploads/thumbs/${base}-240.webp 240w, /uploads/thumbs/${base}-480.webp 480w`,
      });
      for (const path of filesOf(base)) {
        const meta = await sharp(path).metadata();
        const width = Number(path.match(/-(\d+)\./)![1]);
        expect({ width: meta.width, height: meta.height }).toEqual({ width, height: (width * 3) / 4 });
        // sharp names the AVIF container "heif"; its AV1 compression is what makes it AVIF.
        if (path.endsWith('.avif')) expect([meta.format, meta.compression]).toEqual(['heif', 'av1']);
        else expect(meta.format).toBe('webp');
        expect(statSync(path).size).toBeLessThanOrEqual(30 * 1024);
        expect(statSync(path).size).toBeGreaterThan(0);
      }
    }
    // Written through temp files that are all renamed away.
    expect(readdirSync(thumbs()).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  test('crops the centre of a wide photo to 4:3', async () => {
    // 1600×900: red in the middle 1200 columns, green 200 columns each side. A centred cover crop keeps only red.
    const width = 1600, height = 900;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) pixels.set(i % width < 200 || i % width >= 1400 ? [0, 255, 0] : [255, 0, 0], i * 3);
    const url = store('wide.jpg', await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer());
    await makeCardThumbnail(photos(), url);
    const { data, info } = await sharp(join(thumbs(), 'wide-480.webp')).raw().toBuffer({ resolveWithObject: true });
    for (const x of [1, info.width - 2]) {
      const at = (Math.floor(info.height / 2) * info.width + x) * info.channels;
      expect(data[at]!).toBeGreaterThan(200); // red
      expect(data[at + 1]!).toBeLessThan(60); // not green
    }
  });

  test('carries no metadata from the stored copy, GPS included', async () => {
    const tagged = await sharp(await photo(1200, 900, 7))
      .withExif({ IFD0: { Make: 'ReefCam', Copyright: 'someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 30/1 0/1' } })
      .jpeg()
      .toBuffer();
    const source = await sharp(tagged).metadata();
    expect(source.exif?.toString('latin1')).toContain('ReefCam'); // the test's own premise
    await makeCardThumbnail(photos(), store('tagged.jpg', tagged));
    for (const path of filesOf('tagged')) {
      const meta = await sharp(path).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  test('a second call reuses the files; a missing one is made again', async () => {
    const url = store('again.jpg', await photo(1200, 900, 3));
    const first = await makeCardThumbnail(photos(), url);
    const files = filesOf('again');
    const mtimes = files.map((path) => statSync(path).mtimeMs);
    await Bun.sleep(20);
    expect(await makeCardThumbnail(photos(), url)).toEqual(first);
    expect(files.map((path) => statSync(path).mtimeMs)).toEqual(mtimes);

    rmSync(files[3]!);
    await makeCardThumbnail(photos(), url);
    expect(existsSync(files[3]!)).toBe(true);
    expect(files.slice(0, 3).map((path) => statSync(path).mtimeMs)).toEqual(mtimes.slice(0, 3));
  });

  test('null for a URL outside the uploads or naming no file, and nothing written', async () => {
    writeFileSync(join(dataDir, 'secret.jpg'), await photo(400, 300)); // would be read if ".." got through
    const before = readdirSync(thumbs()).length;
    for (const url of [
      '/uploads/../secret.jpg',
      '/uploads/identifications/../../secret.jpg',
      join(dataDir, 'secret.jpg'),
      'https://example.com/uploads/identifications/noisy.jpg',
      '/uploads/identifications/missing.jpg',
      '/uploads/identifications',
      '',
    ]) {
      expect(await makeCardThumbnail(photos(), url)).toBeNull();
    }
    expect(readdirSync(thumbs()).length).toBe(before);
  });

  test('removal deletes the four files; missing ones are fine', async () => {
    const url = store('gone.jpg', await smooth(800, 600));
    await makeCardThumbnail(photos(), url);
    const files = filesOf('gone');
    expect(files.every((path) => existsSync(path))).toBe(true);
    await removeCardThumbnail(photos(), url);
    expect(files.some((path) => existsSync(path))).toBe(false);
    await removeCardThumbnail(photos(), url);
    await removeCardThumbnail(photos(), '/uploads/../secret.jpg');
    expect(existsSync(join(dataDir, 'secret.jpg'))).toBe(true);
    expect(existsSync(filesOf('noisy')[0]!)).toBe(true); // others' thumbnails stay
  });
});
