/**
 * Memory under a flood of identification uploads: 200 concurrent uploads from 200 addresses (through a trusted
 * proxy's X-Forwarded-For) against the real server process, whose model answers after 2 s. Peak RSS of the server
 * (VmHWM) with the admission limit on (the default, twice the cores): once with one 8 MB photo per upload, once with
 * sightings of five such photos (an admitted upload may be a 42 MB sighting, the largest the 50 MB bound lets in).
 * Target: peak RSS under 600 MB with the limit. `--without-limit` adds the single-photo run with the limit off
 * (UPLOADS_AT_ONCE=10000: every body is read and worked on), for reference; it takes minutes.
 *
 *   npm run bench:uploads [-- --without-limit]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startFakeOpenAI } from '../api/src/fakes/openai';

const UPLOADS = 200;
const PORT = Number(process.env.BENCH_PORT ?? 4460);
const TARGET_MB = 600;

/** A photo-like JPEG of about 8 MB: grain makes it as big as a phone's high-ISO shot. */
async function eightMegabytePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (i % 3) * 40 + (seed >> 24);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 93 }).toBuffer();
}

const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function run(label: string, uploadsAtOnce: string | undefined, image: Buffer, aiUrl: string, photos = 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-bench-uploads-'));
  const server = Bun.spawn([process.execPath, 'api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SITE_DIR: join(dataDir, 'no-site'),
      PUBLIC_URL: `http://localhost:${PORT}`,
      OPENAI_BASE_URL: aiUrl,
      OPENAI_API_KEY: 'bench',
      WORMS_API_URL: 'http://127.0.0.1:9/rest',
      WORMS_TIMEOUT_MS: '200',
      TRUST_PROXY: 'true',
      ...(uploadsAtOnce ? { UPLOADS_AT_ONCE: uploadsAtOnce } : {}),
    },
    stdout: 'ignore',
    stderr: 'ignore',
  });
  try {
    for (let i = 0; ; i++) {
      if (await fetch(`http://localhost:${PORT}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 100) throw new Error('server did not start');
      await Bun.sleep(100);
    }
    const idle = peakRssMb(server.pid);
    const started = performance.now();
    // One blob for every part of every upload: the bench's own memory stays that of one photo.
    const blob = new Blob([new Uint8Array(image)], { type: 'image/jpeg' });
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS }, async (_, i) => {
        const form = new FormData();
        for (let part = 0; part < photos; part++) form.append('image', blob, `reef-${part + 1}.jpg`);
        const response = await fetch(`http://localhost:${PORT}/api/identify`, {
          method: 'POST',
          body: form,
          headers: { origin: `http://localhost:${PORT}`, 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}` },
        }).catch(() => null);
        await response?.arrayBuffer().catch(() => null);
        return response?.status ?? 0;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const peak = peakRssMb(server.pid);
    const counts = Object.entries(statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}))
      .map(([status, n]) => `${n}×${status}`)
      .join(', ');
    console.log(`${label.padEnd(34)} peak RSS ${peak.toFixed(0).padStart(5)} MB (idle ${idle.toFixed(0)} MB)  ${seconds.toFixed(1)} s  answers: ${counts}`);
    return peak;
  } finally {
    server.kill();
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const image = await eightMegabytePhoto();
const ai = startFakeOpenAI({ scenario: 'slow', slowMs: 2_000 });
console.log(`${UPLOADS} concurrent uploads of ${(image.length / 1024 / 1024).toFixed(1)} MB, ${availableParallelism()} cores, model answering in 2 s\n`);
try {
  const limit = `admission limit (default, ${2 * availableParallelism()} at once)`;
  const before = process.argv.includes('--without-limit') ? await run('no admission limit (UPLOADS_AT_ONCE=10000)', '10000', image, ai.url) : null;
  const single = await run(`${limit}, 1 photo`, undefined, image, ai.url);
  const sighting = await run(`${limit}, 5 photos`, undefined, image, ai.url, 5);
  const worst = Math.max(single, sighting);
  const reference = before === null ? '' : ` (${(before / single).toFixed(1)}× less than without, one photo each)`;
  console.log(`\n${worst < TARGET_MB ? 'PASS' : 'MISS'}  peak RSS with the limit ${single.toFixed(0)} MB (1 photo), ${sighting.toFixed(0)} MB (5 photos), target < ${TARGET_MB} MB${reference}`);
} finally {
  ai.stop();
}
