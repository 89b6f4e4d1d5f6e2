import { afterAll, describe, expect, test } from 'bun:test';
import { startProxy } from '../../scripts/scale/proxy';

/** An instance stand-in that tells who answered and what it received. */
function upstream(name: string) {
  return Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/cookies') {
        const headers = new Headers({ 'x-instance': name });
        headers.append('set-cookie', 'session=abc; Path=/; HttpOnly');
        headers.append('set-cookie', 'visitor=xyz; Path=/; Max-Age=60');
        return new Response(null, { status: 204, headers });
      }
      if (url.pathname === '/compressed') {
        const body = Bun.gzipSync(new TextEncoder().encode('reef '.repeat(200)));
        return new Response(body, { headers: { 'content-encoding': 'gzip', 'content-type': 'text/plain' } });
      }
      if (url.pathname === '/redirect') return Response.redirect('/elsewhere', 303);
      const body = new Uint8Array(await request.arrayBuffer());
      return Response.json({
        instance: name,
        method: request.method,
        path: url.pathname + url.search,
        cookie: request.headers.get('cookie'),
        forwardedFor: request.headers.get('x-forwarded-for'),
        bytes: body.length,
        sum: body.reduce((sum, byte) => (sum + byte) % 65_521, 0),
      });
    },
  });
}

const a = upstream('a');
const b = upstream('b');
const proxy = startProxy({ upstreams: [a.url.origin, b.url.origin] });
afterAll(async () => {
  await proxy.stop();
  a.stop(true);
  b.stop(true);
});

describe('the round-robin proxy', () => {
  test('sends requests to the instances in turn, with method, path, query and cookies', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await (await fetch(`${proxy.url}/api/reef?i=${i}`, { method: 'DELETE', headers: { cookie: 'session=abc; visitor=xyz' } })).json();
      expect(answer).toMatchObject({ method: 'DELETE', path: `/api/reef?i=${i}`, cookie: 'session=abc; visitor=xyz' });
      seen.push(answer.instance);
    }
    expect(seen.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  test('appends the address it received the request from to X-Forwarded-For', async () => {
    expect((await (await fetch(`${proxy.url}/`)).json()).forwardedFor).toBe('127.0.0.1');
    const behindAnother = await fetch(`${proxy.url}/`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await behindAnother.json()).forwardedFor).toBe('203.0.113.9, 127.0.0.1');
  });

  test('passes every Set-Cookie line back', async () => {
    const response = await fetch(`${proxy.url}/cookies`);
    expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'visitor=xyz; Path=/; Max-Age=60']);
  });

  test('streams a request body through unchanged', async () => {
    const photo = crypto.getRandomValues(new Uint8Array(3 * 1024 * 1024 + 7));
    const chunks = [photo.subarray(0, 1_000_000), photo.subarray(1_000_000)];
    const stream = new ReadableStream({ pull: (controller) => (chunks.length ? controller.enqueue(chunks.shift()!) : controller.close()) });
    const answer = await (await fetch(`${proxy.url}/api/identify`, { method: 'POST', body: stream })).json();
    expect(answer.bytes).toBe(photo.length);
    expect(answer.sum).toBe(photo.reduce((sum, byte) => (sum + byte) % 65_521, 0));
  });

  test('leaves compressed answers and redirects as the instance sent them', async () => {
    const compressed = await fetch(`${proxy.url}/compressed`, { decompress: false } as RequestInit);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await compressed.arrayBuffer())))).toBe('reef '.repeat(200));
    const redirect = await fetch(`${proxy.url}/redirect`, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('/elsewhere');
  });

  /** A proxy whose first instance (at `url`) has stopped, before instance a; the proxy is stopped after `use`. */
  async function withStoppedFirst(use: (one: ReturnType<typeof startProxy>, url: string) => Promise<void>) {
    const gone = upstream('gone');
    const url = gone.url.origin;
    await gone.stop(true);
    const one = startProxy({ upstreams: [url, a.url.origin] });
    try {
      await use(one, url);
    } finally {
      await one.stop();
    }
  }

  test('a stopped instance: reads go to the next one, and it is skipped for a while', () =>
    withStoppedFirst(async (one, url) => {
      // Reads never fail: the one that met the stopped instance was sent on.
      for (let i = 0; i < 4; i++) expect((await (await fetch(`${one.url}/read`)).json()).instance).toBe('a');
      // Once the instance is known to be down, writes skip it too.
      for (let i = 0; i < 4; i++) expect((await fetch(`${one.url}/write`, { method: 'POST', body: 'x' })).status).toBe(200);
      expect(one.answered.get(url)).toBeUndefined();
    }));

  test('a write that meets a stopped instance is answered 502, never sent twice', () =>
    withStoppedFirst(async (one) => {
      expect((await fetch(`${one.url}/write`, { method: 'POST', body: 'x' })).status).toBe(502);
      expect((await fetch(`${one.url}/write`, { method: 'POST', body: 'x' })).status).toBe(200);
      expect((await fetch(`${one.url}/write`, { method: 'POST', body: 'x' })).status).toBe(200);
      expect(one.answered.get(a.url.origin)).toBe(2);
    }));
});
