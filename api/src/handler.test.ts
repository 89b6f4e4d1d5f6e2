import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { testApp } from '../test-support/harness';
import { createRequestHandler } from './handler';
import { sharing } from './modules/sharing';
import { expectConsoleErrors } from '../../test-support/console-guard';

let root: string;
let handle: ReturnType<typeof createRequestHandler>;

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'reefid-web-'));
  const siteDir = join(root, 'site');
  const dataDir = join(root, 'data');
  write(join(siteDir, 'index.html'), '<h1>Discover Marine Biodiversity</h1>');
  write(join(siteDir, 'about/index.html'), '<h1>About</h1>');
  write(join(siteDir, 'identifications/index.html'), '<div id="identification-shell"></div>');
  write(join(siteDir, 'de/identifications/index.html'), '<div id="german-identification-shell"></div>');
  write(join(siteDir, 'dives/index.html'), '<div id="dives-list"></div>');
  write(join(siteDir, 'dives/dive/index.html'), '<div id="dive-shell"></div>');
  write(join(siteDir, 'de/dives/dive/index.html'), '<div id="dive-shell" lang="de"></div>');
  write(join(siteDir, 'trips/index.html'), '<div id="trips-list"></div>');
  write(join(siteDir, 'fr/trips/trip/index.html'), '<div id="trip-shell" lang="fr"></div>');
  write(join(siteDir, 'de/trips/report/index.html'), '<div id="report-shell" lang="de"></div>');
  write(join(siteDir, 'shared/trips/index.html'), '<div id="shared-report-shell"></div>');
  write(join(siteDir, '404.html'), '<h1>404 Page Not Found</h1>');
  write(join(siteDir, '_astro/Toaster.abc123.js'), 'export {}');
  write(join(siteDir, 'favicon.svg'), '<svg/>');
  write(join(dataDir, 'uploads/reef/clownfish.jpg'), 'jpeg bytes');
  write(join(dataDir, 'cookie-secret'), 'do-not-serve');
  const { app, ctx } = await testApp({ siteDir, dataDir });
  handle = createRequestHandler(app, ctx.config, { shared: sharing.sharedPages(ctx) });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, method = 'GET') => handle(new Request(`http://localhost:4321${path}`, { method }));

describe('the built site', () => {
  test('GET / and GET /about serve their pages, revalidated on every visit', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Discover Marine Biodiversity');
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const path of ['/about', '/about/']) expect(await (await get(path)).text()).toBe('<h1>About</h1>');
  });

  test('GET /identifications/123 serves the identification page shell', async () => {
    const response = await get('/identifications/123');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('identification-shell');
  });

  test("GET /de/identifications/123 serves the identification page shell in the path's language", async () => {
    const response = await get('/de/identifications/123');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('german-identification-shell');
  });

  test('GET /dives lists the dives and GET /dives/7 serves the dive page shell', async () => {
    expect(await (await get('/dives')).text()).toContain('dives-list');
    const response = await get('/dives/7');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('dive-shell');
  });

  test("GET /de/dives/7 serves the German dive page shell", async () => {
    const response = await get('/de/dives/7');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="dive-shell" lang="de">');
  });

  test('GET /trips lists the trips and GET /fr/trips/12 serves the French trip page shell', async () => {
    expect(await (await get('/trips')).text()).toContain('trips-list');
    const response = await get('/fr/trips/12');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="trip-shell" lang="fr">');
  });

  test("GET /de/trips/12/report serves the German report shell; a shared report's link, /shared/trips/{token}, its shell", async () => {
    expect(await (await get('/de/trips/12/report')).text()).toContain('<div id="report-shell" lang="de">');
    const shared = await get('/shared/trips/AAAAAAAAAAAAAAAAAAAAAA');
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain('shared-report-shell');
  });

  test('an unknown path answers 404 with the 404 page', async () => {
    for (const path of ['/no-such-page', '/identifications/1/extra', '/_astro/missing.js']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('404 Page Not Found');
    }
  });

  test('hashed /_astro/ assets are cached for a year', async () => {
    const response = await get('/_astro/Toaster.abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toContain('must-revalidate');
  });

  test('only GET and HEAD reach static files; a form posted to a page goes back to it', async () => {
    const posted = await get('/auth', 'POST');
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/auth');
    expect((await get('/', 'PUT')).status).toBe(405);
    expect((await get('/', 'HEAD')).status).toBe(200);
  });

  test('/api goes to the API', async () => {
    expect(await (await get('/api/health')).json()).toEqual({ ok: true });
  });
});

describe('stored images', () => {
  test('GET /uploads/... serves the file with a long cache', async () => {
    const response = await get('/uploads/reef/clownfish.jpg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('jpeg bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('GET /public/uploads/... is the same file', async () => {
    const response = await get('/public/uploads/reef/clownfish.jpg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('jpeg bytes');
  });

  test('paths that climb out of the uploads folder are refused', async () => {
    for (const path of [
      '/uploads/..%2fcookie-secret',
      '/uploads/%2e%2e%2fcookie-secret',
      '/uploads/reef/..%2f..%2fcookie-secret',
      '/public/uploads/..%2F..%2Fdata%2Fcookie-secret',
      '/uploads/%00clownfish.jpg',
      '/uploads/%E0%A4%A',
      '/..%2fdata%2fcookie-secret',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('do-not-serve');
    }
  });

  test('a missing image is a 404', async () => {
    expect((await get('/uploads/reef/shark.jpg')).status).toBe(404);
  });
});

describe('requests that never reach the product', () => {
  test('an over-long URL answers 414, a name too long for the disk 404, a URL without a valid host 400', async () => {
    const long = await get(`/${'a'.repeat(5000)}`);
    expect(long.status).toBe(414);
    expect(await long.text()).toBe('URI Too Long');
    const segment = await get(`/${'a'.repeat(300)}/${'b'.repeat(300)}`);
    expect(segment.status).toBe(404);
    const badHost = await handle({ url: 'http://bad host:x/api/health', method: 'GET', headers: new Headers() } as Request);
    expect(badHost.status).toBe(400);
  });

  test('an error no handler catches is a bare 500 that shows nothing of the server', async () => {
    const { app, ctx } = await testApp({ siteDir: join(root, 'site'), dataDir: join(root, 'data') });
    const broken = createRequestHandler(app, ctx.config, {
      catalogue: {
        hotPage: () => {
          throw new Error('/work/secret/path.ts line 42');
        },
        serve: async () => null,
      },
    });
    const logged = expectConsoleErrors();
    const response = await broken(new Request('http://localhost:4321/species/x'));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    expect(logged).toEqual(['500 on GET http://localhost:4321/species/x: Error: /work/secret/path.ts line 42']);
  });
});
