import { wallClockSeconds, wallClockText } from '@rules/dives';
import type { Db } from '../../db/client';
import { positionAt, type ParsedTrack } from '../../lib/dive-logs';
import { badRequest, type HttpError } from '../../lib/errors';
import { divesWithoutPositionStartingBetween, updateDive, type DiveRow } from './repo';
import { matchAgain } from './matching';

export const NEEDS_UTC_OFFSET_CODE = 'dives.needs_utc_offset';
export const NEEDS_UTC_OFFSET =
  "Some of your dives don't say their time zone. Give the dive site's offset from UTC (utcOffsetMinutes) to place them on this track.";

/** The widest offsets any place on Earth uses: a dive's local start lies this far from its UTC time at most. */
const WEST_MOST_SECONDS = 12 * 3600;
const EAST_MOST_SECONDS = 14 * 3600;

/**
 * A GPS track (GPX, recorded on the boat: no computer has GPS underwater) gives each of the user's dives without a
 * position, whose start falls within the track, the track's position at that start (gpx.ts); their photos are then
 * matched again (they get the site). A dive's start is local time: its own UTC offset finds its moment on the track,
 * else the form's `utcOffsetMinutes`. Without either for a dive that could fall within the track: 400
 * `dives.needs_utc_offset`, nothing changed, so the screen can ask for the offset.
 */
export async function positionsFromTrack(tx: Db, userId: number, track: ParsedTrack, formOffsetMinutes: number | undefined) {
  const first = track.points[0]!;
  const last = track.points[track.points.length - 3]!;
  const candidates = await divesWithoutPositionStartingBetween(tx, userId, wallClockText(first - WEST_MOST_SECONDS), wallClockText(last + EAST_MOST_SECONDS));
  const placed: Array<{ dive: DiveRow; latitude: number; longitude: number }> = [];
  for (const dive of candidates) {
    const offset = dive.utcOffsetMinutes ?? formOffsetMinutes;
    if (offset === undefined) return { refusal: badRequest(NEEDS_UTC_OFFSET, NEEDS_UTC_OFFSET_CODE) as HttpError };
    const where = positionAt(track.points, wallClockSeconds(dive.startedAt)! - offset * 60);
    if (where) placed.push({ dive, ...where });
  }
  const dives: DiveRow[] = [];
  for (const { dive, latitude, longitude } of placed) dives.push(await updateDive(tx, dive.id, { latitude, longitude }));
  const { published, moved } = dives.length ? await matchAgain(tx, userId, dives) : { published: [], moved: [] };
  return { dives, published, moved };
}
