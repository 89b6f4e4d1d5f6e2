import { keptDives } from './bounds';
import { diveTime, profileUntil } from './samples';
import type { ParsedDive, ReadDives } from './types';
import { cleanProfile, utcOffsetMinutes, wallClock } from './values';

type Json = Record<string, unknown>;
const object = (value: unknown): Json | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The dive of a Suunto app export (JSON): `DeviceLog.Header` holds its start as `DateTime` with the dive site's
 * offset ("2026-05-15T13:40:49.250+03:00" is 13:40:49 local), `DiveTime` (the dive; `Duration` is the whole activity,
 * surface included) and `Depth.Max`; `DeviceLog.Samples` holds samples with `TimeISO8601` and, for depth samples,
 * `Depth` in metres. Null when the JSON is not such an export, or its activity is no dive (no depth at all).
 */
export function suuntoDives(document: unknown, now: Date): ReadDives | null {
  const log = object(object(document)?.DeviceLog);
  const header = object(log?.Header);
  const dateTime = typeof header?.DateTime === 'string' ? header.DateTime : null;
  if (!header || !dateTime) return null;
  const startMs = Date.parse(dateTime);
  const samples = Array.isArray(log?.Samples) ? log.Samples : [];
  const read: Array<[number | null, number | null]> = [];
  for (const item of samples) {
    const sample = object(item);
    const depth = number(sample?.Depth);
    if (depth === null) continue;
    const at = typeof sample?.TimeISO8601 === 'string' ? Date.parse(sample.TimeISO8601) : NaN;
    read.push([Number.isFinite(at) ? Math.round((at - startMs) / 1000) : null, depth]);
  }
  const maxDepthMeters = number(object(header.Depth)?.Max);
  if (read.length === 0 && maxDepthMeters === null) return null;
  return keptDives([header], () => suuntoDive(header, dateTime, read, maxDepthMeters), now);
}

function suuntoDive(header: Json, dateTime: string, read: Array<[number | null, number | null]>, maxDepthMeters: number | null): { dive: ParsedDive; skipped: number } | null {
  const startedAt = wallClock(dateTime, dateTime.split('T')[1] ?? null);
  if (!startedAt) return null;
  const { profile, skipped } = cleanProfile(read);
  const given = number(header.DiveTime);
  const durationSeconds = given !== null ? Math.round(given) : diveTime(profile);
  if (durationSeconds === null) return null;
  return {
    dive: { startedAt, utcOffsetMinutes: utcOffsetMinutes(dateTime), durationSeconds, maxDepthMeters, site: null, profile: profileUntil(profile, durationSeconds) },
    skipped,
  };
}
