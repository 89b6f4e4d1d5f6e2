import type { Db } from '../../db/client';
import type { Trip, TripSighting } from './model';
import { photoCounts, sightingsOfTrips, type TripRow, type TripSightingRow } from './repo';

export const sightingView = (row: TripSightingRow): TripSighting => ({
  id: row.id,
  photoIds: JSON.parse(row.photoIds) as number[],
  identificationId: row.identificationId,
  status: row.status,
});

/** Trips as the API answers them: their counts and their sightings, read in two queries for any number of trips. */
export async function tripViews(db: Db, rows: TripRow[]): Promise<Trip[]> {
  const ids = rows.map((row) => row.id);
  const [photos, sightings] = await Promise.all([photoCounts(db, ids), sightingsOfTrips(db, ids)]);
  return rows.map((row) => {
    const own = sightings.filter((sighting) => sighting.tripId === row.id);
    const withStatus = (status: TripSightingRow['status']) => own.filter((sighting) => sighting.status === status).length;
    return {
      id: row.id,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      photoCount: photos.get(row.id) ?? 0,
      sightingCount: own.length,
      identified: withStatus('identified'),
      pending: withStatus('queued'),
      failed: withStatus('failed'),
      needsPlan: withStatus('needs-plan'),
      sightings: own.map(sightingView),
    };
  });
}

export const tripView = async (db: Db, row: TripRow): Promise<Trip> => (await tripViews(db, [row]))[0]!;
