import { Decoder, Stream } from '@garmin/fitsdk';
import { wallClockText } from '@rules/dives';
import { keptDives } from './bounds';
import { readFitMessages } from './fit-messages';
import { diveTime, profileUntil } from './samples';
import type { ParsedDive, ReadDives } from './types';
import { cleanProfile } from './values';

/** FIT times count seconds from 1989-12-31T00:00:00Z. */
const FIT_EPOCH_SECONDS = 631_065_600;
const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;

// The fields of each message that ReefID reads (fit-messages.ts), by their names in Garmin's profile.
interface Session {
  startTime?: number;
  totalElapsedTime?: number;
  startPositionLat?: number;
  startPositionLong?: number;
  sport?: string;
}
interface DiveSummary {
  referenceMesg?: string;
  referenceIndex?: number;
  maxDepth?: number;
}
interface FitRecord {
  timestamp?: number;
  depth?: number;
  positionLat?: number;
  positionLong?: number;
}
interface Activity {
  timestamp?: number;
  localTimestamp?: number;
}

/** A FIT file, by its header (".FIT" in bytes 8 to 11), as Garmin's decoder tells it. */
export const isFit = (bytes: Uint8Array) => Decoder.isFIT(Stream.fromByteArray(bytes));

/**
 * The dives of a FIT activity file (Garmin Descent watches, and other makers' FIT dive files), read by the fields
 * of Garmin's profile (fit-messages.ts): each `session` whose sport is diving is a dive. Its start is the session's `start_time` (UTC) moved to the
 * dive site's clock by the activity's `local_timestamp` (the difference is the UTC offset; without one, the start
 * stays in UTC and the offset is 0); its samples are the `record`s' depths; its duration runs to its last sample at
 * 0.75 m or deeper (the session's elapsed time counts the surface after it); its maximum depth is the session's
 * `dive_summary`'s; its position is the session's start position (semicircles), or the first record's. Null when
 * the file holds no dive, or does not read (its CRC included): not a dive log.
 */
export function fitDives(bytes: Uint8Array, now: Date): ReadDives | null {
  const messages = readFitMessages(bytes);
  if (!messages) return null;
  const sessions = messages.session as Session[];
  const dives = sessions.map((session, index) => ({ session, index })).filter(({ session }) => session.sport === 'diving');
  if (dives.length === 0) return null;
  const records = (messages.record as FitRecord[]).filter((record) => record.timestamp !== undefined);
  const summaries = messages.diveSummary as DiveSummary[];
  const activity = (messages.activity as Activity[])[0];
  const offsetSeconds = activity?.localTimestamp !== undefined && activity.timestamp !== undefined ? activity.localTimestamp - activity.timestamp : 0;
  // Zones are whole quarter hours; a watch writes its local time to the second.
  const utcOffsetMinutes = Math.round(offsetSeconds / 900) * 15;
  return keptDives(dives, ({ session, index }) => fitDive(session, records, summaries.find((s) => s.referenceMesg === 'session' && s.referenceIndex === index), utcOffsetMinutes), now);
}

function fitDive(session: Session, records: FitRecord[], summary: DiveSummary | undefined, utcOffsetMinutes: number): { dive: ParsedDive; skipped: number } | null {
  if (session.startTime === undefined) return null;
  const start = session.startTime;
  const end = start + (session.totalElapsedTime ?? 0);
  const own = records.filter((record) => record.timestamp! >= start && record.timestamp! <= end);
  const read = own.filter((record) => record.depth !== undefined).map((record): [number, number] => [record.timestamp! - start, record.depth!]);
  const { profile: whole, skipped } = cleanProfile(read);
  const durationSeconds = diveTime(whole) ?? Math.round(session.totalElapsedTime ?? NaN);
  if (!Number.isFinite(durationSeconds)) return null;
  const placed = own.find((record) => record.positionLat !== undefined && record.positionLong !== undefined);
  const site = position(session.startPositionLat, session.startPositionLong) ?? position(placed?.positionLat, placed?.positionLong);
  return {
    dive: {
      startedAt: wallClockText(FIT_EPOCH_SECONDS + start + utcOffsetMinutes * 60),
      utcOffsetMinutes,
      durationSeconds,
      maxDepthMeters: summary?.maxDepth ?? null,
      site: site && { name: null, ...site },
      profile: profileUntil(whole, durationSeconds),
    },
    skipped,
  };
}

/** Degrees from FIT semicircles; null without both, or at 0 0 (a watch that had no fix writes zeros). */
function position(lat: number | undefined, lon: number | undefined): { latitude: number; longitude: number } | null {
  if (lat === undefined || lon === undefined || (lat === 0 && lon === 0)) return null;
  const latitude = lat / SEMICIRCLES_PER_DEGREE;
  const longitude = lon / SEMICIRCLES_PER_DEGREE;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}
