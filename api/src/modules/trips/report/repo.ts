import { and, eq, inArray } from 'drizzle-orm';
import { first, type Db } from '../../../db/client';
import { dives, tripShareLinks } from '../../../db/schema';

export type TripShareLinkRow = typeof tripShareLinks.$inferSelect;

/** The user's own dives among `ids`: where and when each was. */
export async function divesOfUser(db: Db, userId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: dives.id, startedAt: dives.startedAt, siteName: dives.siteName, latitude: dives.latitude, longitude: dives.longitude })
    .from(dives)
    .where(and(eq(dives.userId, userId), inArray(dives.id, ids)));
}

export async function findTripShareLinkOf(db: Db, tripId: number): Promise<TripShareLinkRow | undefined> {
  return db.select().from(tripShareLinks).where(eq(tripShareLinks.tripId, tripId)).then(first);
}

/** The trip's link: the one it has, else this new one (two shares at once still get one link). */
export async function ensureTripShareLink(db: Db, tripId: number, token: string): Promise<TripShareLinkRow> {
  await db.insert(tripShareLinks).values({ token, tripId }).onConflictDoNothing({ target: tripShareLinks.tripId });
  return (await findTripShareLinkOf(db, tripId))!;
}

export async function deleteTripShareLinkOf(db: Db, tripId: number): Promise<void> {
  await db.delete(tripShareLinks).where(eq(tripShareLinks.tripId, tripId));
}

export async function findTripShareLink(db: Db, token: string): Promise<TripShareLinkRow | undefined> {
  return db.select().from(tripShareLinks).where(eq(tripShareLinks.token, token)).then(first);
}

/** The live link tokens of these trips, by trip id (an account's export lists them). */
export async function tripShareTokens(db: Db, tripIds: number[]): Promise<Map<number, string>> {
  if (!tripIds.length) return new Map();
  const rows = await db.select().from(tripShareLinks).where(inArray(tripShareLinks.tripId, tripIds));
  return new Map(rows.map((row) => [row.tripId, row.token]));
}
