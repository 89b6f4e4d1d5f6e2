import type { AppContext } from '../../../context';
import type { BatchLine, LineResults, ModelBatch } from '../../../lib/ai/batch';
import { BatchNotOffered } from '../../../lib/ai/batch';
import type { Identification, SpeciesIdentifier } from '../../../lib/ai/identifier';
import { HttpError } from '../../../lib/errors';
import { log } from '../../../operations/logs';
import { identificationsForTrips } from '../../identifications';
import type { TripSightingRow } from '../repo';
import { outcomeOf, RETRY_AFTER_MS } from './outcome';
import { BATCH_TO_SEND, batchWork, claimBatch, claimSighting, settleClaim } from './repo';
import { sightingToIdentify } from './sighting';

/** Model calls one instance makes at a time, across all trips: the provider's rate and the server's memory are shared. */
export const MODEL_CALLS_AT_ONCE = 2;

export interface TripQueueOptions {
  /** The single call; null when no model is configured (nothing is claimed then). */
  model: SpeciesIdentifier | null;
  /** The provider's batch path, where it has one. */
  batch: ModelBatch | null;
  /** This instance's name in the claims it takes. */
  holder?: string;
  /** How long a claim holds: longer than the slowest identification, so a live holder never loses it. */
  leaseMs?: number;
  /** How long a running batch is left before it is read again. */
  pollMs?: number;
}

export interface TripQueue {
  /** One round: batches sent, running ones read, then queued sightings identified two at a time until none is free. */
  work(): Promise<void>;
  /** Rounds every `intervalMs`, and one at once. */
  start(intervalMs: number): void;
  /** The round after the one running now, if any (a trip was just queued). */
  nudge(): void;
  stop(): Promise<void>;
}

/** A model that gives the answer the batch already gave, so a batch line is recorded by the same service as a call. */
const answered = (result: Identification | HttpError): SpeciesIdentifier => ({
  identify: async () => {
    if (result instanceof HttpError) throw result;
    return result;
  },
});

/**
 * The trip identification queue. Its state is the trip_sightings rows alone, so it survives a restart; each
 * sighting is taken under a lease in the database (repo.ts), so instances sharing one never identify one twice.
 */
export function tripQueue(ctx: AppContext, options: TripQueueOptions): TripQueue {
  const holder = options.holder ?? `trip-queue-${crypto.randomUUID()}`;
  const leaseMs = options.leaseMs ?? 2 * ctx.config.identifier.timeoutMs + 5 * 60_000;
  const pollMs = options.pollMs ?? 60_000;
  const later = (ms: number) => new Date(ctx.now().getTime() + ms);

  /** Turns one claimed sighting into an identification with `model`, and settles the claim by what happened. */
  async function record(row: TripSightingRow, model: SpeciesIdentifier): Promise<void> {
    const attempts = (row.attempts ?? 0) + 1;
    try {
      const sighting = await sightingToIdentify(ctx, row);
      if (!sighting) return await settleClaim(ctx.db, holder, [row.id], { status: 'failed', attempts, batchId: null });
      const made = await identificationsForTrips.identifySighting(ctx, model, sighting.user, sighting.photos, sighting.language);
      await settleClaim(ctx.db, holder, [row.id], { status: 'identified', identificationId: made.id, attempts, batchId: null });
    } catch (error) {
      const { status, retry } = outcomeOf(error, attempts);
      if (status === 'failed') log.warn(`Trip sighting ${row.id} could not be identified: ${error instanceof Error ? error.message : error}`);
      await settleClaim(ctx.db, holder, [row.id], { status, attempts, batchId: null, notBefore: retry ? later(RETRY_AFTER_MS * attempts) : undefined });
    }
  }

  /** One lane of single calls: claims and identifies until no queued sighting is free. */
  async function lane(model: SpeciesIdentifier): Promise<void> {
    for (let row = await claimSighting(ctx.db, holder, ctx.now(), later(leaseMs)); row; row = await claimSighting(ctx.db, holder, ctx.now(), later(leaseMs))) {
      await record(row, model);
    }
  }

  /** Sends one trip's batch sightings as one batch; where the provider has no batch path, they go by single calls. */
  async function send(batch: ModelBatch, tripId: number): Promise<void> {
    const rows = await claimBatch(ctx.db, holder, BATCH_TO_SEND, ctx.now(), later(leaseMs), tripId);
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    try {
      const lines: BatchLine[] = [];
      for (const row of rows) {
        const sighting = await sightingToIdentify(ctx, row);
        if (!sighting) await settleClaim(ctx.db, holder, [row.id], { status: 'failed', batchId: null });
        else lines.push({ key: String(row.id), sighting: await identificationsForTrips.questionOfSighting(ctx, sighting.user, sighting.photos, sighting.language) });
      }
      if (lines.length === 0) return;
      const batchId = await batch.submit(lines);
      await settleClaim(ctx.db, holder, ids, { batchId, notBefore: later(pollMs) });
    } catch (error) {
      if (error instanceof BatchNotOffered) return void (await settleClaim(ctx.db, holder, ids, { batchId: null }));
      log.warn(`A trip's batch could not be sent; it is tried again: ${error instanceof Error ? error.message : error}`);
      await settleClaim(ctx.db, holder, ids, { notBefore: later(RETRY_AFTER_MS) });
    }
  }

  /** Reads one running batch: still running, it is left until the next poll; over, each line is recorded. */
  async function poll(batch: ModelBatch, batchId: string): Promise<void> {
    const rows = await claimBatch(ctx.db, holder, batchId, ctx.now(), later(leaseMs));
    if (rows.length === 0) return;
    let progress: Awaited<ReturnType<ModelBatch['check']>>;
    try {
      progress = await batch.check(batchId, new Map(rows.map((row) => [String(row.id), Math.min((JSON.parse(row.photoIds) as number[]).length, 5)])));
    } catch (error) {
      log.warn(`Trip batch ${batchId} could not be read; it is read again later: ${error instanceof Error ? error.message : error}`);
      return settleClaim(ctx.db, holder, rows.map((row) => row.id), { notBefore: later(pollMs) });
    }
    if (progress.state === 'waiting') return settleClaim(ctx.db, holder, rows.map((row) => row.id), { notBefore: later(pollMs) });
    await recordLines(rows, progress.results);
  }

  /** Each line's answer becomes its identification; a line the batch never answered goes back to the single call. */
  async function recordLines(rows: TripSightingRow[], results: LineResults): Promise<void> {
    const unanswered = rows.filter((row) => !results.has(String(row.id)));
    await settleClaim(ctx.db, holder, unanswered.map((row) => row.id), { batchId: null });
    for (const row of rows) {
      const result = results.get(String(row.id));
      if (result) await record(row, answered(result));
    }
  }

  async function round(): Promise<void> {
    const { model, batch } = options;
    if (!model) return;
    if (batch) {
      const { toSend, running } = await batchWork(ctx.db, ctx.now());
      for (const tripId of toSend) await send(batch, tripId);
      for (const batchId of running) await poll(batch, batchId);
    }
    await Promise.all(Array.from({ length: MODEL_CALLS_AT_ONCE }, () => lane(model)));
  }

  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const work = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error) => log.error('The trip identification queue failed a round', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void work();
        }
      });
    return running;
  };

  return {
    work,
    nudge: () => void work(),
    start(intervalMs) {
      timer = setInterval(() => void work(), intervalMs);
      void work();
    },
    async stop() {
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
