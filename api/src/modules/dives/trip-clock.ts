import { checkTripClock, tripStarts } from '@rules/trip-clock';
import type { AppContext } from '../../context';
import { transaction } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { UserRow } from '../accounts';
import { identificationsForDives as identifications } from '../identifications';
import { matchAgain } from './matching';
import { setCameraOffsetBetween } from './repo';

/**
 * PUT /api/dives/camera-offset: one camera offset for every dive of the user that starts within the local dates
 * `from` to `to` (inclusive; all dives without them), and their photos matched again as one dive's edit matches
 * them, in one transaction. Answers how many dives it set, and how many photos sit on those dives afterwards.
 */
export async function setTripCameraOffset(ctx: AppContext, user: UserRow, body: { cameraOffsetSeconds?: unknown; from?: unknown; to?: unknown }) {
  const checked = checkTripClock(body);
  if ('error' in checked) throw badRequest(checked.error, 'dives.bad_camera_offset');
  const trip = checked.value;
  const { published, moved, placed, updated } = await transaction(ctx.db, async (tx) => {
    const changed = await setCameraOffsetBetween(tx, user.id, tripStarts(trip), trip.cameraOffsetSeconds);
    if (changed.length === 0) return { published: [], moved: [], placed: 0, updated: 0 };
    return { ...(await matchAgain(tx, user.id, changed)), updated: changed.length };
  });
  await identifications.regroundMoved(ctx, moved);
  if (published.length) await ctx.catalogueFollower.refreshCatalogue(ctx, published);
  return { updated, placed };
}
