/**
 * Server-side preparation of an identification: from the upload arriving at the API to the request reaching
 * the model (here the fake OpenAI-compatible server, in the same process and on the same clock), for a
 * 12-megapixel JPEG near 10 MB and a 12-megapixel HEIC. Median of 10 runs after one warm-up, and the image
 * bytes the model receives compared with the original file.
 *
 *   npm run bench:identify
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startFakeOpenAI } from '../api/src/fakes/openai';
import { prepareImage } from '../api/src/lib/images/prepare';
import { testApp } from '../api/test-support/harness';

const RUNS = 10;
const WIDTH = 4000;
const HEIGHT = 3000;
const TARGET_JPEG_BYTES = 9.6 * 1024 * 1024;
const resultsDir = join(import.meta.dir, 'results');
mkdirSync(resultsDir, { recursive: true });

/** A smooth scene with grain of a given strength: stronger grain, bigger JPEG, like a high-ISO phone photo. */
async function scene(grain: number): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((seed >> 16) % 256) - 128;
      pixels[i] = Math.max(0, Math.min(255, 20 + (y * 120) / HEIGHT + (noise * grain) / 128));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (x * 100) / WIDTH + (noise * grain) / 160));
      pixels[i + 2] = Math.max(0, Math.min(255, 150 + ((x + y) % 97) + (noise * grain) / 200));
    }
  }
  return pixels;
}

/** The 12 MP JPEG near 10 MB: grain is tuned by bisection until the file lands just under the upload limit. */
async function bigJpeg(): Promise<Buffer> {
  const file = join(resultsDir, 'photo-12mp.jpg');
  if (existsSync(file)) return Buffer.from(await Bun.file(file).arrayBuffer());
  let low = 0;
  let high = 128;
  let best: Buffer | undefined;
  for (let step = 0; step < 8; step++) {
    const grain = (low + high) / 2;
    const jpeg = await sharp(await scene(grain), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    if (jpeg.length <= 10 * 1024 * 1024) best = jpeg;
    if (jpeg.length < TARGET_JPEG_BYTES) low = grain;
    else high = grain;
  }
  await Bun.write(file, best!);
  return best!;
}

/** A real HEVC-coded HEIC needs an encoder: Debian's heif-enc (package libheif-examples) has one. */
async function heic(): Promise<Buffer | string> {
  const file = join(resultsDir, 'photo-12mp.heic');
  if (existsSync(file)) return Buffer.from(await Bun.file(file).arrayBuffer());
  const png = join(resultsDir, 'photo-12mp.png');
  await sharp(await scene(24), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png({ compressionLevel: 1 }).toFile(png);
  const encoded = spawnSync('heif-enc', ['-q', '60', png, '-o', file], { encoding: 'utf8' });
  rmSync(png, { force: true });
  if (encoded.error || encoded.status !== 0) {
    return 'skipped: no HEVC encoder here. sharp\'s prebuilt libvips and libheif-js (WASM) only decode HEIC; install Debian\'s libheif-examples for heif-enc.';
  }
  return Buffer.from(await Bun.file(file).arrayBuffer());
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function measure(label: string, bytes: Buffer, name: string, type: string) {
  const fake = startFakeOpenAI();
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-bench-'));
  const app = await testApp({}, { DATA_DIR: dataDir, OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'bench' });
  const client = app.client();
  await client.register('bench');
  app.sqlite!.run("UPDATE users SET subscription_tier = 'lifetime'");

  const endToEnd: number[] = [];
  const prepareOnly: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(bytes)], name, { type }));
    fake.requests.length = 0;
    const started = performance.now();
    const response = await client.post('/api/identify', form);
    if (response.status !== 201) throw new Error(`${label}: ${response.status} ${await response.text()}`);
    const ready = fake.requests[0]!.receivedAt - started;

    const prepStarted = performance.now();
    await (await prepareImage(bytes)).stored;
    const prep = performance.now() - prepStarted;
    if (run > 0) {
      endToEnd.push(ready);
      prepareOnly.push(prep);
    }
  }
  const sent = fake.requests[0]!.image!;
  const meta = await sharp(sent).metadata();
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    label,
    original: bytes.length,
    endToEnd: median(endToEnd),
    prepareOnly: median(prepareOnly),
    sent: sent.length,
    sentSize: `${meta.width}×${meta.height}`,
  };
}

const rows = [await measure('12 MP JPEG', await bigJpeg(), 'photo.jpg', 'image/jpeg')];
const heicFile = await heic();
if (typeof heicFile === 'string') console.log(`12 MP HEIC: ${heicFile}`);
else rows.push(await measure('12 MP HEIC', heicFile, 'photo.heic', 'image/heic'));

console.log(`\nIdentification preparation, median of ${RUNS} runs (${navigator.hardwareConcurrency} cores, Bun ${Bun.version}, sharp ${sharp.versions.sharp})\n`);
console.log('| Upload | Original | Upload received → model request ready | All copies made (model, web, high-res) | Image sent to the model | Share of original |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.label} (${WIDTH}×${HEIGHT}) | ${mb(row.original)} | ${row.endToEnd.toFixed(0)} ms | ${row.prepareOnly.toFixed(0)} ms | ${kb(row.sent)} JPEG, ${row.sentSize} | ${((row.sent / row.original) * 100).toFixed(1)}% |`,
  );
}
