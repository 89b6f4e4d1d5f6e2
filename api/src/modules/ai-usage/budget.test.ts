import { describe, expect, test } from 'bun:test';
import { aiErrors } from '../../lib/ai/messages';
import { expectTwoOfTwentyAtOnce, fakeModel, identifyApp, photo, signUpPremium, upload } from '../../../test-support/identify';

const provider = fakeModel();

const UNAVAILABLE = aiErrors.unavailable().message;
const budgetUsed = async (app: Awaited<ReturnType<typeof identifyApp>>, day: string) =>
  (await app.sql<{ used: number }>`SELECT used FROM ai_daily_budget WHERE day = ${day}`)[0]?.used ?? 0;

/** A premium account: no quota of its own, so only the product's budget stands between it and the model. */
const premiumDiver = (app: Awaited<ReturnType<typeof identifyApp>>) => signUpPremium(app, 'diver');

describe('the daily budget of model calls (AI_DAILY_BUDGET)', () => {
  test('once spent, identification answers 503 with the AI service message, and the next UTC day starts afresh', async () => {
    const app = await identifyApp(provider.fake, { AI_DAILY_BUDGET: '2' });
    const diver = await premiumDiver(app);
    const image = await photo(200, 150);
    app.setNow(new Date('2030-03-01T23:00:00Z'));
    expect((await upload(diver, image)).status).toBe(201);
    expect((await upload(diver, image)).status).toBe(201);

    const spent = await upload(diver, image);
    expect(spent.status).toBe(503);
    const { message } = await spent.json();
    expect(message).toBe(UNAVAILABLE);
    expect(message).toContain('AI service');
    expect(message).not.toMatch(/limit/i);
    expect(spent.headers.get('retry-after')).toBe('3600');
    expect(provider.fake.requests).toHaveLength(2);
    expect(await budgetUsed(app, '2030-03-01')).toBe(2);

    app.setNow(new Date('2030-03-02T00:00:01Z'));
    expect((await upload(diver, image)).status).toBe(201);
    expect(await budgetUsed(app, '2030-03-02')).toBe(1);
    app.cleanup();
  });

  test('20 parallel uploads with 2 calls left in the budget make at most 2 model calls', async () => {
    const app = await identifyApp(provider.fake, { AI_DAILY_BUDGET: '3' });
    const diver = await premiumDiver(app);
    const image = await photo(400, 300);
    expect((await upload(diver, image)).status).toBe(201);
    await expectTwoOfTwentyAtOnce(provider.fake, () => upload(diver, image), 503);
    expect(await budgetUsed(app, new Date().toISOString().slice(0, 10))).toBe(3);
    app.cleanup();
  });

  test('a spent budget takes nothing from the free quota', async () => {
    const app = await identifyApp(provider.fake, { AI_DAILY_BUDGET: '1' });
    const image = await photo(200, 150);
    expect((await upload(app.client({ ip: '198.51.100.1' }), image)).status).toBe(201);
    const visitor = app.client({ ip: '198.51.100.2' });
    expect((await upload(visitor, image)).status).toBe(503);
    expect((await (await visitor.get('/api/free-identifications-count')).json()).count).toBe(0);
    app.cleanup();
  });

  test('AI_DAILY_BUDGET=0 pauses identification without calling the model', async () => {
    const app = await identifyApp(provider.fake, { AI_DAILY_BUDGET: '0' });
    const response = await upload(app.client(), await photo(200, 150));
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(UNAVAILABLE);
    expect(provider.fake.requests).toHaveLength(0);
    app.cleanup();
  });

  test('a call the model never answered is given back; an answer it sent stays counted, even unusable', async () => {
    const app = await identifyApp(provider.fake, { AI_DAILY_BUDGET: '5' });
    const diver = await premiumDiver(app);
    const image = await photo(200, 150);
    const today = new Date().toISOString().slice(0, 10);

    provider.fake.setScenario('5xx');
    expect((await upload(diver, image)).status).toBe(503);
    expect(await budgetUsed(app, today)).toBe(0);

    provider.fake.setScenario('malformed');
    expect((await upload(diver, image)).status).toBe(502);
    expect(await budgetUsed(app, today)).toBe(1);
    app.cleanup();
  });

  test('an upload that fails before the model is asked gives its call back', async () => {
    const app = await identifyApp(provider.fake, { AI_DAILY_BUDGET: '5' });
    const diver = await premiumDiver(app);
    // JPEG by its first bytes, but cut short: refused when the image is prepared, after the call was reserved.
    const broken = (await photo(200, 150)).subarray(0, 400);
    const response = await upload(diver, broken);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(provider.fake.requests).toHaveLength(0);
    expect(await budgetUsed(app, new Date().toISOString().slice(0, 10))).toBe(0);
    app.cleanup();
  });

  test('a bad AI_DAILY_BUDGET stops the start naming it', async () => {
    const { loadConfig } = await import('../../env');
    expect(() => loadConfig({ DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32), AI_DAILY_BUDGET: 'lots' })).toThrow(
      'AI_DAILY_BUDGET',
    );
    expect(loadConfig({ DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32) }).aiDailyBudget).toBe(1000);
  });
});
