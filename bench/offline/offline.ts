/**
 * The offline app's costs (decision 074), on a built site:
 *   - the service worker's size, raw and gzipped (budget 10 KB gzipped, with everything it imports: it imports nothing);
 *   - what it downloads when it installs (the app shell), gzipped as the server sends it;
 *   - in Debian's Chromium against the real server: when it registers against the page's loadEventEnd, and the
 *     bytes on the wire of a first visit to / and of the next page, with service workers blocked and allowed.
 *
 *   npm run build && npm run bench:offline        (SITE_DIR=dist/e2e-site to measure another build; BENCH_PORT, default 4535)
 */
import { chromium, type BrowserContext, type Request } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellFiles } from '../../site/integrations/service-worker';
import { figure, row } from '../support/figures';

const SITE_DIR = process.env.SITE_DIR ?? 'dist/site';
const PORT = Number(process.env.BENCH_PORT ?? 4535);
const URL_BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_GZIP_BYTES = 10 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const gzipSize = (bytes: Uint8Array) => Bun.gzipSync(new Uint8Array(bytes), { level: 9 }).length;

// 1. The worker file itself.
let worker: Uint8Array;
try {
  worker = readFileSync(join(SITE_DIR, 'sw.js'));
} catch {
  console.error(`No ${SITE_DIR}/sw.js: build the site first (npm run build), or set SITE_DIR.`);
  process.exit(1);
}
const workerGzip = gzipSize(worker);
figure('sw.js gzipped (imports nothing)', { raw: worker.length, gzip: workerGzip }, `${kb(workerGzip)} (${kb(worker.length)} raw)`, { text: `<= ${kb(BUDGET_GZIP_BYTES)}`, met: workerGzip <= BUDGET_GZIP_BYTES });

// 2. What installing it fetches: the shell pages and their assets.
const shell = shellFiles(SITE_DIR);
const shellBytes = shell.map((url) => {
  const file = url.startsWith('/_astro/') ? join(SITE_DIR, url) : join(SITE_DIR, url === '/' ? 'index.html' : `${url.slice(1)}/index.html`);
  const bytes = readFileSync(file);
  return { url, raw: bytes.length, gzip: gzipSize(bytes) };
});
const shellTotals = { files: shell.length, raw: shellBytes.reduce((t, f) => t + f.raw, 0), gzip: shellBytes.reduce((t, f) => t + f.gzip, 0) };
row(
  'app shell fetched at install',
  shellTotals,
  `app shell fetched at install: ${shell.length} files, ${kb(shellBytes.reduce((t, f) => t + f.raw, 0))} raw, ` +
    `${kb(shellBytes.reduce((t, f) => t + f.gzip, 0))} gzipped (pages ${kb(shellBytes.filter((f) => !f.url.startsWith('/_astro/')).reduce((t, f) => t + f.gzip, 0))})`,
);

// 3. In the browser, against the real server.
const dataDir = mkdtempSync(join(tmpdir(), 'reefid-bench-offline-'));
const server = Bun.spawn([process.execPath, 'api/src/server.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SITE_DIR, PUBLIC_URL: URL_BASE },
  stdout: 'ignore',
  stderr: 'ignore',
});

/** Bytes on the wire (headers and encoded body) of every request the context makes, the service worker's included. */
function record(context: BrowserContext) {
  const finished: Array<Promise<{ url: string; bytes: number; byWorker: boolean }>> = [];
  const add = (request: Request) =>
    finished.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        byWorker: !!request.serviceWorker(),
      })),
    );
  context.on('requestfinished', add);
  return {
    take: async () => {
      const taken = await Promise.all(finished.splice(0));
      return { all: taken.reduce((t, r) => t + r.bytes, 0), worker: taken.filter((r) => r.byWorker).reduce((t, r) => t + r.bytes, 0), count: taken.length };
    },
  };
}

async function visit(serviceWorkers: 'allow' | 'block') {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const context = await browser.newContext({ serviceWorkers });
  const traffic = record(context);
  const page = await context.newPage();
  await page.goto(`${URL_BASE}/`, { waitUntil: 'load' });
  const atLoad = await traffic.take();
  let timing = { registered: NaN, loaded: NaN, active: NaN };
  if (serviceWorkers === 'allow') {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    timing = await page.evaluate(() => ({
      registered: performance.getEntriesByName('reefid:sw-register')[0]!.startTime,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      active: performance.now(),
    }));
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const afterLoad = await traffic.take();
  await page.goto(`${URL_BASE}/identification`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const next = await traffic.take();
  await browser.close();
  return { atLoad: atLoad.all, afterLoad: afterLoad.all, total: atLoad.all + afterLoad.all, installed: afterLoad.worker, next: next.all, ...timing };
}

try {
  for (let i = 0; ; i++) {
    if (await fetch(`${URL_BASE}/api/health`).then((r) => r.ok, () => false)) break;
    if (i > 150) throw new Error('server did not start');
    await Bun.sleep(100);
  }
  for (const mode of ['block', 'allow'] as const) {
    const runs: Array<Awaited<ReturnType<typeof visit>>> = [];
    for (let run = 0; run < RUNS; run++) runs.push(await visit(mode));
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
    // Blocked, nothing may follow the load: only what a visit must fetch is held to be measured.
    const fetched = { total: m('total'), atLoad: m('atLoad'), next: m('next'), ...(mode === 'allow' ? { installed: m('installed') } : {}) };
    row(
      `service workers ${mode}`,
      fetched,
      `service workers ${mode === 'allow' ? 'allowed' : 'blocked'} (median of ${RUNS}): first visit to / ${kb(m('total'))} in all: until load ${kb(m('atLoad'))}, ` +
        `after load ${kb(m('afterLoad'))}${mode === 'allow' ? ` (of which the worker's install ${kb(m('installed'))})` : ''}; next page /identification ${kb(m('next'))}`,
    );
    if (mode === 'allow') {
      row(
        'registration',
        { registered: m('registered'), loaded: m('loaded'), active: m('active') },
        `registration: ${m('registered').toFixed(0)} ms after navigation start, loadEventEnd ${m('loaded').toFixed(0)} ms ` +
          `(registered ${(m('registered') - m('loaded')).toFixed(1)} ms after load, every run: ${runs.every((run) => run.registered >= run.loaded) ? 'yes' : 'NO'}); ` +
          `worker active and in control at ${m('active').toFixed(0)} ms`,
      );
    }
  }
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
