import type { AppContext } from '../../context';
import { photoStore } from '../../lib/storage';
import type { AccountHoldings, ArchiveFile, UserRow } from '../accounts';
import { reportShareUrls } from './report/share';
import { deleteUserTripRows, photosOfTrips, sightingsOfTrips, tripsOfUser } from './repo';
import { sightingView } from './view';

const text = (value: string) => new TextEncoder().encode(value);
const photoName = (id: number) => `trips/photos/${id}`;

/**
 * The account's trips in trips/trips.json (each with its photos, what was read of them, its sightings and its
 * report's live share link, or null), and every trip photo as it was sent, under trips/photos/{id}.
 */
async function* tripFiles(ctx: AppContext, user: UserRow, now: Date): AsyncGenerator<ArchiveFile> {
  const rows = await tripsOfUser(ctx.db, user.id);
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  const [photos, sightings, links] = await Promise.all([photosOfTrips(ctx.db, ids), sightingsOfTrips(ctx.db, ids), reportShareUrls(ctx, ids)]);
  const trips = rows.map(({ userId: _user, ...trip }) => ({
    ...trip,
    photos: photos.filter((photo) => photo.tripId === trip.id).map(({ tripId: _trip, photoKey: _key, ...photo }) => ({ ...photo, file: photoName(photo.id) })),
    sightings: sightings.filter((sighting) => sighting.tripId === trip.id).map(sightingView),
    reportShareUrl: links.get(trip.id) ?? null,
  }));
  yield { name: 'trips/trips.json', data: text(JSON.stringify({ trips }, null, 2)), compress: true, modified: now };
  for (const photo of photos) {
    const data = await photoStore(ctx.config).read(photo.photoKey);
    if (data) yield { name: photoName(photo.id), data, compress: false, modified: photo.createdAt };
  }
}

/** An account's holdings with its trips added: exported after the rest, deleted in the account's transaction, their photos after the commit. */
export function withTrips(ctx: AppContext, holdings: AccountHoldings): AccountHoldings {
  return {
    claimVisitorIdentifications: (cookie, user) => holdings.claimVisitorIdentifications(cookie, user),
    exportFiles: async (user, now) => {
      const held = await holdings.exportFiles(user, now);
      return (async function* () {
        yield* held;
        yield* tripFiles(ctx, user, now);
      })();
    },
    deleteWithAccount: async (tx, userId) => {
      // Trips go first: their photos name dives, and their sightings identifications, that the others delete.
      const keys = await deleteUserTripRows(tx, userId);
      const afterOthers = await holdings.deleteWithAccount(tx, userId);
      return async () => {
        await afterOthers();
        if (keys.length) await photoStore(ctx.config).remove(keys);
      };
    },
  };
}

/** An admin deletes the account: its trips and their photos. */
export async function deleteTripsOfUser(ctx: AppContext, userId: number): Promise<void> {
  const keys = await deleteUserTripRows(ctx.db, userId);
  if (keys.length) await photoStore(ctx.config).remove(keys);
}
