/**
 * Dives and photos: how deep a photo was taken, and what a dive gives it (which dive it was taken on is
 * dive-matching.ts). Dive computers and cameras both keep local wall-clock time without a zone, so times here are
 * wall-clock seconds (the text read as if it were UTC).
 */
import type { RuleError } from './error-codes';

/** The deepest any sea goes: deeper is a broken sample or a typing error. */
export const MAX_DEPTH_METERS = 11_000;
/** The most profile points an answer carries. */
export const MAX_PROFILE_POINTS = 600;

/** One sample of a dive profile: seconds since the dive started, depth in metres. */
export type ProfileSample = [seconds: number, depthMeters: number];

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** Wall-clock seconds of a local date-time (any offset after it is ignored: both clocks are local); null for a date only. */
export function wallClockSeconds(text: string | null | undefined): number | null {
  const match = text?.match(WALL_CLOCK);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const ms = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s);
  return Number.isFinite(ms) ? ms / 1000 : null;
}

/** Wall-clock seconds back to text, YYYY-MM-DDTHH:mm:ss. */
export function wallClockText(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19);
}

/**
 * The depth at `seconds` into the dive, interpolated between the samples around it; null outside the dive (before
 * it, after it, in the margins) or without samples.
 */
export function depthAt(profile: readonly ProfileSample[], durationSeconds: number, seconds: number): number | null {
  if (seconds < 0 || seconds > durationSeconds || profile.length === 0) return null;
  const first = profile[0]!;
  // Before the first sample the diver was going down from the surface.
  if (seconds <= first[0]) return first[0] === 0 ? first[1] : round((first[1] * seconds) / first[0]);
  let low = 0;
  let high = profile.length - 1;
  if (seconds >= profile[high]![0]) return profile[high]![1];
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (profile[middle]![0] <= seconds) low = middle;
    else high = middle;
  }
  const [t0, d0] = profile[low]!;
  const [t1, d1] = profile[high]!;
  return round(t1 === t0 ? d1 : d0 + ((d1 - d0) * (seconds - t0)) / (t1 - t0));
}

const round = (meters: number) => Math.round(meters * 100) / 100;

/**
 * At most `max` points of a profile for a chart: the first and last, and the deepest point of each stretch between,
 * so the bottom of the dive and its deepest moments keep their shape.
 */
export function downsampleProfile(profile: readonly ProfileSample[], max = MAX_PROFILE_POINTS): ProfileSample[] {
  if (profile.length <= max) return [...profile];
  const inner = max - 2;
  const kept: ProfileSample[] = [profile[0]!];
  const span = (profile.length - 2) / inner;
  for (let bucket = 0; bucket < inner; bucket++) {
    const from = 1 + Math.floor(bucket * span);
    const to = Math.min(profile.length - 1, 1 + Math.floor((bucket + 1) * span));
    let deepest = profile[from]!;
    for (let i = from + 1; i < to; i++) if (profile[i]![1] > deepest[1]) deepest = profile[i]!;
    kept.push(deepest);
  }
  kept.push(profile.at(-1)!);
  return kept;
}

/** A value as the rule reads it, or the rule's failure (said by its code's `error_` key, the form's own words). */
type Checked<T> = { value: T } | { error: RuleError };

const OUT_OF_RANGE: RuleError = { code: 'depth.out_of_range' };

/** A depth typed on the identify form: null when left out, else 0 to 11,000 m. */
export function checkDepth(value: unknown): Checked<number | null> {
  if (value === undefined || value === null || value === '') return { value: null };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return { error: OUT_OF_RANGE };
  const meters = Number(text);
  return meters <= MAX_DEPTH_METERS ? { value: meters } : { error: OUT_OF_RANGE };
}

/** Who gave a photo's depth: the user (typed), the dive (its profile at that moment), the camera (its EXIF). */
export type DepthSource = 'user' | 'dive' | 'camera';

/** What a photo knows of where and how deep; `source` says who said so. */
export interface PhotoPlace {
  location: { latitude: number; longitude: number; source: 'user' | 'dive' | 'exif' } | null;
  depthMeters: number | null;
  depthSource: DepthSource | null;
}

const depthOrNull = (value: unknown) => (typeof value === 'number' && value > 0 && value <= MAX_DEPTH_METERS ? Math.round(value * 100) / 100 : null);

/**
 * The depth a camera recorded: EXIF 2.32's WaterDepth (metres, positive below the surface), else a GPS altitude
 * below sea level (GPSAltitudeRef 1), as Olympus/OM System Tough cameras write it. Null without one, at the surface
 * or deeper than any sea.
 */
export function cameraDepth(tags: { WaterDepth?: unknown; GPSAltitude?: unknown; GPSAltitudeRef?: unknown }): number | null {
  const water = depthOrNull(tags.WaterDepth);
  if (water !== null) return water;
  const ref = tags.GPSAltitudeRef instanceof Uint8Array ? tags.GPSAltitudeRef[0] : tags.GPSAltitudeRef;
  return Number(ref) === 1 ? depthOrNull(tags.GPSAltitude) : null;
}

/** What a matched dive gives a photo: the site's position (if the log has one), the depth at that moment (if within). */
export interface DiveGives {
  position: { latitude: number; longitude: number } | null;
  depthMeters: number | null;
}

/**
 * A photo's place and depth once matched to a dive (or unlinked from one: `dive` null). What the user typed always
 * stays; the dive's site replaces the photo's EXIF position; what an earlier dive gave is replaced or cleared. The
 * camera's depth stays while no dive gives one; a dive's depth replaces it.
 */
export function withDive(place: PhotoPlace, dive: DiveGives | null): PhotoPlace {
  const typedPlace = place.location?.source === 'user';
  const location = typedPlace
    ? place.location
    : dive?.position
      ? { ...dive.position, source: 'dive' as const }
      : place.location?.source === 'dive'
        ? null
        : place.location;
  if (place.depthSource === 'user') return { location, depthMeters: place.depthMeters, depthSource: 'user' };
  if (place.depthSource === 'camera' && (dive?.depthMeters ?? null) === null) return { location, depthMeters: place.depthMeters, depthSource: 'camera' };
  const depthMeters = dive?.depthMeters ?? null;
  return { location, depthMeters, depthSource: depthMeters === null ? null : 'dive' };
}
