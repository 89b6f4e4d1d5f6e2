import type { AppContext } from '../../../context';
import { createModelBatch } from '../../../lib/ai/batch';
import { createSpeciesIdentifier } from '../../../lib/ai/identifier';
import { tripQueue, type TripQueue } from './worker';

/** How often the server's queue looks for work another instance queued, a lapsed claim or a batch to read. */
export const TRIP_QUEUE_INTERVAL_MS = 30_000;

/** The queue each running server started (none in API tests: they run their own rounds). */
const started = new WeakMap<AppContext, TripQueue>();

/** The server's queue, with the configured model and its batch path: its rounds every TRIP_QUEUE_INTERVAL_MS. */
export function startTripQueue(ctx: AppContext): TripQueue {
  const queue = tripQueue(ctx, { model: createSpeciesIdentifier(ctx.config.identifier), batch: createModelBatch(ctx.config.identifier) });
  started.set(ctx, queue);
  queue.start(TRIP_QUEUE_INTERVAL_MS);
  return queue;
}

/** A trip was queued: this server's queue starts on it at once rather than at its next round. */
export const nudgeTripQueue = (ctx: AppContext) => started.get(ctx)?.nudge();
