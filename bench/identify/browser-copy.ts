/**
 * What a phone sends for a 12 MP photo: the browser's own copy (site/src/features/identify/browser-copy.ts) made
 * in Chromium from a 4000×3000 JPEG with a phone's EXIF, at the free (2048 px) and premium (4096 px) sizes, of the
 * whole photo and of a crop to the animal (the frame moved and shrunk on the identify screen). Prints the bytes
 * sent, the time the browser took (target: crop and copy within 800 ms), and whether the copy kept the place and
 * date.
 *
 *   bun bench/identify/browser-copy.ts
 */
import { resolve } from 'node:path';
import exifr from 'exifr';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CAIRNS_GPS } from '../../api/test-support/identify';
import { measured } from '../support/figures';

const ROOT = resolve(import.meta.dir, '../..');
const WIDTH = 4000;
const HEIGHT = 3000;

/** A photo-like 12 MP JPEG: smooth water with fine texture (noise alone would be unrealistically large). */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const noise = Buffer.alloc((WIDTH / 4) * (HEIGHT / 4) * 3);
  let x = 7;
  for (let i = 0; i < noise.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = 60 + ((x >> 23) % 120);
  }
  const texture = await sharp(noise, { raw: { width: WIDTH / 4, height: HEIGHT / 4, channels: 3 } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  return sharp(texture, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({ IFD2: { DateTimeOriginal: '2025:06:14 09:41:07' }, IFD3: CAIRNS_GPS })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const built = await Bun.build({ entrypoints: [resolve(ROOT, 'site/src/features/identify/browser-copy.ts')], target: 'browser', format: 'esm' });
if (!built.success) throw new Error(built.logs.join('\n'));
const moduleSource = (await built.outputs[0]!.text()).replace(/export\s*\{[^}]*\};?\s*$/, '');

const original = await twelveMegapixelPhoto();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>copy</title>');
  await page.addScriptTag({ content: `${moduleSource}\nwindow.browserCopy = browserCopy; window.COPY_MAX_SIDE = COPY_MAX_SIDE; window.PREMIUM_COPY_MAX_SIDE = PREMIUM_COPY_MAX_SIDE;` });
  const rows: Array<Record<string, string | number | boolean>> = [];
  // A crop as the frame leaves it: off centre, 70% of the photo each way (2800×2100 px: the free copy is scaled down
  // to 2048 px, the premium one is not).
  const CROP = { x: 0.2, y: 0.16, width: 0.7, height: 0.7 };
  const runs = [
    { premium: false, crop: null },
    { premium: true, crop: null },
    { premium: false, crop: CROP },
    { premium: true, crop: CROP },
  ];
  for (const { premium, crop } of runs) {
    const result = await page.evaluate(
      async ({ base64, premium, crop }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const file = new File([bytes], 'IMG_0001.jpg', { type: 'image/jpeg' });
        const w = window as unknown as { browserCopy: Function; COPY_MAX_SIDE: number; PREMIUM_COPY_MAX_SIDE: number };
        // The machine is shared: each copy is made five times, and the median and slowest are shown.
        const times: number[] = [];
        let copy;
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          copy = await w.browserCopy(file, premium ? w.PREMIUM_COPY_MAX_SIDE : w.COPY_MAX_SIDE, crop);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const sent = new Uint8Array(await copy.file.arrayBuffer());
        return { ms: times[2]!, slowest: times[4]!, size: copy.file.size, longestSide: copy.longestSide, resized: copy.resized, head: btoa(String.fromCharCode(...sent.subarray(0, 64 * 1024))) };
      },
      { base64: original.toString('base64'), premium, crop },
    );
    measured(`${premium ? 'premium' : 'free'} copy, ${crop ? 'cropped' : 'whole photo'}`, { ms: result.ms, slowest: result.slowest, size: result.size });
    const tags = await exifr.parse(Buffer.from(result.head, 'base64'), { gps: true, reviveValues: false }).catch(() => null);
    rows.push({
      account: premium ? 'premium (4096 px)' : 'free (2048 px)',
      crop: crop ? '70%, off centre' : 'whole photo',
      'original KB': Math.round(original.length / 1024),
      'sent KB': Math.round(result.size / 1024),
      'longest side': result.longestSide ?? '–',
      'browser ms (median)': Math.round(result.ms),
      'slowest ms': Math.round(result.slowest),
      'place and date kept': Boolean(tags?.latitude && tags?.DateTimeOriginal),
    });
  }
  console.log(`A ${WIDTH}×${HEIGHT} photo through the browser's copy (targets: under 1 MB sent for a free account; crop and copy within 800 ms)`);
  console.table(rows);
} finally {
  await browser.close();
}
