import { only } from '../src/db/client';
import { dives, taxa, tripPhotos, tripSightings } from '../src/db/schema';
import { insertIdentification } from './admin-fixtures';
import { newTrip, tripApp } from './trips';

type App = Awaited<ReturnType<typeof tripApp>>;
let photos = 0;

/** A diver's id, by username. */
export async function userIdOf(app: App, username = 'diver'): Promise<number> {
  const [user] = await app.sql<{ id: number }>`SELECT id FROM users WHERE username = ${username}`;
  return Number(user!.id);
}

/** A taxon in the cache, with its English name, its names in other languages and its Red List category. */
export async function cacheNamedTaxon(app: App, aphiaId: number, scientificName: string, english: string, other: Record<string, string[]> = {}, iucnCategory: string | null = null) {
  await app.ctx.db.insert(taxa).values({
    aphiaId, scientificName, rank: 'Species', status: 'accepted', vernacularName: english, commonNames: JSON.stringify(other), iucnCategory,
    lineage: JSON.stringify([{ aphiaId, rank: 'Species', name: scientificName }]), fetchedAt: new Date(),
  });
}

/** A dive of the diver's log. */
export async function addDive(app: App, userId: number, startedAt: string, place: { siteName?: string; latitude?: number; longitude?: number } = {}) {
  return app.ctx.db.insert(dives).values({ userId, startedAt, durationSeconds: 3000, ...place }).returning().then(only);
}

/** One identified sighting of a trip: a photo taken at `takenAt` (on `diveId`, or none) and its identification. */
export async function addIdentifiedSighting(
  app: App,
  tripId: number,
  userId: number,
  { takenAt, diveId = null, ...identification }: { takenAt: string; diveId?: number | null } & Parameters<typeof insertIdentification>[1],
) {
  const photo = await app.ctx.db
    .insert(tripPhotos)
    .values({ tripId, sha256: `sha-${++photos}`, takenAt, diveId, photoKey: `trips/photo-${photos}`, signature: '00', sharpness: 1 })
    .returning()
    .then(only);
  const row = await insertIdentification(app, { userId, observedAt: takenAt, ...identification });
  await app.ctx.db.insert(tripSightings).values({ tripId, photoIds: JSON.stringify([photo.id]), status: 'identified', identificationId: row.id });
  return row;
}

/** A trip app with a diver, one trip of theirs (its id) and the diver's user id. */
export async function reportApp() {
  const app = await tripApp();
  return { ...app, userId: await userIdOf(app), tripId: await newTrip(app.diver, 'Raja Ampat') };
}
