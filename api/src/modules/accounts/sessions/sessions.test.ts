import { describe, expect, test } from 'bun:test';
import { sessions, users } from '../../../db/schema';
import { testApp } from '../../../../test-support/harness';
import { first } from '../../../db/client';

const MINUTE = 60 * 1000;

describe('POST /api/login', () => {
  test('an expired trial is not premium in the login answer either', async () => {
    const { client, ctx } = await testApp();
    await client().register('diver');
    await ctx.db.update(users).set({ subscriptionTier: 'trial', subscriptionExpiresAt: new Date(Date.now() - 60_000) });
    const login = await client().api.login.post({ username: 'diver', password: 'secret-pass' });
    expect(login.status).toBe(200);
    expect(login.data!.isPremium).toBe(false);
  });

  test('issues a new session token at each login, stored only as a hash', async () => {
    const { client, ctx } = await testApp();
    const first = client();
    await first.register('diver');
    const second = client();
    const response = await second.api.login.post({ username: 'diver', password: 'secret-pass' });
    expect(response.status).toBe(200);
    const cookie = response.response.headers.getSetCookie().find((line) => line.startsWith('session='))!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const token = second.cookies.get('session')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(token).not.toBe(first.cookies.get('session'));
    const stored = (await ctx.db.select().from(sessions)).map((row) => row.id);
    expect(stored).toHaveLength(2);
    expect(stored).not.toContain(token);
  });

  test('sets Secure cookies when the public URL is https', async () => {
    const { client } = await testApp({}, { PUBLIC_URL: 'https://reefid.example' });
    const browser = client();
    const response = await browser.api.register.post({ username: 'diver', password: 'secret-pass', email: 'd@x.io' }, { headers: { origin: 'https://reefid.example' } });
    expect(response.response.headers.getSetCookie().find((line) => line.startsWith('session='))).toContain('Secure');
  });

  test('a wrong password and an unknown username get the same answer', async () => {
    const { client } = await testApp();
    await client().register('diver');
    const wrong = await client().api.login.post({ username: 'diver', password: 'wrong-pass' });
    const unknown = await client().api.login.post({ username: 'nobody', password: 'wrong-pass' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.error!.value).toEqual(unknown.error!.value);
  });

  test('after 10 failures for one username from one IP, answers 429 with Retry-After', async () => {
    const app = await testApp();
    const { client } = app;
    await client().register('diver');
    const attacker = client({ ip: '203.0.113.9' });
    const start = Date.now();
    for (let i = 0; i < 10; i++) {
      app.setNow(new Date(start + i * MINUTE)); // past the account's growing delay, within the address's window
      expect((await attacker.api.login.post({ username: 'diver', password: 'wrong-pass' })).status).toBe(401);
    }
    app.setNow(new Date(start + 10 * MINUTE));
    const blocked = await attacker.api.login.post({ username: 'diver', password: 'secret-pass' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another IP, and the same IP for another username, are not blocked.
    expect((await client({ ip: '198.51.100.1' }).api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(200);
    expect((await attacker.api.login.post({ username: 'someone', password: 'wrong-pass' })).status).toBe(401);
  });

  test('the count is per name as names are compared: changing the case buys no more tries', async () => {
    const app = await testApp();
    const { client } = app;
    await client().register('diver');
    const attacker = client({ ip: '203.0.113.9' });
    const spellings = ['Diver', 'dIVER', 'DIVER', 'diveR', 'ｄｉｖｅｒ'];
    const start = Date.now();
    for (let i = 0; i < 10; i++) {
      app.setNow(new Date(start + i * MINUTE));
      expect((await attacker.api.login.post({ username: spellings[i % spellings.length]!, password: 'wrong-pass' })).status).toBe(401);
    }
    expect((await attacker.api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(429);
  });

  test('password spraying: 50 failures from one IP across any names make that IP wait', async () => {
    const { client } = await testApp();
    await client().register('diver');
    const sprayer = client({ ip: '203.0.113.10' });
    for (let i = 0; i < 50; i++) {
      expect((await sprayer.api.login.post({ username: `member${i}`, password: 'Summer2026!' })).status).toBe(401);
    }
    const blocked = await sprayer.api.login.post({ username: 'diver', password: 'secret-pass' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client({ ip: '198.51.100.7' }).api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(200);
  });

  test('the window reopens after 15 minutes', async () => {
    const app = await testApp();
    await app.client().register('diver');
    const attacker = app.client({ ip: '203.0.113.9' });
    const start = new Date('2026-01-01T10:00:00Z');
    app.setNow(start);
    for (let i = 0; i < 10; i++) {
      app.setNow(new Date(start.getTime() + i * MINUTE));
      await attacker.api.login.post({ username: 'diver', password: 'wrong-pass' });
    }
    expect((await attacker.api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(429);
    app.setNow(new Date(start.getTime() + 9 * MINUTE + 15 * MINUTE + 1000));
    expect((await attacker.api.login.post({ username: 'diver', password: 'secret-pass' })).status).toBe(200);
  });

  test('a suspended user cannot log in, and their open session stops working', async () => {
    const { client, ctx, sql } = await testApp();
    const browser = client();
    await browser.register('diver');
    await sql`UPDATE users SET status = 'suspended'`;
    expect((await browser.api.user.get()).status).toBe(401);
    const login = await client().api.login.post({ username: 'diver', password: 'secret-pass' });
    expect(login.status).toBe(403);
    expect(await ctx.db.select().from(sessions)).toHaveLength(0);
  });
});

describe('sessions', () => {
  test('POST /api/logout revokes the session on the server', async () => {
    const { client } = await testApp();
    const browser = client();
    await browser.register('diver');
    const stolen = browser.cookies.get('session')!;
    expect((await browser.api.logout.post()).status).toBe(204);
    const replay = client();
    replay.cookies.set('session', stolen);
    expect((await replay.api.user.get()).status).toBe(401);
  });

  test('sliding expiry: a session used within 30 days lives on, an idle one ends', async () => {
    const app = await testApp();
    const browser = app.client();
    const day = 24 * 60 * 60 * 1000;
    const start = new Date('2026-01-01T00:00:00Z');
    app.setNow(start);
    await browser.register('diver');
    app.setNow(new Date(start.getTime() + 20 * day));
    const renewed = await browser.api.user.get();
    expect(renewed.status).toBe(200);
    expect(renewed.response.headers.getSetCookie().some((line) => line.startsWith('session='))).toBe(true);
    app.setNow(new Date(start.getTime() + 45 * day)); // 25 days after the last use
    expect((await browser.api.user.get()).status).toBe(200);
    app.setNow(new Date(start.getTime() + 76 * day)); // 31 days idle
    expect((await browser.api.user.get()).status).toBe(401);
  });

  test('GET /api/user without a session is 401 with a message', async () => {
    const response = await (await testApp()).client().api.user.get();
    expect(response.status).toBe(401);
    expect(response.error!.value.message).toBeString();
  });
});

describe('cross-site requests', () => {
  test('a state-changing request with a foreign or missing Origin is refused', async () => {
    const { client } = await testApp();
    const browser = client();
    // Raw, here and below: foreign and missing origins, which the typed client (our own site) never sends.
    const foreign = await browser.post('/api/register', { username: 'diver', password: 'secret-pass', email: 'd@x.io' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const request = new Request('http://localhost:4321/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'diver', password: 'secret-pass', email: 'd@x.io' }),
    });
    expect((await (await testApp()).app.handle(request)).status).toBe(403);
  });

  test('the origin is PUBLIC_URL, compared whole, whatever the Host header says', async () => {
    const { client, app } = await testApp();
    // Raw: a foreign origin, and a request addressed to another host.
    const lookalike = await client().post('/api/register', { username: 'diver', password: 'secret-pass', email: 'd@x.io' }, { origin: 'http://localhost:4321.evil.example' });
    expect(lookalike.status).toBe(403);
    // A request addressed to another host, from a page of that host: its Origin matches its Host, not PUBLIC_URL.
    const spoofed = new Request('http://evil.example/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ username: 'diver', password: 'secret-pass', email: 'd@x.io' }),
    });
    expect((await app.handle(spoofed)).status).toBe(403);
    expect((await client().api.register.post({ username: 'diver', password: 'secret-pass', email: 'd@x.io' })).status).toBe(201);
  });

  test('Sec-Fetch-Site: same-origin is accepted when Origin is absent', async () => {
    // Raw: a request without Origin, which the test client always adds to a write.
    const request = new Request('http://localhost:4321/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ username: 'diver', password: 'secret-pass', email: 'd@x.io' }),
    });
    expect((await (await testApp()).app.handle(request)).status).toBe(201);
  });
});

describe('the signed-in marker', () => {
  const line = (response: Response, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  const expiry = (cookie: string | undefined) => cookie?.match(/Expires=([^;]+)/i)?.[1];

  test('login sets signed_in=1 beside the session, readable by the page, with the same expiry; logout clears both', async () => {
    const { client } = await testApp();
    await client().register('diver');
    const browser = client();
    const login = (await browser.api.login.post({ username: 'diver', password: 'secret-pass' })).response;
    const marker = line(login, 'signed_in');
    expect(marker).toStartWith('signed_in=1;');
    expect(marker).not.toContain('HttpOnly');
    expect(marker).toContain('SameSite=Lax');
    expect(expiry(marker)).toBe(expiry(line(login, 'session')));
    expect(browser.cookies.get('signed_in')).toBe('1');

    expect((await browser.api.logout.post()).status).toBe(204);
    expect(browser.cookies.has('session')).toBe(false);
    expect(browser.cookies.has('signed_in')).toBe(false);
  });

  test('grants nothing: alone it is 401, and the server clears it', async () => {
    const { client } = await testApp();
    await client().register('diver');
    const forger = client();
    forger.cookies.set('signed_in', '1');
    expect((await forger.api.user.get()).status).toBe(401);
    expect(forger.cookies.has('signed_in')).toBe(false);
  });

  test('a session that ended on the server takes its marker with it', async () => {
    const { client, ctx } = await testApp();
    const browser = client();
    await browser.register('diver');
    await ctx.db.delete(sessions);
    expect((await browser.api.user.get()).status).toBe(401);
    expect(browser.cookies.has('session')).toBe(false);
    expect(browser.cookies.has('signed_in')).toBe(false);
  });
});
