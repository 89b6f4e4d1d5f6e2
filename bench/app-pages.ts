// `npm run bench:app-pages`: Lighthouse on the pages a diver uses most, as docs/performance.md's quality table shows
// them: `/`, `/identification`, `/discover`, a species page, and `/history` signed in. The server runs in demo mode
// (fake model, WoRMS, OBIS, tiles and mail) on a fresh data folder; one photo is identified and published first.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { lighthouse } from './catalogue/lighthouse';
import { row } from './support/figures';

const PORT = Number(process.env.BENCH_PORT ?? 8460);
const BASE = `http://localhost:${PORT}`;
const SITE_DIR = './dist/bench-app-site';
const ADMIN = { username: 'admin', password: 'admin-password' };

console.log(`Lighthouse on the app's pages, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
const build = Bun.spawn([process.execPath, '--bun', 'astro', 'build', '--silent'], {
  env: { ...process.env, SITE_BUILD_DIR: SITE_DIR, ASTRO_TELEMETRY_DISABLED: '1' },
  stderr: 'inherit',
});
if ((await build.exited) !== 0) throw new Error('astro build failed');

const dataDir = mkdtempSync(join(tmpdir(), 'reefid-app-pages-'));
const server = Bun.spawn([process.execPath, 'api/src/server.ts'], {
  env: {
    ...process.env,
    DEMO_MODE: 'true',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SITE_DIR,
    PUBLIC_URL: BASE,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdout: 'ignore',
  stderr: 'inherit',
});

/** The session cookie an answer sets, as a Cookie header. */
const cookieOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
const write = (path: string, init: RequestInit & { cookie?: string }) =>
  fetch(`${BASE}${path}`, { ...init, headers: { origin: BASE, ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers } });
const json = { 'content-type': 'application/json' };

try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${BASE}/api/health`).then((response) => response.ok).catch(() => false);
    if (up) break;
    if (tries > 600) throw new Error('the server did not start');
    await Bun.sleep(100);
  }
  const registered = await write('/api/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'benchdiver', password: 'secret-pass', email: 'benchdiver@example.com' }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const diver = cookieOf(registered);
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1e6f9f' } }).jpeg().toBuffer();
  form.append('image', new File([jpeg], 'reef.jpg', { type: 'image/jpeg' }));
  form.append('catalogueConsent', 'true');
  const identified = await write('/api/identify', { method: 'POST', body: form, cookie: diver });
  if (identified.status !== 201) throw new Error(`identify: ${identified.status} ${await identified.text()}`);
  const identification = (await identified.json()) as { id: number; slug: string };

  const login = await write('/api/login', { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const published = await write(`/api/admin/identifications/${identification.id}/publish`, { method: 'POST', cookie: cookieOf(login) });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  const species = (await (await fetch(`${BASE}/api/public/species/${identification.slug}`)).json()) as { slug: string };

  const pages: Array<[string, string | undefined]> = [
    ['/', undefined],
    ['/identification', undefined],
    ['/discover', undefined],
    [`/species/${species.slug}`, undefined],
    ['/history', diver],
  ];
  console.log('| Page | Performance | Accessibility | Best practices | SEO |');
  console.log('|---|---|---|---|---|');
  for (const [path, cookie] of pages) {
    const score = await lighthouse(`${BASE}${path}`, { cookie });
    const scores = { performance: score.performance, accessibility: score.accessibility, bestPractices: score.bestPractices, seo: score.seo };
    row(path, scores, `| \`${path}\`${cookie ? ' (signed in)' : ''} | ${score.performance} | ${score.accessibility} | ${score.bestPractices} | ${score.seo} |`);
    if (score.failed.length) console.log(`      below 90: ${score.failed.join('; ')}`);
  }
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
