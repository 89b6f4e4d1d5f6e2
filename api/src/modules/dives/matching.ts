import { matchDive, matchPhotos, startsWithinReach, type DiveTimes } from '@rules/dive-matching';
import { depthAt, wallClockSeconds, type DiveGives, type ProfileSample } from '@rules/dives';
import type { AppContext, DiveMatcher, DiveOfPhoto } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { identificationsForDives as identifications, type DivePlacement, type PhotoOnDive } from '../identifications';
import { diveTimesStartingBetween, findDive, type DiveRow } from './repo';

export const profileOf = (row: DiveRow): ProfileSample[] => JSON.parse(row.profile) as ProfileSample[];

/** What a dive gives a photo `seconds` into it: its site's position, and its depth then (none in the margins). */
export function givesOf(row: DiveRow, seconds: number | null, profile: ProfileSample[] = profileOf(row)): DiveGives {
  const position = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  return { position, depthMeters: seconds === null ? null : depthAt(profile, row.durationSeconds, seconds) };
}

/** Seconds into the dive of a photo taken at `takenAt` (camera time), or null without a time of day. */
export function secondsInto(row: DiveTimes, takenAt: string | null): number | null {
  const camera = wallClockSeconds(takenAt);
  const start = wallClockSeconds(row.startedAt);
  return camera === null || start === null ? null : camera + row.cameraOffsetSeconds - start;
}

/** The port identifications call at upload (context.ts): the dive named, else the one matched by time. */
export const diveMatcher: DiveMatcher = {
  async diveOfPhoto(ctx: AppContext, userId: number, photo: { takenAt: string | null; diveId: number | null }): Promise<DiveOfPhoto | null> {
    if (photo.diveId !== null) {
      const row = await findDive(ctx.db, photo.diveId);
      if (!row || row.userId !== userId) throw notFound('Dive not found', 'dives.not_found');
      return { diveId: row.id, ...givesOf(row, secondsInto(row, photo.takenAt)) };
    }
    // Only the dives that start near enough to hold the photo, whatever their offset and length (an index's range).
    const reach = startsWithinReach(photo.takenAt);
    const match = reach && matchDive(photo.takenAt, await diveTimesStartingBetween(ctx.db, userId, reach));
    if (!match) return null;
    const row = (await findDive(ctx.db, match.dive.id))!;
    return { diveId: row.id, ...givesOf(row, match.seconds) };
  },
};

/**
 * Places each photo that falls in or near one of `dives` on it; returns those in the public catalogue it placed, and
 * those whose position or depth it changed. The photos and dives are matched in one pass over both in time order,
 * and profiles are read once per dive that gets a photo.
 */
export async function placePhotos(db: Db, photos: PhotoOnDive[], dives: DiveRow[]): Promise<{ published: number[]; moved: number[]; placed: number }> {
  const profiles = new Map<number, ProfileSample[]>();
  const placements: DivePlacement[] = [];
  const matches = matchPhotos(photos.map((photo) => photo.takenAt), dives);
  for (const [i, photo] of photos.entries()) {
    const match = matches[i];
    if (!match) continue;
    const row = match.dive;
    if (!profiles.has(row.id)) profiles.set(row.id, profileOf(row));
    placements.push({ photo, diveId: row.id, gives: givesOf(row, match.seconds, profiles.get(row.id)) });
  }
  const moved = await identifications.placeOnDives(db, placements);
  return { published: placements.filter(({ photo }) => photo.published).map(({ photo }) => photo.id), moved, placed: placements.length };
}

/**
 * After dives changed (their site, position or camera offset), their photos are matched again, in the caller's
 * transaction: those linked to them go to the one of them they now fall in, or are unlinked (what it gave them
 * cleared); those on no dive that now fall in one of them are placed on it; the rest get the new site and depth. A
 * photo linked without a time of day keeps its link and gets the site. Returns the published photos touched, those
 * whose position or depth changed, and how many photos sit on these dives afterwards.
 */
export async function matchAgain(db: Db, userId: number, changed: DiveRow[]): Promise<{ published: number[]; moved: number[]; placed: number }> {
  const byId = new Map(changed.map((row) => [row.id, row]));
  const profiles = new Map(changed.map((row) => [row.id, profileOf(row)]));
  const linked = await identifications.photosOnDives(db, [...byId.keys()]);
  const matches = matchPhotos(linked.map((photo) => photo.takenAt), changed);
  const relinks = linked.map((photo, i): DivePlacement => {
    const own = byId.get(photo.diveId!)!;
    const seconds = secondsInto(own, photo.takenAt);
    if (seconds === null) return { photo, diveId: own.id, gives: givesOf(own, null, profiles.get(own.id)) };
    const match = matches[i];
    return match ? { photo, diveId: match.dive.id, gives: givesOf(match.dive, match.seconds, profiles.get(match.dive.id)) } : { photo, diveId: null, gives: null };
  });
  const relinked = await identifications.placeOnDives(db, relinks);
  const fresh = await placePhotos(db, await identifications.photosWithoutDive(db, userId), changed);
  return {
    published: [...linked.filter((photo) => photo.published).map((photo) => photo.id), ...fresh.published],
    moved: [...relinked, ...fresh.moved],
    placed: relinks.filter((relink) => relink.diveId !== null).length + fresh.placed,
  };
}
