/**
 * Memory under a flood of identification uploads: 200 concurrent uploads from 200 addresses (through a trusted
 * proxy's X-Forwarded-For) against the real server process, whose model answers after 2 s. Peak RSS of the server
 * (VmHWM) with the admission limit on (the default, twice the cores): once with one 8 MB photo per upload, once with
 * sightings of five such photos (an admitted upload may be a 42 MB sighting, the largest the 50 MB bound lets in).
 * Target: peak RSS under 600 MB with the limit. `--without-limit` adds the single-photo run with the limit off
 * (UPLOADS_AT_ONCE=10000: every body is read and worked on), for reference; it takes minutes.
 * `--catalogue N` runs both with a catalogue of N taxa (3 photos each, the sea's shape) loaded: seeded once in a
 * process of its own, built by a first server start, and given to each run (database copied, builds linked).
 * `--catalogue-dir DIR` gives each run that data folder instead (one a server on BENCH_PORT built from
 * dist/bench-site, e.g. the seeded folder of an earlier run kept aside): minutes less per try at 100,000.
 *
 *   npm run bench:uploads [-- --without-limit] [-- --catalogue 100000] [-- --catalogue-dir DIR]
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startFakeOpenAI } from '../api/src/fakes/openai';
import { figure, row } from './support/figures';

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

const argumentAfter = (flag: string) => (process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined);
const CATALOGUE_DIR = argumentAfter('--catalogue-dir');
const CATALOGUE_SPECIES = Number(argumentAfter('--catalogue') ?? 0);
const WITH_CATALOGUE = CATALOGUE_SPECIES > 0 || CATALOGUE_DIR !== undefined;
const SITE_DIR = join(import.meta.dir, '../dist/bench-site');

/** A data folder for one run: empty, or a copy of the seeded catalogue's (its builds linked, never modified). */
function dataDirFor(catalogue: string | null): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'reefid-bench-uploads-'));
  if (!catalogue) return dataDir;
  for (const name of readdirSync(catalogue)) {
    if (name === 'catalogue') Bun.spawnSync(['cp', '-al', join(catalogue, name), join(dataDir, name)]);
    else cpSync(join(catalogue, name), join(dataDir, name), { recursive: true });
  }
  return dataDir;
}

/** The site as `npm run build` makes it (the catalogue's page templates). */
function buildSite(): void {
  if (existsSync(join(SITE_DIR, 'index.html'))) return;
  const build = Bun.spawnSync([process.execPath, '--bun', 'astro', 'build', '--silent'], { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_BUILD_DIR: SITE_DIR }, stderr: 'inherit' });
  if (build.exitCode !== 0) throw new Error('astro build failed');
}

/** Seeds a catalogue of `species` taxa in a process of its own, then lets one server start make its first full build. */
async function seededCatalogue(species: number, aiUrl: string): Promise<string> {
  buildSite();
  const dir = mkdtempSync(join(tmpdir(), 'reefid-bench-uploads-catalogue-'));
  const started = performance.now();
  const seed = Bun.spawn([process.execPath, 'scripts/seed-catalogue.ts', String(species * 3), String(species)], { env: { ...process.env, DATA_DIR: dir }, stdout: 'ignore', stderr: 'inherit' });
  if ((await seed.exited) !== 0) throw new Error('seeding the catalogue failed');
  console.log(`Seeded ${species} taxa in ${((performance.now() - started) / 1000).toFixed(0)} s; waiting for the first full build…`);
  const server = startServer(dir, undefined, aiUrl);
  try {
    for (let i = 0; !existsSync(join(dir, 'catalogue', 'current')); i++) {
      if (i > 20 * 60 * 10) throw new Error('no full build within 20 minutes');
      if (server.exitCode !== null) throw new Error('the server stopped before its first full build');
      await Bun.sleep(100);
    }
    console.log(`First full build after ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  } finally {
    server.kill();
    await server.exited;
  }
  return dir;
}

function startServer(dataDir: string, uploadsAtOnce: string | undefined, aiUrl: string) {
  return Bun.spawn([process.execPath, 'api/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SITE_DIR: WITH_CATALOGUE ? SITE_DIR : join(dataDir, 'no-site'),
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
}

async function run(label: string, uploadsAtOnce: string | undefined, image: Buffer, aiUrl: string, photos = 1, catalogue: string | null = null) {
  const dataDir = dataDirFor(catalogue);
  const server = startServer(dataDir, uploadsAtOnce, aiUrl);
  try {
    for (let i = 0; ; i++) {
      if (await fetch(`http://localhost:${PORT}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 600) throw new Error('server did not start');
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
    row(label, { peak, idle, seconds }, `${label.padEnd(34)} peak RSS ${peak.toFixed(0).padStart(5)} MB (idle ${idle.toFixed(0)} MB)  ${seconds.toFixed(1)} s  answers: ${counts}`);
    return peak;
  } finally {
    server.kill();
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const image = await eightMegabytePhoto();
const ai = startFakeOpenAI({ scenario: 'slow', slowMs: 2_000 });
console.log(`${UPLOADS} concurrent uploads of ${(image.length / 1024 / 1024).toFixed(1)} MB, ${availableParallelism()} cores, model answering in 2 s${CATALOGUE_DIR ? `, the catalogue of ${CATALOGUE_DIR}` : CATALOGUE_SPECIES ? `, ${CATALOGUE_SPECIES} taxa in the catalogue` : ''}\n`);
const catalogue = CATALOGUE_DIR ?? (CATALOGUE_SPECIES ? await seededCatalogue(CATALOGUE_SPECIES, ai.url) : null);
try {
  const limit = `admission limit (default, ${2 * availableParallelism()} at once)`;
  const before = process.argv.includes('--without-limit') ? await run('no admission limit (UPLOADS_AT_ONCE=10000)', '10000', image, ai.url) : null;
  const single = await run(`${limit}, 1 photo`, undefined, image, ai.url, 1, catalogue);
  const sighting = await run(`${limit}, 5 photos`, undefined, image, ai.url, 5, catalogue);
  const worst = Math.max(single, sighting);
  const reference = before === null ? '' : ` (${(before / single).toFixed(1)}× less than without, one photo each)`;
  console.log('');
  const shown = `${single.toFixed(0)} MB (1 photo), ${sighting.toFixed(0)} MB (5 photos)${reference}`;
  figure('peak RSS with the limit', { single, sighting }, shown, { text: `< ${TARGET_MB} MB`, met: worst < TARGET_MB });
} finally {
  ai.stop();
  if (catalogue && !CATALOGUE_DIR) rmSync(catalogue, { recursive: true, force: true });
}
