import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { describe, expect, test } from 'bun:test';
import { VISITOR_DAILY_PER_IP } from './quota';
import { expectTwoOfTwentyAtOnce, fakeModel, identify, identifyApp, makePremium, photo } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';

const provider = fakeModel();

const count = async (client: TestClient) => (await client.api['free-identifications-count'].get()).data!.count;

describe('anonymous visitors', () => {
  test('get 3 identifications, then a 403 whose message contains "limit"', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const image = await photo(200, 150);
    expect(await count(visitor)).toBe(0);
    for (let i = 1; i <= 3; i++) {
      expect((await identify(visitor, image)).status).toBe(201);
      expect(await count(visitor)).toBe(i);
    }
    const fourth = await identify(visitor, image);
    expect(fourth.status).toBe(403);
    expect(fourth.error?.value.message).toContain('limit');
    expect(provider.fake.requests).toHaveLength(3);
    app.cleanup();
  });

  test('the visitor cookie is signed and HttpOnly; a forged one counts as a new visitor', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const response = await identify(visitor, await photo(200, 150));
    const line = response.response.headers.getSetCookie().find((cookie) => cookie.startsWith('visitor='))!;
    expect(line).toContain('HttpOnly');
    const [id] = visitor.cookies.get('visitor')!.split('.');
    const forger = app.client();
    forger.cookies.set('visitor', `${id}.forged-signature`);
    expect(await count(forger)).toBe(0);
    app.cleanup();
  });

  test('clearing cookies does not buy more than the daily cap per IP address', async () => {
    const app = await identifyApp(provider.fake);
    const image = await photo(120, 90);
    let made = 0;
    for (let i = 0; i < VISITOR_DAILY_PER_IP; i++) {
      // A fresh cookie jar each time, as after clearing cookies.
      if ((await identify(app.client({ ip: '203.0.113.7' }), image)).status === 201) made++;
    }
    expect(made).toBe(VISITOR_DAILY_PER_IP);
    const blocked = await identify(app.client({ ip: '203.0.113.7' }), image);
    expect(blocked.status).toBe(429);
    expect(blocked.error?.value.message).toContain('limit');
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected, and the next UTC day starts afresh.
    expect((await identify(app.client({ ip: '198.51.100.4' }), image)).status).toBe(201);
    app.setNow(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect((await identify(app.client({ ip: '203.0.113.7' }), image)).status).toBe(201);
    app.cleanup();
  });

  test('20 parallel uploads with 2 left make at most 2 AI calls', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const image = await photo(400, 300);
    expect((await identify(visitor, image)).status).toBe(201);
    await expectTwoOfTwentyAtOnce(provider.fake, () => identify(visitor, image), 403);
    expect(await count(visitor)).toBe(3);
    app.cleanup();
  });

  test('a failed identification does not use up quota', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    for (const scenario of ['incomplete', 'malformed', 'empty', 'refused', '429'] as const) {
      provider.fake.setScenario(scenario);
      expect((await identify(visitor, await photo(100, 100))).status).toBeGreaterThanOrEqual(500);
    }
    expect(await count(visitor)).toBe(0);
    expect(await app.sql`SELECT count FROM ip_daily_usage`).toEqual([{ count: 0 }]);
    app.cleanup();
  });
});

describe('accounts', () => {
  test('a free-tier account gets 3, counted in freeIdentificationsUsed, then a 403 with "limit"', async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('diver');
    const image = await photo(200, 150);
    for (let i = 0; i < 3; i++) expect((await identify(diver, image)).status).toBe(201);
    const refused = await identify(diver, image);
    expect(refused.status).toBe(403);
    expect(refused.error?.value.message).toContain('limit');
    expect(await count(diver)).toBe(3);
    expect((await diver.api.user.get()).data!.freeIdentificationsUsed).toBe(3);
    app.cleanup();
  });

  test('a free-tier account is not held back by the per-IP cap for visitors', async () => {
    const app = await identifyApp(provider.fake);
    const image = await photo(120, 90);
    for (let i = 0; i < VISITOR_DAILY_PER_IP; i++) await identify(app.client(), image);
    const diver = await app.signUp('diver');
    expect((await identify(diver, image)).status).toBe(201);
    app.cleanup();
  });

  test('trial, monthly, yearly, lifetime and premium users are unlimited until their plan expires', async () => {
    const app = await identifyApp(provider.fake);
    const image = await photo(160, 120);
    // Six accounts: from different addresses, as the registration limit allows five an hour from one.
    for (const [n, tier] of (['trial', 'monthly', 'yearly', 'lifetime', 'premium'] as const).entries()) {
      const user = app.client({ ip: `198.51.100.${n + 1}` });
      await user.register(`diver-${tier}`);
      await makePremium(app.ctx.db, `diver-${tier}`, tier);
      for (let i = 0; i < 5; i++) expect((await identify(user, image)).status).toBe(201);
    }
    const expired = await app.signUp('expired');
    await app.ctx.db
      .update(users)
      .set({ subscriptionTier: 'monthly', subscriptionExpiresAt: new Date(Date.now() - 1000), freeIdentificationsUsed: 3 })
      .where(eq(users.username, 'expired'));
    expect((await identify(expired, image)).status).toBe(403);
    app.cleanup();
  });
});
