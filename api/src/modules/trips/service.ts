import { MAX_TRIPS_PER_ACCOUNT, TOO_MANY_TRIPS, TRIP_NOT_FOUND } from '@rules/trips';
import type { AppContext } from '../../context';
import { transaction } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { byTimeAndId, pageOf, type Page, type PageRequest } from '../../lib/paging';
import { photoStore } from '../../lib/storage';
import type { UserRow } from '../accounts';
import type { Trip } from './model';
import { countTrips, deleteTripRows, findTrip, insertTrip, listTrips, type TripRow } from './repo';
import { tripView, tripViews } from './view';

export const TRIPS_CURSOR = byTimeAndId('trips');

/** A trip of the user's own: anyone else's answers the same 404 as one that does not exist. */
export async function ownTrip(ctx: AppContext, user: UserRow, id: number): Promise<TripRow> {
  const row = await findTrip(ctx.db, id);
  if (!row || row.userId !== user.id) throw notFound(TRIP_NOT_FOUND, 'trips.not_found');
  return row;
}

/** A new trip; 409 when the account already holds its most (counted and added in one turn, on every instance). */
export async function createTrip(ctx: AppContext, user: UserRow, name: string): Promise<Trip> {
  const row = await transaction(
    ctx.db,
    async (tx) => ((await countTrips(tx, user.id)) >= MAX_TRIPS_PER_ACCOUNT ? null : insertTrip(tx, user.id, name.trim(), ctx.now())),
    { serializes: `trips:${user.id}` },
  );
  if (!row) throw conflict(TOO_MANY_TRIPS, 'trips.limit');
  return tripView(ctx.db, row);
}

export async function listUserTrips(ctx: AppContext, user: UserRow, request: PageRequest<[number, number]>): Promise<Page<Trip>> {
  const rows = await listTrips(ctx.db, user.id, request);
  const page = pageOf(rows, request, TRIPS_CURSOR, (row) => [row.createdAt.getTime(), row.id] as [number, number]);
  return { ...page, items: await tripViews(ctx.db, page.items) };
}

export async function getTrip(ctx: AppContext, user: UserRow, id: number): Promise<Trip> {
  return tripView(ctx.db, await ownTrip(ctx, user, id));
}

/**
 * Deletes the trip, its photos and its sightings, and the photos' stored files. Identifications made from its
 * sightings are the diver's own, with their own copies: they stay.
 */
export async function deleteTrip(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  await ownTrip(ctx, user, id);
  const keys = await transaction(ctx.db, (tx) => deleteTripRows(tx, id));
  if (keys.length) await photoStore(ctx.config).remove(keys);
}
