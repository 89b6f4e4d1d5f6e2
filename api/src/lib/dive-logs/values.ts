import { MAX_DEPTH_METERS, type ProfileSample } from '@rules/dives';
import type { Node } from './types';

/** Elements that may repeat, always read as lists. */
export const LISTS = new Set(['site', 'trip', 'dive', 'divecomputer', 'sample', 'repetitiongroup', 'link', 'trk', 'trkseg']);

export const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is Node => !!item && typeof item === 'object');
export const child = (node: Node | undefined, name: string): Node | undefined => list(node?.[name])[0];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of an attribute or element, the five XML entities and character references decoded here: the parser's
 * own entity processing is off, so no declared entity is ever expanded.
 */
export function textOf(value: unknown): string | null {
  const raw = value && typeof value === 'object' ? (value as Node)['#text'] : value;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  // Most values (every sample's) hold no reference at all.
  if (typeof raw === 'string' && !raw.includes('&')) return raw.trim() || null;
  const text = String(raw)
    .replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (_, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()]!;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .trim();
  return text || null;
}

/** A number from text such as "22.1 m" or "68 ft" (in metres); null when there is none. */
export function meters(value: unknown): number | null {
  const match = textOf(value)?.match(/^(-?\d+(?:\.\d+)?)\s*(m|ft)?$/i);
  if (!match) return null;
  const number = Number(match[1]);
  return match[2]?.toLowerCase() === 'ft' ? Math.round(number * 0.3048 * 100) / 100 : number;
}

/** Seconds from "45:30 min", "45 min", "1:02:03" or plain seconds; null when none. */
export function duration(value: unknown): number | null {
  const given = textOf(value);
  // "min" cut off and the spaces before it trimmed, not matched by /\s*min$/: that pattern rescans a run of spaces
  // from each of its positions.
  const inMinutes = !!given && given.slice(-3).toLowerCase() === 'min';
  const text = inMinutes ? given.slice(0, -3).trimEnd() : given;
  if (!text || !/^\d+(?:\.\d+)?(?::\d{1,2}){0,2}$/.test(text)) return null;
  const parts = text.split(':').map(Number);
  if (parts.length === 1 && !inMinutes) return Math.round(parts[0]!);
  if (parts.length === 1) return Math.round(parts[0]! * 60);
  return parts.length === 2 ? parts[0]! * 60 + parts[1]! : parts[0]! * 3600 + parts[1]! * 60 + parts[2]!;
}

/** A position from "lat lon" text, or two numbers; null unless both are real coordinates. */
export function position(latitude: unknown, longitude: unknown): { latitude: number; longitude: number } | null {
  const lat = Number(textOf(latitude));
  const lon = Number(textOf(longitude));
  if (textOf(latitude) === null || textOf(longitude) === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  return { latitude: lat, longitude: lon };
}

export function gps(value: unknown): { latitude: number; longitude: number } | null {
  const [lat, lon] = textOf(value)?.split(/\s+/) ?? [];
  return position(lat, lon);
}

/**
 * Local wall-clock text YYYY-MM-DDTHH:mm:ss from a date and a time ("2015-1-1", "10:00") or one date-time (an
 * offset after it is dropped: dive computers keep local time); null when it is not one.
 */
export function wallClock(date: string | null, time: string | null): string | null {
  const d = date?.match(/^(\d{4})-(\d{1,2})-(\d{1,2})/);
  const t = time?.match(/^(\d{1,2}):(\d{2})(?::(\d{2}))?/);
  if (!d || !t) return null;
  const pad = (value: string | undefined) => (value ?? '0').padStart(2, '0');
  const text = `${d[1]}-${pad(d[2])}-${pad(d[3])}T${pad(t[1])}:${pad(t[2])}:${pad(t[3])}`;
  const check = new Date(`${text}Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 19) !== text ? null : text;
}

/**
 * The minutes a date-time's offset puts it ahead of UTC ("+03:00" is 180, "-0530" is -330, "Z" is 0); null when it
 * has none, or one no place on Earth uses (beyond -12:00 to +14:00).
 */
export function utcOffsetMinutes(text: string | null | undefined): number | null {
  const match = text?.match(/T\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(Z|([+-])(\d{2}):?(\d{2}))$/i);
  if (!match) return null;
  if (match[1]!.toUpperCase() === 'Z') return 0;
  const minutes = (match[2] === '-' ? -1 : 1) * (Number(match[3]) * 60 + Number(match[4]));
  return minutes >= -12 * 60 && minutes <= 14 * 60 ? minutes : null;
}

/** Samples as read, impossible ones left out and counted: a negative depth, deeper than any sea, time going back. */
export function cleanProfile(samples: Array<[number | null, number | null]>): { profile: ProfileSample[]; skipped: number } {
  const profile: ProfileSample[] = [];
  let skipped = 0;
  for (const [seconds, depth] of samples) {
    const last = profile.at(-1);
    if (seconds === null || depth === null || depth < 0 || depth > MAX_DEPTH_METERS || (last && seconds <= last[0])) skipped++;
    else profile.push([seconds, depth]);
  }
  return { profile, skipped };
}
