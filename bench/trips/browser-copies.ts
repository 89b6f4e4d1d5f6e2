/**
 * In Chromium (the browser suite's), the trip screen's browser copies of 100 photos of 12 MP, made by its own code
 * (site/src/features/trips/trip-photo-copies.ts and the identify screen's copy worker) in a page served here:
 * target at least 4 photos a second.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { figure } from '../support/figures';

const ROOT = resolve(import.meta.dir, '../..');
const PHOTOS = 100;
const [WIDTH, HEIGHT] = [4000, 3000];
/** Distinct pictures among the photos (each photo's bytes differ by a comment naming it). */
const SCENES = 4;

/** A photo-like 12 MP JPEG with a camera's date: smooth water with fine texture, a different grain per scene. */
async function twelveMegapixelPhoto(scene: number): Promise<Buffer> {
  const noise = Buffer.alloc((WIDTH / 4) * (HEIGHT / 4) * 3);
  let x = 7 + scene;
  for (let i = 0; i < noise.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = 40 + 20 * scene + ((x >> 23) % 120);
  }
  const texture = await sharp(noise, { raw: { width: WIDTH / 4, height: HEIGHT / 4, channels: 3 } }).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  return sharp(texture, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({ IFD2: { DateTimeOriginal: `2025:06:14 09:4${scene}:07` } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The same picture under other bytes: a JPEG comment naming photo n, right after the start marker. */
function numbered(jpeg: Buffer, n: number): Buffer {
  const text = Buffer.from(`trip photo ${n}`);
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** The CPU time, user and system, in seconds, of every process this one started (Chromium's browser, renderers, GPU and utility processes). */
function childrenCpu(): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [{ pid: Number(pid), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return []; // a process that ended meanwhile
      }
    });
  const ours = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats) if (!ours.has(stat.pid) && ours.has(stat.parent)) grew = Boolean(ours.add(stat.pid));
  }
  return stats.filter((stat) => stat.pid !== process.pid && ours.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) / 100;
}

async function bundle(entry: string): Promise<string> {
  const built = await Bun.build({ entrypoints: [resolve(ROOT, entry)], target: 'browser', format: 'esm' });
  if (!built.success) throw new Error(built.logs.join('\n'));
  return built.outputs[0]!.text();
}

export async function browserCopies(): Promise<void> {
  const scenes = await Promise.all(Array.from({ length: SCENES }, (_, scene) => twelveMegapixelPhoto(scene)));
  const photos = new Map(Array.from({ length: PHOTOS }, (_, n) => [`IMG_${String(n).padStart(4, '0')}.jpg`, new Uint8Array(numbered(scenes[n % SCENES]!, n))]));
  const script = { 'content-type': 'text/javascript' };
  const [page, worker] = await Promise.all([bundle('bench/trips/copies-page.ts'), bundle('site/src/features/identify/copy-worker.ts')]);
  // The worker's address is the one the screen's code names beside itself (new URL('./copy-worker.ts', ...)); a page
  // that never asked for it made its copies on its own thread, which is not what the screen does.
  let workerAsked = false;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const path = new URL(request.url).pathname;
      if (path === '/') return new Response('<!doctype html><title>Trip copies</title><script type="module" src="/copies-page.js"></script>', { headers: { 'content-type': 'text/html' } });
      if (path === '/copies-page.js') return new Response(page, { headers: script });
      if (path === '/copy-worker.ts') {
        workerAsked = true;
        return new Response(worker, { headers: script });
      }
      const photo = photos.get(path.replace('/photos/', ''));
      return photo ? new Response(photo, { headers: { 'content-type': 'image/jpeg' } }) : new Response('not found', { status: 404 });
    },
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${server.port}/`);
    await tab.waitForFunction(() => 'copyAll' in window && 'loadPhotos' in window);
    type Page = { loadPhotos: (names: string[]) => Promise<number>; copyAll: () => Promise<{ seconds: number; kept: number }> };
    const bytes = await tab.evaluate((names) => (window as unknown as Page).loadPhotos(names), [...photos.keys()]);
    const cpuBefore = childrenCpu();
    const result = await tab.evaluate(() => (window as unknown as Page).copyAll());
    if (result.kept !== PHOTOS) throw new Error(`${result.kept} of ${PHOTOS} copies kept`);
    if (!workerAsked) throw new Error('the copies were not made in the copy worker');
    const rate = PHOTOS / result.seconds;
    const cpuMs = ((childrenCpu() - cpuBefore) * 1000) / PHOTOS;
    const megabytes = bytes / PHOTOS / 1024 / 1024;
    figure(
      `browser copies of ${PHOTOS} photos of 12 MP`,
      { rate, seconds: result.seconds, megabytes },
      `${rate.toFixed(1)} photos/s (${result.seconds.toFixed(1)} s, ${megabytes.toFixed(1)} MB each)`,
      { text: 'at least 4 photos/s', met: rate >= 4 },
    );
    // Whatever else the machine runs: the copies are made one after another, so an idle machine makes about 1,000 / this a second.
    figure("Chromium's CPU per copy", { cpuMs }, `${cpuMs.toFixed(0)} ms (idle: about ${(1000 / cpuMs).toFixed(1)}/s)`);
  } finally {
    await browser.close();
    server.stop(true);
  }
}
