import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context';
import { pathId } from '../../lib/path-id';
import { authGuard } from '../accounts';
import { tripParams } from './model';
import { queueTrip } from './queue/enqueue';
import { nudgeTripQueue } from './queue/running';

/**
 * POST /api/trips/:id/identify {now?}: queues the trip's grouped sightings for identification (queue/): 202 with how
 * many were queued; the rest need a plan. GET /api/trips/:id shows their progress.
 */
export function tripIdentifyRoute(ctx: AppContext) {
  return new Elysia({ name: 'trip-identify' }).use(authGuard(ctx)).post(
    '/:id/identify',
    async ({ user, params, body, set }) => {
      const answer = await queueTrip(ctx, user, pathId(params.id), body?.now === true);
      nudgeTripQueue(ctx);
      set.status = 202;
      return answer;
    },
    { user: true, params: tripParams, body: t.Optional(t.Object({ now: t.Optional(t.Boolean()) })), response: { 202: t.Object({ queued: t.Integer() }) } },
  );
}
