import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { BATCH_ABOVE } from '@rules/trip-review';
import type { AppContext } from '../../../context';
import { transaction } from '../../../db/client';
import { offersBatch } from '../../../lib/ai/batch';
import { aiErrors } from '../../../lib/ai/messages';
import { accounts, type UserRow } from '../../accounts';
import { photosOfTrips, sightingsOfTrips, tripsOfUser, type TripPhotoRow, type TripSightingRow } from '../repo';
import { ownTrip } from '../service';
import { queuedSightingsOfTrips, queueSightings } from './repo';

/** A trip of more sightings than this goes through the provider's batch (half the price, within a day) unless asked now. */
export { BATCH_ABOVE };

/** The sightings in the order their photos were taken (the earliest photo of each), those without a time last. */
export function inTimeOrder(sightings: TripSightingRow[], photos: TripPhotoRow[]): TripSightingRow[] {
  const takenAt = new Map(photos.map((photo) => [photo.id, photo.takenAt]));
  const firstTaken = (sighting: TripSightingRow) =>
    (JSON.parse(sighting.photoIds) as number[]).map((id) => takenAt.get(id) ?? null).filter((time): time is string => time !== null).sort()[0] ?? '\uffff';
  return [...sightings].sort((a, b) => firstTaken(a).localeCompare(firstTaken(b)) || a.id - b.id);
}

/**
 * The free identifications left for sightings still to queue: a premium account's are unlimited; a free account's
 * are its free ones not used and not already promised to sightings queued on its trips.
 */
async function freeLeft(ctx: AppContext, user: UserRow): Promise<number> {
  if (accounts.isPremium(user, ctx.now())) return Infinity;
  const trips = await tripsOfUser(ctx.db, user.id);
  const promised = await queuedSightingsOfTrips(ctx.db, trips.map((trip) => trip.id));
  return Math.max(0, FREE_IDENTIFICATIONS - user.freeIdentificationsUsed - promised);
}

/**
 * POST /api/trips/:id/identify: every grouped sighting (and every one that needed a plan, for an account that has
 * one now) is queued, in time order, as far as the account's free identifications go; the rest need a plan.
 * More than BATCH_ABOVE go through the batch where the provider has one, unless `now`. Answers how many were queued.
 */
export async function queueTrip(ctx: AppContext, user: UserRow, tripId: number, now: boolean): Promise<{ queued: number }> {
  if (!ctx.config.identifier.apiKey && !ctx.config.identifier.baseUrl) throw aiErrors.notConfigured();
  await ownTrip(ctx, user, tripId);
  return transaction(
    ctx.db,
    async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const [sightings, photos] = await Promise.all([sightingsOfTrips(tx, [tripId]), photosOfTrips(tx, [tripId])]);
      const waiting = inTimeOrder(sightings.filter((sighting) => sighting.status === 'grouped' || sighting.status === 'needs-plan'), photos);
      const left = await freeLeft(txCtx, (await accounts.findUserById(tx, user.id)) ?? user);
      const queued = waiting.slice(0, Math.min(left, waiting.length)).map((sighting) => sighting.id);
      const needsPlan = waiting.slice(queued.length).map((sighting) => sighting.id);
      const batch = !now && queued.length > BATCH_ABOVE && offersBatch(ctx.config.identifier);
      await queueSightings(tx, queued, needsPlan, batch, ctx.now());
      return { queued: queued.length };
    },
    // One account's trips are queued one at a time, so two trips never promise the same free identification.
    { serializes: `trip-queue:${user.id}` },
  );
}
