/**
 * The camera's clock for a whole trip: one offset set on every dive that starts within a span of local dates, and
 * what it would do to the photos, by the same rule the server places them with (dive-matching.ts).
 */
import { MAX_CAMERA_OFFSET_SECONDS, matchPhotos, type DiveMatch, type DiveTimes } from './dive-matching';
import { wallClockSeconds } from './dives';

/** Dives whose starts are at most this far apart belong to one trip (Subsurface groups its trips the same way). */
export const TRIP_GAP_SECONDS = 3 * 24 * 3600;
/** A camera left on home time is off by whole hours, at most this many either way (UTC-12 to UTC+14). */
export const MAX_ZONE_HOURS = 26;

export interface TripClock {
  cameraOffsetSeconds: number;
  /** First and last local date (YYYY-MM-DD, inclusive) of the dives' starts; null for no bound. */
  from: string | null;
  to: string | null;
}

type Checked<T> = { value: T } | { error: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (no 31 April, no 29 February outside leap years). */
export function isLocalDate(text: unknown): text is string {
  const match = typeof text === 'string' ? text.match(DATE) : null;
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

export const TRIP_CLOCK_MESSAGE = `cameraOffsetSeconds must be a whole number of seconds within ${MAX_CAMERA_OFFSET_SECONDS / 86_400} days either way`;

/** PUT /api/dives/camera-offset's body: a whole offset within a month, real dates, `from` not after `to`. */
export function checkTripClock(body: { cameraOffsetSeconds?: unknown; from?: unknown; to?: unknown }): Checked<TripClock> {
  const offset = body.cameraOffsetSeconds;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || Math.abs(offset) > MAX_CAMERA_OFFSET_SECONDS) return { error: TRIP_CLOCK_MESSAGE };
  const from = body.from ?? null;
  const to = body.to ?? null;
  if (from !== null && !isLocalDate(from)) return { error: 'from must be a date written YYYY-MM-DD' };
  if (to !== null && !isLocalDate(to)) return { error: 'to must be a date written YYYY-MM-DD' };
  if (from !== null && to !== null && from > to) return { error: 'from must not be after to' };
  return { value: { cameraOffsetSeconds: offset, from, to } };
}

/** The wall-clock starts a trip's dates cover, as stored dive starts compare (text, YYYY-MM-DDTHH:mm:ss). */
export function tripStarts({ from, to }: Pick<TripClock, 'from' | 'to'>): { from: string; to: string } {
  return { from: from ? `${from}T00:00:00` : '0000-01-01T00:00:00', to: to ? `${to}T23:59:59` : '9999-12-31T23:59:59' };
}

/** Whether a dive starts within the trip's dates. */
export function startsWithin(dive: Pick<DiveTimes, 'startedAt'>, trip: Pick<TripClock, 'from' | 'to'>): boolean {
  const { from, to } = tripStarts(trip);
  return dive.startedAt >= from && dive.startedAt <= to;
}

/**
 * Where each photo would sit with the trip's offset set on every dive that starts within its dates (the other dives
 * keep theirs): the server's placing rule, run in the browser for the preview. Answers are in the order of `times`.
 */
export function tripPreview<D extends DiveTimes>(times: readonly (string | null)[], dives: readonly D[], trip: TripClock): Array<DiveMatch<D> | null> {
  const moved = dives.map((dive) => (startsWithin(dive, trip) ? { ...dive, cameraOffsetSeconds: trip.cameraOffsetSeconds } : dive));
  return matchPhotos(times, moved).map((match) => match && { ...match, dive: dives.find((dive) => dive.id === match.dive.id)! });
}

/** A user's dives in trips: runs of dives, in time order, whose starts are at most 3 days apart. */
export function tripsOf<D extends DiveTimes>(dives: readonly D[]): D[][] {
  const sorted = [...dives].sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id - b.id);
  const trips: D[][] = [];
  let last: number | null = null;
  for (const dive of sorted) {
    const start = wallClockSeconds(dive.startedAt) ?? 0;
    if (last === null || start - last > TRIP_GAP_SECONDS) trips.push([]);
    trips.at(-1)!.push(dive);
    last = start;
  }
  return trips;
}

/**
 * A camera left on another time zone: the whole number of hours that puts more than half of the photos on no dive
 * (those taken within a day of the trip) onto the trip's dives, and more of them than any other whole hour does.
 * Null when no whole hour does, or when the trip's clock already is that offset.
 */
export function wholeHourOffset(unplaced: readonly (string | null)[], trip: readonly DiveTimes[]): { hours: number; placed: number; of: number } | null {
  if (trip.length === 0) return null;
  const first = wallClockSeconds(trip[0]!.startedAt)!;
  const last = wallClockSeconds(trip.at(-1)!.startedAt)!;
  const near = unplaced.filter((time) => {
    const at = wallClockSeconds(time);
    return at !== null && at >= first - 86_400 && at <= last + 2 * 86_400;
  });
  if (near.length === 0) return null;
  let best: { hours: number; placed: number } | null = null;
  // Nearest zones first: of two hours that place as many photos, the smaller wins.
  for (const hours of Array.from({ length: 2 * MAX_ZONE_HOURS }, (_, i) => (i % 2 ? -1 : 1) * (Math.floor(i / 2) + 1))) {
    const offset = hours * 3600;
    if (trip.every((dive) => dive.cameraOffsetSeconds === offset)) continue;
    const placed = matchPhotos(near, trip.map((dive) => ({ ...dive, cameraOffsetSeconds: offset }))).filter(Boolean).length;
    if (!best || placed > best.placed) best = { hours, placed };
  }
  return best && best.placed * 2 > near.length ? { ...best, of: near.length } : null;
}
