import { aiCalls } from '../../db/schema';
import { describe, expect, test } from 'bun:test';
import { withAdmin } from '../../../test-support/admin-fixtures';
import { fakeModel, identifyApp, photo, upload } from '../../../test-support/identify';
import type { AiUsage } from './service';

const provider = fakeModel();

const calls = (app: Awaited<ReturnType<typeof identifyApp>>) => app.ctx.db.select().from(aiCalls).orderBy(aiCalls.id);

/** The fake provider reports 812 prompt and 356 completion tokens for every answer. */
const FAKE_COST = (812 * 0.15 + 356 * 0.6) / 1_000_000;

describe('a record per model call', () => {
  test('who asked (account or visitor, and the address), when, the model, tokens, cost and outcome', async () => {
    const app = await identifyApp(provider.fake, { OPENAI_MODEL: 'gpt-4o-mini' });
    app.setNow(new Date('2030-05-06T10:00:00Z'));
    const image = await photo(200, 150);
    const diver = app.client({ ip: '203.0.113.9' });
    const { id: userId } = await diver.register('diver');
    expect((await upload(diver, image)).status).toBe(201);
    const visitor = app.client({ ip: '198.51.100.3' });
    expect((await upload(visitor, image)).status).toBe(201);
    provider.fake.setScenario('5xx');
    expect((await upload(visitor, image)).status).toBe(503);

    const [mine, theirs, failed] = await calls(app);
    expect(mine).toMatchObject({ userId: userId, visitorId: null, ip: '203.0.113.9', model: 'gpt-4o-mini', promptTokens: 812, completionTokens: 356,
      outcome: 'answered', day: '2030-05-06', createdAt: new Date('2030-05-06T10:00:00Z') });
    expect(mine!.costUsd).toBeCloseTo(FAKE_COST, 12);
    expect(theirs).toMatchObject({ userId: null, ip: '198.51.100.3', outcome: 'answered' });
    expect(theirs!.visitorId).toBe(visitor.cookies.get('visitor')!.split('.')[0]!);
    expect(failed).toMatchObject({ visitorId: theirs!.visitorId, outcome: 'failed', promptTokens: null, completionTokens: null, costUsd: 0 });
    app.cleanup();
  });

  test('an answer the model sent but that cannot be used is recorded as answered, with its tokens', async () => {
    const app = await identifyApp(provider.fake);
    provider.fake.setScenario('truncated');
    expect((await upload(app.client(), await photo(200, 150))).status).toBe(502);
    expect(await calls(app)).toEqual([expect.objectContaining({ outcome: 'answered', promptTokens: 812, completionTokens: 356 })]);
    app.cleanup();
  });

  test('prices come from AI_PRICE_INPUT and AI_PRICE_OUTPUT (USD per million tokens)', async () => {
    const app = await identifyApp(provider.fake, { AI_PRICE_INPUT: '1', AI_PRICE_OUTPUT: '2' });
    expect((await upload(app.client(), await photo(200, 150))).status).toBe(201);
    expect((await calls(app))[0]!.costUsd).toBeCloseTo((812 * 1 + 356 * 2) / 1_000_000, 12);
    app.cleanup();
  });
});

describe('GET /api/admin/ai-usage', () => {
  test('daily totals of the last 30 UTC days, newest first, and today\'s budget', async () => {
    const app = await withAdmin(await identifyApp(provider.fake, { AI_DAILY_BUDGET: '50' }));
    const image = await photo(200, 150);
    const at = (iso: string) => app.setNow(new Date(iso));

    at('2030-04-02T12:00:00Z'); // the 31st day back: left out
    expect((await upload(app.client({ ip: '192.0.2.1' }), image)).status).toBe(201);
    at('2030-04-03T08:00:00Z'); // the 30th day back, today included
    expect((await upload(app.client({ ip: '192.0.2.2' }), image)).status).toBe(201);
    at('2030-05-02T09:00:00Z');
    expect((await upload(app.client({ ip: '192.0.2.3' }), image)).status).toBe(201);
    expect((await upload(app.client({ ip: '192.0.2.4' }), image)).status).toBe(201);
    provider.fake.setScenario('5xx');
    expect((await upload(app.client({ ip: '192.0.2.5' }), image)).status).toBe(503);

    // A month on, the admin signs in again.
    await app.admin.post('/api/login', { username: 'boss', password: 'admin-password' });
    const response = await app.admin.get('/api/admin/ai-usage');
    expect(response.status).toBe(200);
    const usage = (await response.json()) as AiUsage;
    expect(usage.budget).toEqual({ day: '2030-05-02', used: 2, limit: 50 });
    expect(usage.days.map((day) => day.day)).toEqual(['2030-05-02', '2030-04-03']);
    const [today, older] = usage.days;
    expect(today).toMatchObject({ calls: 3, failed: 1, promptTokens: 812 * 2, completionTokens: 356 * 2 });
    expect(today!.costUsd).toBeCloseTo(FAKE_COST * 2, 6);
    expect(older).toMatchObject({ calls: 1, failed: 0, promptTokens: 812, completionTokens: 356 });
    app.cleanup();
  });

  test('401 without a session, 403 for a signed-in user who is not an admin', async () => {
    const app = await withAdmin(await identifyApp(provider.fake));
    expect((await app.client().get('/api/admin/ai-usage')).status).toBe(401);
    const member = app.client();
    await member.register('member');
    const refused = await member.get('/api/admin/ai-usage');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'auth.admin_required', message: 'Admin access required' });
    app.cleanup();
  });
});
