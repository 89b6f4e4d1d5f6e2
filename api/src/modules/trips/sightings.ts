import { LOCKED_STATUSES } from '@rules/trips';
import type { AppContext } from '../../context';
import { transaction } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { UserRow } from '../accounts';
import { groupPhotos, sharpestFirst } from './grouping';
import type { SightingsEdit, Trip } from './model';
import { photosOfTrips, replaceSightings, sightingsOfTrips } from './repo';
import { ownTrip } from './service';
import { sightingView, tripView } from './view';

/** The trip's photos, and which are in a sighting now, which in one being or been identified. */
async function tripHoldings(ctx: AppContext, tripId: number) {
  const [photos, sightings] = await Promise.all([photosOfTrips(ctx.db, [tripId]), sightingsOfTrips(ctx.db, [tripId])]);
  const views = sightings.map(sightingView);
  const grouped = new Set(views.flatMap((sighting) => sighting.photoIds));
  const locked = new Set(views.filter((sighting) => LOCKED_STATUSES.includes(sighting.status)).flatMap((sighting) => sighting.photoIds));
  const editable = views.filter((sighting) => !LOCKED_STATUSES.includes(sighting.status)).map((sighting) => sighting.id);
  return { photos, grouped, locked, editable };
}

/** POST /api/trips/:id/group: the photos in no sighting yet become sightings (grouping.ts). */
export async function groupTrip(ctx: AppContext, user: UserRow, id: number): Promise<Trip> {
  const trip = await ownTrip(ctx, user, id);
  await transaction(
    ctx.db,
    async (tx) => {
      const { photos, grouped } = await tripHoldings({ ...ctx, db: tx }, id);
      await replaceSightings(tx, id, [], groupPhotos(photos.filter((photo) => !grouped.has(photo.id))));
    },
    { serializes: `trip:${id}` },
  );
  return tripView(ctx.db, trip);
}

/**
 * PUT /api/trips/:id/sightings: the sightings not being or been identified are replaced by these (a sighting may
 * hold any number of photos; the model sees its five sharpest). Each photo must be the trip's, named once, and not
 * in a sighting being or been identified; a photo left out is ungrouped.
 */
export async function editSightings(ctx: AppContext, user: UserRow, id: number, edit: SightingsEdit): Promise<Trip> {
  const trip = await ownTrip(ctx, user, id);
  const refusal = await transaction(
    ctx.db,
    async (tx) => {
      const { photos, locked, editable } = await tripHoldings({ ...ctx, db: tx }, id);
      const byId = new Map(photos.map((photo) => [photo.id, photo]));
      const named = edit.sightings.flatMap((sighting) => sighting.photoIds);
      const unknown = named.find((photoId) => !byId.has(photoId));
      if (unknown !== undefined) return badRequest(`Photo ${unknown} is not one of this trip's photos.`, 'trips.unknown_photo');
      const twice = named.find((photoId, i) => named.indexOf(photoId) !== i);
      if (twice !== undefined) return badRequest(`Photo ${twice} is named in more than one place.`, 'trips.photo_twice');
      const identified = named.find((photoId) => locked.has(photoId));
      if (identified !== undefined) return conflict(`Photo ${identified} is in a sighting already being or been identified.`, 'trips.photo_identified');
      const groups = edit.sightings.map((sighting) => sharpestFirst(sighting.photoIds.map((photoId) => byId.get(photoId)!)));
      await replaceSightings(tx, id, editable, groups);
      return null;
    },
    { serializes: `trip:${id}` },
  );
  if (refusal) throw refusal;
  return tripView(ctx.db, trip);
}
