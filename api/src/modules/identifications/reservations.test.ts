import { describe, expect, test } from 'bun:test';
import { createSpeciesIdentifier } from '../../lib/ai/identifier';
import { utcDay } from '../../lib/utc-day';
import { accounts } from '../accounts';
import { aiUsage } from '../ai-usage';
import { fakeModel, identify, identifyApp, photo } from '../../../test-support/identify';
import { reserveIdentification, type Uploader } from './quota';
import { giveBackAbandonedReservations, longestUploadMs } from './reservations';
const { reserveModelCall } = aiUsage;

const provider = fakeModel();

type App = Awaited<ReturnType<typeof identifyApp>>;
const ADDRESS = '203.0.113.7';

async function counts(app: App, day: string, who: { userId?: number; visitorId?: string }) {
  const number = async (query: Promise<Array<{ n: unknown }>>) => Number((await query)[0]?.n ?? 0);
  return {
    free: who.userId
      ? await number(app.sql`SELECT free_identifications_used AS n FROM users WHERE id = ${who.userId}`)
      : await number(app.sql`SELECT identifications_used AS n FROM visitors WHERE id = ${who.visitorId}`),
    network: await number(app.sql`SELECT count AS n FROM ip_daily_usage WHERE ip = ${ADDRESS} AND day = ${day}`),
    budget: await number(app.sql`SELECT used AS n FROM ai_daily_budget WHERE day = ${day}`),
  };
}

/** What an upload holds just before it prepares its photo: its free identification and its call from the budget. */
async function reserveAsAnUploadDoes(app: App, uploader: Uploader) {
  const reservation = await reserveIdentification(app.ctx, uploader);
  const call = await reserveModelCall(app.ctx, { userId: uploader.user?.id ?? null, visitorId: uploader.visitorId ?? null, ip: uploader.ip }, reservation.call);
  return { reservation, call };
}

/** A diver's account whose upload holds its reservations, and when that upload started. */
async function accountUploading(app: App) {
  const { id: userId } = await app.client().register('diver');
  const started = new Date();
  const held = await reserveAsAnUploadDoes(app, { user: (await accounts.findUserById(app.ctx.db, userId))!, ip: ADDRESS });
  return { userId, started, day: utcDay(started), ...held };
}

/** A restart once any upload of the dead process would have ended: the clock moved past the longest upload. */
function restartLater(app: App, started: Date) {
  app.setNow(new Date(started.getTime() + longestUploadMs(app.ctx.config) + 1000));
  return giveBackAbandonedReservations(app.ctx);
}

describe('an upload cut short by a crash', () => {
  test('a visitor gets their free identification back, their address its daily count, and the budget its call', async () => {
    const app = await identifyApp(provider.fake);
    const started = new Date('2030-05-01T10:00:00Z');
    app.setNow(started);
    const day = utcDay(started);
    const visitor = { visitorId: 'visitor-crashed', ip: ADDRESS };
    await reserveAsAnUploadDoes(app, visitor);
    // The process dies here: nothing it held in memory is released.
    expect(await counts(app, day, visitor)).toEqual({ free: 1, network: 1, budget: 1 });

    // Just after: this may be another instance's upload still running, so nothing is given back yet.
    expect(await giveBackAbandonedReservations(app.ctx)).toBe(0);
    expect(await counts(app, day, visitor)).toEqual({ free: 1, network: 1, budget: 1 });

    // Other uploads of the day, finished: what they took stays taken.
    await app.sql`UPDATE ai_daily_budget SET used = used + 5 WHERE day = ${day}`;
    await app.sql`UPDATE ip_daily_usage SET count = count + 5 WHERE ip = ${ADDRESS} AND day = ${day}`;

    // Two instances starting at once later on: it is given back once.
    app.setNow(new Date(started.getTime() + longestUploadMs(app.ctx.config) + 1000));
    expect((await Promise.all([giveBackAbandonedReservations(app.ctx), giveBackAbandonedReservations(app.ctx)])).sort()).toEqual([0, 1]);
    expect(await counts(app, day, visitor)).toEqual({ free: 0, network: 5, budget: 5 });
    expect(await giveBackAbandonedReservations(app.ctx)).toBe(0);
    expect(await counts(app, day, visitor)).toEqual({ free: 0, network: 5, budget: 5 });
    app.cleanup();
  });

  test('an account gets its free identification back, and the budget its call', async () => {
    const app = await identifyApp(provider.fake);
    const { userId, started, day } = await accountUploading(app);
    expect(await counts(app, day, { userId })).toMatchObject({ free: 1, budget: 1 });

    expect(await restartLater(app, started)).toBe(1);
    expect(await counts(app, day, { userId })).toMatchObject({ free: 0, budget: 0 });
    app.cleanup();
  });

  test('once the model was called for it, nothing is given back: that call was real', async () => {
    const app = await identifyApp(provider.fake);
    const { userId, started, day, call } = await accountUploading(app);
    provider.fake.setScenario('slow', { slowMs: 10_000 });
    const stop = new AbortController();
    const model = createSpeciesIdentifier(app.ctx.config.identifier)!;
    const asking = call.ask(model, [await photo(64, 48)], null, stop.signal).catch((error) => error);
    while (provider.fake.requests.length === 0) await Bun.sleep(5);
    // The process dies while the model is answering.

    expect(await restartLater(app, started)).toBe(0);
    expect(await counts(app, day, { userId })).toMatchObject({ free: 1, budget: 1 });
    stop.abort();
    await asking;
    app.cleanup();
  });
});

describe('an upload that ends', () => {
  test('saved: nothing is left to give back at the next start', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const started = new Date();
    expect((await identify(visitor, await photo(200, 150))).status).toBe(201);
    expect(await app.sql`SELECT id FROM upload_reservations`).toEqual([]);
    expect(await restartLater(app, started)).toBe(0);
    expect((await app.sql`SELECT used FROM ai_daily_budget`).map((row) => Number(row.used))).toEqual([1]);
    app.cleanup();
  });

  test('failed: given back at once, and not again at the next start', async () => {
    const app = await identifyApp(provider.fake);
    const { userId, started, reservation, call } = await accountUploading(app);
    await call.cancel();
    await reservation.release();
    expect(await counts(app, utcDay(started), { userId })).toMatchObject({ free: 0, budget: 0 });
    expect(await restartLater(app, started)).toBe(0);
    expect(await counts(app, utcDay(started), { userId })).toMatchObject({ free: 0, budget: 0 });
    app.cleanup();
  });
});
