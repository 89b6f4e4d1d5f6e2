import type { Db } from '../../db/client';
import { identificationsForTrips as identifications } from '../identifications';
import type { Trip, TripSighting } from './model';
import { photoCounts, sightingsOfTrips, type TripRow, type TripSightingRow } from './repo';

export const sightingView = (row: TripSightingRow): TripSighting => ({
  id: row.id,
  photoIds: JSON.parse(row.photoIds) as number[],
  identificationId: row.identificationId,
  status: row.status,
});

type Answers = Awaited<ReturnType<typeof identifications.tripAnswers>>;

/** The answers of the identified sightings of one owner's trips, for their review cards: two queries for any number. */
async function answersOf(db: Db, rows: TripRow[], sightings: TripSightingRow[]): Promise<Answers> {
  const ids = sightings.filter((sighting) => sighting.status === 'identified' && sighting.identificationId !== null).map((sighting) => sighting.identificationId!);
  const owner = rows[0]?.userId;
  return owner === undefined || ids.length === 0 ? new Map() : identifications.tripAnswers({ db }, owner, ids);
}

const withAnswer = (row: TripSightingRow, answers: Answers): TripSighting => {
  const answer = row.status === 'identified' && row.identificationId !== null ? answers.get(row.identificationId) : undefined;
  return answer ? { ...sightingView(row), answer } : sightingView(row);
};

/**
 * Trips as the API answers them (one owner's): their counts, their sightings and the answers of those identified,
 * read in four queries for any number of trips.
 */
export async function tripViews(db: Db, rows: TripRow[]): Promise<Trip[]> {
  const ids = rows.map((row) => row.id);
  const [photos, sightings] = await Promise.all([photoCounts(db, ids), sightingsOfTrips(db, ids)]);
  const answers = await answersOf(db, rows, sightings);
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
      sightings: own.map((sighting) => withAnswer(sighting, answers)),
    };
  });
}

export const tripView = async (db: Db, row: TripRow): Promise<Trip> => (await tripViews(db, [row]))[0]!;
