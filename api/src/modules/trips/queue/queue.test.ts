import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { speciesIdentifications, tripSightings } from '../../../db/schema';
import { createModelBatch } from '../../../lib/ai/batch';
import { createSpeciesIdentifier, type SpeciesIdentifier } from '../../../lib/ai/identifier';
import type { AppContext } from '../../../context';
import { fakeModel } from '../../../../test-support/identify';
import { tripOfSightings } from '../../../../test-support/trip-queue';
import { BATCH_ABOVE } from './enqueue';
import { BATCH_TO_SEND } from './repo';
import { MODEL_CALLS_AT_ONCE, tripQueue } from './worker';

const provider = fakeModel();
const LEASE_MS = 10 * 60_000;
const POLL_MS = 60_000;

/** A queue of this app's, as a server starts one, with the model and batch path its configuration gives. */
const queueOf = (ctx: AppContext, holder: string, model?: SpeciesIdentifier) =>
  tripQueue(ctx, { model: model ?? createSpeciesIdentifier(ctx.config.identifier), batch: createModelBatch(ctx.config.identifier), holder, leaseMs: LEASE_MS, pollMs: POLL_MS });
const identificationsIn = (ctx: AppContext) => ctx.db.select().from(speciesIdentifications);

describe('POST /api/trips/:id/identify', () => {
  test("a free account's remaining free identifications go to its earliest sightings; the rest need a plan", async () => {
    // Sent out of time order: the queue goes by the camera's time, not the order they arrived in.
    const { app, diver, tripId, rows } = await tripOfSightings(provider.fake, 5, { free: true, order: [4, 2, 0, 3, 1] });
    const answer = await diver.post(`/api/trips/${tripId}/identify`, {});
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ queued: FREE_IDENTIFICATIONS });
    // Rows are in the order sent: times 4, 2, 0, 3, 1. The three earliest (0, 1, 2) are queued.
    expect((await rows()).map((row) => row.status)).toEqual(['needs-plan', 'queued', 'queued', 'needs-plan', 'queued']);

    await queueOf(app.ctx, 'instance-a').work();
    const trip = await (await diver.get(`/api/trips/${tripId}`)).json();
    expect(trip).toMatchObject({ identified: 3, needsPlan: 2, pending: 0, failed: 0 });
    expect((await rows()).map((row) => row.status)).toEqual(['needs-plan', 'identified', 'identified', 'needs-plan', 'identified']);
    expect(await identificationsIn(app.ctx)).toHaveLength(3);
    // Asked again, nothing more is queued: the free ones are spent.
    expect(await (await diver.post(`/api/trips/${tripId}/identify`, {})).json()).toEqual({ queued: 0 });
  });

  test("another's trip is 404, as every trip route answers", async () => {
    const { app, tripId } = await tripOfSightings(provider.fake, 1);
    const other = await app.signUp('other');
    expect((await other.post(`/api/trips/${tripId}/identify`, {})).status).toBe(404);
  });
});

describe('the trip identification queue', () => {
  test('survives a restart: a sighting claimed by a stopped instance is identified once its lease lapses', async () => {
    const { app, diver, tripId, rows } = await tripOfSightings(provider.fake, 3);
    await diver.post(`/api/trips/${tripId}/identify`, {});
    const [abandoned] = await rows();
    const start = new Date();
    app.setNow(start);
    // The instance that claimed it stopped mid-call: its claim is in the database, and nothing else.
    await app.ctx.db.update(tripSightings).set({ claimedBy: 'stopped-instance', leaseUntil: new Date(start.getTime() + LEASE_MS) }).where(eq(tripSightings.id, abandoned!.id));

    await queueOf(app.ctx, 'restarted').work();
    expect((await rows()).map((row) => row.status)).toEqual(['queued', 'identified', 'identified']);
    app.setNow(new Date(start.getTime() + LEASE_MS + 1));
    await queueOf(app.ctx, 'restarted').work();
    expect((await rows()).map((row) => row.status)).toEqual(['identified', 'identified', 'identified']);
    expect(provider.fake.requests).toHaveLength(3);
  });

  test('two instances on one database identify each sighting exactly once', async () => {
    const { app, diver, tripId, rows } = await tripOfSightings(provider.fake, 8);
    await diver.post(`/api/trips/${tripId}/identify`, { now: true });
    await Promise.all([queueOf(app.ctx, 'instance-a').work(), queueOf(app.ctx, 'instance-b').work()]);
    const identified = await rows();
    expect(identified.map((row) => row.status)).toEqual(Array(8).fill('identified'));
    expect(new Set(identified.map((row) => row.identificationId)).size).toBe(8);
    expect(await identificationsIn(app.ctx)).toHaveLength(8);
    expect(provider.fake.requests).toHaveLength(8);
  });

  test('an instance makes at most two model calls at a time', async () => {
    const { app, diver, tripId } = await tripOfSightings(provider.fake, 6);
    await diver.post(`/api/trips/${tripId}/identify`, { now: true });
    const model = createSpeciesIdentifier(app.ctx.config.identifier)!;
    let inFlight = 0;
    let most = 0;
    const counting: SpeciesIdentifier = {
      async identify(...args) {
        most = Math.max(most, ++inFlight);
        try {
          return await model.identify(...args);
        } finally {
          inFlight--;
        }
      },
    };
    // Each answer takes a while, so that every lane the queue runs is seen at once.
    provider.fake.setScenario('slow', { slowMs: 150 });
    await queueOf(app.ctx, 'instance-a', counting).work();
    expect(most).toBe(MODEL_CALLS_AT_ONCE);
  });
});

describe("the trip queue's batch path", () => {
  test(`more than ${BATCH_ABOVE} sightings go in one batch, polled until it completes, then each is identified`, async () => {
    const count = BATCH_ABOVE + 1;
    const { app, diver, tripId, rows } = await tripOfSightings(provider.fake, count);
    expect(await (await diver.post(`/api/trips/${tripId}/identify`, {})).json()).toEqual({ queued: count });
    expect((await rows()).every((row) => row.batchId === BATCH_TO_SEND)).toBe(true);
    const start = new Date();
    app.setNow(start);
    const queue = queueOf(app.ctx, 'instance-a');

    await queue.work();
    expect(provider.fake.batches.size).toBe(1);
    const [batchId] = provider.fake.batches.keys();
    expect((await rows()).map((row) => [row.status, row.batchId])).toEqual(Array(count).fill(['queued', batchId]));
    expect(provider.fake.requests).toHaveLength(0);

    // Read once a poll apart: in progress, then completed.
    for (const poll of [1, 2]) {
      app.setNow(new Date(start.getTime() + poll * (POLL_MS + 1)));
      await queue.work();
    }
    const done = await rows();
    expect(done.map((row) => row.status)).toEqual(Array(count).fill('identified'));
    expect(done.every((row) => row.batchId === null && row.identificationId !== null)).toBe(true);
    expect(provider.fake.requests).toHaveLength(count);
    expect(await identificationsIn(app.ctx)).toHaveLength(count);
  });

  test('asked now, the same trip goes by single calls', async () => {
    const { app, diver, tripId, rows } = await tripOfSightings(provider.fake, BATCH_ABOVE + 1);
    const batchesBefore = provider.fake.batches.size;
    await diver.post(`/api/trips/${tripId}/identify`, { now: true });
    await queueOf(app.ctx, 'instance-a').work();
    expect(provider.fake.batches.size).toBe(batchesBefore);
    expect((await rows()).every((row) => row.status === 'identified')).toBe(true);
  });
});
