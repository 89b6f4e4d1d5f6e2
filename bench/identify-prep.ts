/**
 * Server-side preparation of an identification: from the upload arriving at the API to the request reaching
 * the model (here the fake OpenAI-compatible server, in the same process and on the same clock), for a
 * 12-megapixel JPEG near 10 MB, a sighting of five such photos, and a 12-megapixel HEIC. Median of 10 runs after one
 * warm-up, and the image bytes the model receives compared with the original files.
 *
 *   npm run bench:identify
 */
import { mkdtempSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeOpenAI } from '../api/src/fakes/openai';
import { prepareImage } from '../api/src/lib/images/prepare';
import { testApp } from '../api/test-support/harness';
import { exitWithFigures, row as figureRow } from './support/figures';
import { bigJpeg, heic, HEIGHT, WIDTH } from './support/photos';

const RUNS = 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function measure(label: string, photos: Buffer[], name: string, type: string) {
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
    for (const bytes of photos) form.append('image', new File([new Uint8Array(bytes)], name, { type }));
    fake.requests.length = 0;
    const started = performance.now();
    const response = await client.post('/api/identify', form);
    if (response.status !== 201) throw new Error(`${label}: ${response.status} ${await response.text()}`);
    const ready = fake.requests[0]!.receivedAt - started;

    // As the server prepares a sighting: every photo at once, within the image slots.
    const prepStarted = performance.now();
    await Promise.all((await Promise.all(photos.map((bytes) => prepareImage(bytes)))).map((image) => image.stored));
    const prep = performance.now() - prepStarted;
    if (run > 0) {
      endToEnd.push(ready);
      prepareOnly.push(prep);
    }
  }
  const { images } = fake.requests[0]!;
  if (images.length !== photos.length) throw new Error(`${label}: the model got ${images.length} photos of ${photos.length}`);
  const meta = await sharp(images[0]!).metadata();
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    label,
    photos: photos.length,
    original: photos.reduce((sum, bytes) => sum + bytes.length, 0),
    endToEnd: median(endToEnd),
    prepareOnly: median(prepareOnly),
    sent: images.reduce((sum, image) => sum + image.length, 0),
    sentSize: `${meta.width}×${meta.height}`,
  };
}

const jpeg = await bigJpeg();
const rows = [await measure('12 MP JPEG', [jpeg], 'photo.jpg', 'image/jpeg'), await measure('Sighting of 5 × 12 MP JPEG', Array(5).fill(jpeg), 'photo.jpg', 'image/jpeg')];
const heicFile = await heic();
if (typeof heicFile === 'string') console.log(`12 MP HEIC: ${heicFile}`);
else rows.push(await measure('12 MP HEIC', [heicFile], 'photo.heic', 'image/heic'));

console.log(`\nIdentification preparation, median of ${RUNS} runs (${navigator.hardwareConcurrency} cores, Bun ${Bun.version}, sharp ${sharp.versions.sharp})\n`);
console.log('| Upload | Original | Upload received → model request ready | All copies made (model, web, high-res) | Images sent to the model | Share of original |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  const sent = row.photos === 1 ? `${kb(row.sent)} JPEG, ${row.sentSize}` : `${kb(row.sent)}: ${row.photos} JPEG of ${row.sentSize}, one request`;
  figureRow(
    row.label,
    { original: row.original, endToEnd: row.endToEnd, prepareOnly: row.prepareOnly, sent: row.sent },
    `| ${row.label} (${WIDTH}×${HEIGHT}) | ${mb(row.original)} | ${row.endToEnd.toFixed(0)} ms | ${row.prepareOnly.toFixed(0)} ms | ${sent} | ${((row.sent / row.original) * 100).toFixed(1)}% |`,
  );
}
// The test harness's shared fakes (WoRMS, OBIS, SMTP) keep listening: without this the bench never ends.
exitWithFigures();
