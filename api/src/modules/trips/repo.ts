import { and, asc, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { only } from '../../db/client';
import { tripPhotos, trips, tripSightings } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

export type TripRow = typeof trips.$inferSelect;
export type TripPhotoRow = typeof tripPhotos.$inferSelect;
export type NewTripPhotoRow = typeof tripPhotos.$inferInsert;
export type TripSightingRow = typeof tripSightings.$inferSelect;

export async function findTrip(db: Db, id: number): Promise<TripRow | undefined> {
  return db.select().from(trips).where(eq(trips.id, id)).then((rows) => rows[0]);
}

export async function countTrips(db: Db, userId: number): Promise<number> {
  return db.select({ n: count() }).from(trips).where(eq(trips.userId, userId)).then((rows) => Number(rows[0]!.n));
}

export async function insertTrip(db: Db, userId: number, name: string, createdAt: Date): Promise<TripRow> {
  return db.insert(trips).values({ userId, name, createdAt }).returning().then(only);
}

/** A page of a user's trips, newest first (creation time, then id), one more than the limit. */
export async function listTrips(db: Db, userId: number, request: PageRequest<[number, number]>): Promise<TripRow[]> {
  const after = request.after;
  const before = after && new Date(after[0]);
  return db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, userId), before ? or(lt(trips.createdAt, before), and(eq(trips.createdAt, before), lt(trips.id, after[1]))) : undefined))
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(request.limit + 1);
}

export async function tripsOfUser(db: Db, userId: number): Promise<TripRow[]> {
  return db.select().from(trips).where(eq(trips.userId, userId)).orderBy(asc(trips.createdAt), asc(trips.id));
}

/** Every photo of these trips, in upload order. */
export async function photosOfTrips(db: Db, tripIds: number[]): Promise<TripPhotoRow[]> {
  if (tripIds.length === 0) return [];
  return db.select().from(tripPhotos).where(inArray(tripPhotos.tripId, tripIds)).orderBy(asc(tripPhotos.id));
}

/** How many photos each trip holds. */
export async function photoCounts(db: Db, tripIds: number[]): Promise<Map<number, number>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db.select({ tripId: tripPhotos.tripId, n: count() }).from(tripPhotos).where(inArray(tripPhotos.tripId, tripIds)).groupBy(tripPhotos.tripId);
  return new Map(rows.map((row) => [row.tripId, Number(row.n)]));
}

/** Every sighting of these trips, in the order they were made. */
export async function sightingsOfTrips(db: Db, tripIds: number[]): Promise<TripSightingRow[]> {
  if (tripIds.length === 0) return [];
  return db.select().from(tripSightings).where(inArray(tripSightings.tripId, tripIds)).orderBy(asc(tripSightings.id));
}

export async function findTripPhoto(db: Db, tripId: number, sha256: string): Promise<TripPhotoRow | undefined> {
  return db
    .select()
    .from(tripPhotos)
    .where(and(eq(tripPhotos.tripId, tripId), eq(tripPhotos.sha256, sha256)))
    .then((rows) => rows[0]);
}

/** Adds the photo unless the trip holds one of the same bytes: the row added, or undefined. */
export async function insertTripPhoto(db: Tx, row: NewTripPhotoRow): Promise<TripPhotoRow | undefined> {
  return db.insert(tripPhotos).values(row).onConflictDoNothing().returning().then((rows) => rows[0]);
}

export async function countTripPhotos(db: Tx, tripId: number): Promise<number> {
  return db.select({ n: count() }).from(tripPhotos).where(eq(tripPhotos.tripId, tripId)).then((rows) => Number(rows[0]!.n));
}

/** Replaces these sightings of a trip by new ones of `groups` (photo ids each, in order), in the caller's transaction. */
export async function replaceSightings(db: Tx, tripId: number, replaced: number[], groups: number[][]): Promise<void> {
  if (replaced.length) await db.delete(tripSightings).where(inArray(tripSightings.id, replaced));
  if (groups.length) await db.insert(tripSightings).values(groups.map((photoIds) => ({ tripId, photoIds: JSON.stringify(photoIds) })));
}

/** Deletes a trip with its photos and sightings: the keys of its stored photos, whose files go after. */
export async function deleteTripRows(db: Tx, tripId: number): Promise<string[]> {
  const photos = await db.select({ photoKey: tripPhotos.photoKey }).from(tripPhotos).where(eq(tripPhotos.tripId, tripId));
  await db.delete(trips).where(eq(trips.id, tripId));
  return photos.map((photo) => photo.photoKey);
}

/** A user's trips, in the caller's transaction (the account goes): the keys of their stored photos. */
export async function deleteUserTripRows(db: Tx, userId: number): Promise<string[]> {
  const owned = await db.select({ id: trips.id }).from(trips).where(eq(trips.userId, userId));
  if (owned.length === 0) return [];
  const keys = await db
    .select({ photoKey: tripPhotos.photoKey })
    .from(tripPhotos)
    .where(inArray(tripPhotos.tripId, owned.map((trip) => trip.id)));
  await db.delete(trips).where(eq(trips.userId, userId));
  return keys.map((key) => key.photoKey);
}
