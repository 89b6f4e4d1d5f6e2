/**
 * Where and when a photo was taken, checked the same way by the identify form and the API: decimal degrees
 * (latitude -90..90, longitude -180..180, both or neither) and an ISO date or date-time that is not in the future.
 */
import { dayAndTimeText, dayText } from './dates';
import type { RuleError } from './error-codes';

export interface Position {
  latitude: number;
  longitude: number;
}

/** Typed or pinned by the user, the dive site's (matched by time to an imported dive), or the photo's own EXIF. */
export type LocationSource = 'user' | 'dive' | 'exif';

export interface Location extends Position {
  source: LocationSource;
}

/** A value as the rule reads it, or the rule's failure (said by its code's `error_` key). */
type Checked<T> = { value: T } | { error: RuleError };

const DEGREES = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function degrees(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DEGREES.test(value.trim())) return Number(value.trim());
  return null;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A position from form fields or JSON: null when both are left out; an error when one is missing or out of range. */
export function checkPosition(latitude: unknown, longitude: unknown): Checked<Position | null> {
  if (blank(latitude) && blank(longitude)) return { value: null };
  if (blank(latitude) || blank(longitude)) return { error: { code: 'position.incomplete' } };
  const lat = degrees(latitude);
  const lon = degrees(longitude);
  if (lat === null || lat < -90 || lat > 90) return { error: { code: 'position.bad_latitude' } };
  if (lon === null || lon < -180 || lon > 180) return { error: { code: 'position.bad_longitude' } };
  return { value: { latitude: lat, longitude: lon } };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A day that exists in the calendar (not 2025-02-30). */
function realDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * When the photo was taken, kept as the text given (a date, or a date-time with or without its offset: a camera's
 * clock has no time zone). Null when left out. A date after `now`'s day anywhere on Earth is refused.
 */
export function checkObservedAt(value: unknown, now: Date): Checked<string | null> {
  if (blank(value)) return { value: null };
  const text = typeof value === 'string' ? value.trim() : '';
  const match = text.match(ISO_DATE) ?? text.match(ISO_DATE_TIME);
  if (!match || !realDay(Number(match[1]), Number(match[2]), Number(match[3]))) {
    return { error: { code: 'observed_at.unreadable' } };
  }
  if (Number(match[4] ?? 0) > 23 || Number(match[5] ?? 0) > 59 || Number(match[7] ?? 0) > 59) {
    return { error: { code: 'observed_at.unreadable' } };
  }
  // Without an offset the time is local somewhere: it is in the future only if it is still to come at UTC+14,
  // the earliest clock on Earth.
  const earliest = match[9] ? Date.parse(text) : Date.parse(`${match[4] ? text : `${text}T00:00`}Z`) - 14 * 3600_000;
  if (earliest > now.getTime()) return { error: { code: 'observed_at.in_future' } };
  return { value: text };
}

/**
 * EXIF's DateTimeOriginal ("2025:06:14 09:41:07") as an ISO date-time, with OffsetTimeOriginal ("+10:00") when the
 * camera wrote it; null when it is not a date-time. The server reads uploads with it, the identify form a chosen
 * photo.
 */
export function exifTakenAt(dateTime: unknown, offset: unknown): string | null {
  const match = typeof dateTime === 'string' ? dateTime.match(/^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/) : null;
  if (!match) return null;
  const zone = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '';
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${zone}`;
}

/** The 1° cell a position falls in, named by its south-west corner: what public pages may show of it. */
export function cellOf({ latitude, longitude }: Position): { south: number; west: number } {
  return { south: Math.min(Math.floor(latitude), 89), west: Math.min(Math.floor(longitude), 179) };
}

/** "16–17°S, 145–146°E": a 1° cell as people read it. */
export function cellLabel(position: Position): string {
  const { south, west } = cellOf(position);
  const lat = south < 0 ? `${-(south + 1)}–${-south}°S` : `${south}–${south + 1}°N`;
  const lon = west < 0 ? `${-(west + 1)}–${-west}°W` : `${west}–${west + 1}°E`;
  return `${lat}, ${lon}`;
}

/**
 * Threatened species get no location at all in public, as iNaturalist obscures them: a published position of a
 * Vulnerable, Endangered or Critically Endangered animal helps whoever collects or hunts it.
 */
const THREATENED = new Set(['vulnerable', 'endangered', 'critically endangered', 'vu', 'en', 'cr']);

/**
 * Whether a species of this IUCN category is shown without a location: its name ("Endangered"), its code ("EN"), or
 * both ("Endangered (EN)").
 */
export function hidesLocation(iucnCategory: string | null | undefined): boolean {
  const text = (iucnCategory ?? '').trim().toLowerCase();
  const code = text.match(/\(([^)]*)\)$/)?.[1]?.trim();
  return THREATENED.has(text.replace(/\([^)]*\)$/, '').trim()) || (code !== undefined && THREATENED.has(code));
}

/**
 * Whether a sighting's place (its area and its depth) is kept from public pages and experts: when any taxon it is
 * named as is threatened, the model's or one experts named (the page it is on is theirs). `statuses` are those
 * taxa's IUCN categories: null for a taxon with none, undefined for one whose status is not known yet (experts named
 * it while WoRMS was down), which hides the place until it is: a place shown cannot be taken back.
 */
export function hidesSightingPlace(statuses: Array<string | null | undefined>): boolean {
  return statuses.some((status) => status === undefined || hidesLocation(status));
}

/**
 * "14 June 2025", or "14 June 2025, 09:41" when the time is known: the clock's own time, whatever its zone; in
 * `locale` when given (a page rendered on the server has no `<html lang>` to read), else the page's language.
 */
export function observedText(observedAt: string, { locale }: { locale?: string } = {}): string {
  const match = observedAt.match(/^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2})?/);
  if (!match) return observedAt;
  return match[2] ? dayAndTimeText(match[0], { locale }) : dayText(match[1], { locale });
}
