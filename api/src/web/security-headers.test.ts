import { afterAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { testApp } from '../../test-support/harness';
import { createRequestHandler } from '../handler';

const root = mkdtempSync(join(tmpdir(), 'reefid-headers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const ISLAND_LOADER = '(()=>{self.Astro={}})();';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const siteDir = join(root, 'site');
write(join(siteDir, 'index.html'), `<html><head><script>${ISLAND_LOADER}</script><script type="application/ld+json">{"@type":"Taxon"}</script><script type="module" src="/_astro/a.js"></script></head></html>`);
write(join(siteDir, 'checkout/index.html'), '<html><body>Checkout</body></html>');
write(join(siteDir, 'discover/index.html'), '<html><body>Discover</body></html>');
write(join(siteDir, '_astro/a.js'), 'export {}');
write(join(siteDir, 'sw.js'), "self.addEventListener('fetch', () => {});");
write(join(siteDir, 'manifest.webmanifest'), '{"name":"ReefID"}');

async function handlerFor(env: Record<string, string> = {}) {
  const { app, ctx, client } = await testApp({ siteDir, dataDir: join(root, 'data') }, env);
  const handle = createRequestHandler(app, ctx.config);
  const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(handle(new Request(`http://localhost:4321${path}`, { headers })));
  return { client, get };
}

describe('security headers', () => {
  test('every answer: nosniff, no framing, a strict referrer; HSTS only on https', async () => {
    const { get } = await handlerFor();
    for (const path of ['/', '/_astro/a.js', '/api/health', '/no-such-page']) {
      const headers = (await get(path)).headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
    const secure = await handlerFor({ PUBLIC_URL: 'https://reefid.example' });
    expect((await secure.get('/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  test("pages get a CSP that allows the site's own inline scripts by hash and nothing else inline", async () => {
    const { get } = await handlerFor();
    const csp = (await get('/')).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives['script-src']).toBe(`script-src 'self' ${sha256(ISLAND_LOADER)}`);
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['worker-src']).toBe("worker-src 'self'");
    expect(directives['manifest-src']).toBe("manifest-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('stripe');
    // The 404 page is a page too; files and API answers are not.
    expect((await get('/no-such-page')).headers.get('content-security-policy')).toContain('script-src');
    expect((await get('/_astro/a.js')).headers.get('content-security-policy')).toBeNull();
  });

  test('Stripe.js only on the checkout page; WebAssembly only where Discover searches', async () => {
    const { get } = await handlerFor({ STRIPE_API_URL: 'http://localhost:4401' });
    const checkout = (await get('/checkout')).headers.get('content-security-policy')!;
    expect(checkout).toContain('https://js.stripe.com');
    expect(checkout).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(checkout).toContain('connect-src \'self\' https://api.stripe.com http://localhost:4401');
    expect(checkout).not.toContain('wasm-unsafe-eval');
    const discover = (await get('/discover')).headers.get('content-security-policy')!;
    expect(discover).toContain("'wasm-unsafe-eval'");
    expect(discover).toContain("frame-src 'none'");
    // Discover in every language searches alike; no other page in a language may run WebAssembly.
    for (const path of ['/de/discover', '/zh/discover/']) expect((await get(path)).headers.get('content-security-policy')).toBe(discover);
    expect((await get('/de/about')).headers.get('content-security-policy')).not.toContain('wasm-unsafe-eval');
  });

  test('images may come from the map tile server (MAP_TILE_URL), and from no other site', async () => {
    const imgSrc = async (env: Record<string, string>) => {
      const csp = (await (await handlerFor(env)).get('/')).headers.get('content-security-policy')!;
      return csp.split('; ').find((directive) => directive.startsWith('img-src'));
    };
    expect(await imgSrc({})).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(await imgSrc({ MAP_TILE_URL: 'http://127.0.0.1:4560/{z}/{x}/{y}.png' })).toBe("img-src 'self' data: blob: http://127.0.0.1:4560");
    expect(await imgSrc({ MAP_TILE_URL: 'https://tiles.example.org:8443/osm/{z}/{x}/{y}{r}.png?key=abc' })).toBe("img-src 'self' data: blob: https://tiles.example.org:8443");
  });

  test('the service worker is asked for again on every update check; the manifest has its own type', async () => {
    const { get } = await handlerFor();
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('content-security-policy')).toBeNull();
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  test('API answers are not stored by caches unless they say otherwise', async () => {
    const { client, get } = await handlerFor();
    const user = client();
    await user.register('diver');
    const cookie = [...user.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await get('/api/user', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
