import { withDive, type DiveGives, type PhotoPlace } from '@rules/dives';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { countByDive, linkedToDive, linkedToDives, setDivePlaces, sightingsOfDive, sightingsOnDives, unlinkedOfUser, type DivePlaceRow } from './repo';

/** An identification as the dives module matches it: when it was taken, its dive, its place and depth. */
export interface PhotoOnDive {
  id: number;
  /** Camera time as recorded (EXIF or the form), before any dive's offset. */
  takenAt: string | null;
  diveId: number | null;
  place: PhotoPlace;
  /** In the public catalogue: its page follows a new place. */
  published: boolean;
}

function photoOnDive(row: DivePlaceRow): PhotoOnDive {
  const location = row.latitude !== null && row.longitude !== null && row.locationSource ? { latitude: row.latitude, longitude: row.longitude, source: row.locationSource } : null;
  return { id: row.id, takenAt: row.observedAt, diveId: row.diveId, place: { location, depthMeters: row.depthMeters, depthSource: row.depthSource }, published: row.isPublished };
}

/** A user's identifications on no dive yet: an imported log may place them. */
export const photosWithoutDive = async (db: Db, userId: number) => (await unlinkedOfUser(db, userId)).map(photoOnDive);
/** The identifications on a dive. */
export const photosOnDive = async (db: Db, diveId: number) => (await linkedToDive(db, diveId)).map(photoOnDive);
/** The identifications on any of these dives (a trip's). */
export const photosOnDives = async (db: Db, diveIds: number[]) => (await linkedToDives(db, diveIds)).map(photoOnDive);

/** A photo placed on a dive (or taken off one: `diveId` null) with what that dive gives it. */
export interface DivePlacement {
  photo: PhotoOnDive;
  diveId: number | null;
  gives: DiveGives | null;
}

/**
 * Links photos to their dives (or unlinks them) with what each dive gives, by the precedence rule (rules/dives.ts):
 * what the user typed stays. Runs in the caller's transaction. Returns the photos whose position or depth changed:
 * their candidates are to be checked again against OBIS (`regroundMoved`), once the transaction is over.
 */
export async function placeOnDives(db: Db, placements: DivePlacement[]): Promise<number[]> {
  const moved: number[] = [];
  const rows = placements.map(({ photo, diveId, gives }) => {
    const place = withDive(photo.place, diveId === null ? null : gives);
    const before = photo.place;
    if (
      place.location?.latitude !== before.location?.latitude ||
      place.location?.longitude !== before.location?.longitude ||
      place.depthMeters !== before.depthMeters
    )
      moved.push(photo.id);
    return {
      id: photo.id,
      diveId,
      latitude: place.location?.latitude ?? null,
      longitude: place.location?.longitude ?? null,
      locationSource: place.location?.source ?? null,
      depthMeters: place.depthMeters,
      depthSource: place.depthSource,
    };
  });
  await setDivePlaces(db, rows);
  return moved;
}

/** What the dives' screens show of their identifications. */
export const diveSightings = {
  count: (ctx: AppContext, diveIds: number[]) => countByDive(ctx.db, diveIds),
  of: (ctx: AppContext, diveId: number) => sightingsOfDive(ctx.db, diveId),
  /** The sightings of several dives, in the order they were taken: what a dive-log export lists. */
  onDives: (ctx: AppContext, diveIds: number[]) => sightingsOnDives(ctx.db, diveIds),
};
