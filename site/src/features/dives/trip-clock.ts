import { tripsOf, wholeHourOffset, type TripClock } from '@rules/trip-clock';
import { answer, api, errorMessage, page } from '../../lib/api';
import { LARGEST_PAGE } from '../../ui/usePagedList';
import type { Dive } from './dives';
import type { DivesWords } from './dives-words';
import { counted } from '../../lib/fill';

/** A photo a trip's clock moves: one of the user's sightings with a camera time of day. */
export interface TripPhoto {
  id: number;
  name: string;
  cameraTime: string;
  diveId: number | null;
}

/** Every dive of the user (page after page) and their latest photos with a camera time: what the preview matches. */
export async function loadTripClock(): Promise<{ dives: Dive[]; photos: TripPhoto[] }> {
  const dives: Dive[] = [];
  let cursor: string | undefined;
  do {
    const next = await page(api.dives.get({ query: { limit: String(LARGEST_PAGE), ...(cursor ? { cursor } : {}) } }));
    dives.push(...next.items);
    cursor = next.nextCursor ?? undefined;
  } while (cursor);
  const { items } = await page(api.identifications.get({ query: { limit: String(LARGEST_PAGE) } }));
  const photos = items.flatMap(({ id, speciesName, observedAt, diveId }) =>
    observedAt && /T\d{2}:\d{2}/.test(observedAt) ? [{ id, name: speciesName, cameraTime: observedAt, diveId: diveId ?? null }] : [],
  );
  return { dives, photos };
}

/** The first trip most of whose photos on no dive a whole-hour offset would place: a camera left on home time. */
export function zoneSuggestion(dives: Dive[], photos: TripPhoto[]): { hours: number; from: string; to: string } | null {
  const unplaced = photos.filter((photo) => photo.diveId === null).map((photo) => photo.cameraTime);
  for (const trip of tripsOf(dives)) {
    const found = wholeHourOffset(unplaced, trip);
    if (found) return { hours: found.hours, from: trip[0]!.startedAt.slice(0, 10), to: trip.at(-1)!.startedAt.slice(0, 10) };
  }
  return null;
}

/** "2 hours behind", "1 hour ahead": a camera left on another zone. */
export const hoursText = (hours: number, words: DivesWords) => counted(hours > 0 ? words.trip.hoursBehind : words.trip.hoursAhead, Math.abs(hours), words.language);

/** PUT /api/dives/camera-offset: how many dives it set, and how many photos are on them now. */
export async function saveTripClock(trip: TripClock, fallback: string): Promise<{ value: { updated: number; placed: number } } | { error: string }> {
  try {
    return { value: await answer(api.dives['camera-offset'].put(trip)) };
  } catch (error) {
    return { error: errorMessage(error, fallback) };
  }
}
