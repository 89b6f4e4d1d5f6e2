import { keptDives } from './bounds';
import { childSamples, rawElement } from './raw';
import type { Node, ParsedDive, ReadDives } from './types';
import { child, cleanProfile, duration, list, meters, position, textOf, wallClock } from './values';

/**
 * The dives of a MacDive XML export: `<dives>` with `<units>` (Metric, or Imperial: depths in feet) and a `<dive>` for
 * each dive, its start in `<date>` ("2019-09-15 12:46:27", local time, no zone), its `<duration>` in seconds, its
 * `<maxDepth>`, its `<site>` (`name`, `lat`, `lon`; 0 0 is no position, as Subsurface reads it) and its `<samples>`
 * (`<sample>` with `<time>` in seconds and `<depth>`).
 */
export function macdiveDives(root: Node, now: Date): ReadDives {
  const imperial = textOf(root.units)?.toLowerCase() === 'imperial';
  const depth = (text: unknown) => (imperial ? meters(`${textOf(text) ?? ''} ft`) : meters(text));
  return keptDives(list(root.dive), (dive) => macdiveDive(dive, depth), now);
}

/** A MacDive export is a `<dives>` root whose dives carry their start as a `<date>` element. */
export const isMacdive = (root: Node) => root.units !== undefined || list(root.dive).some((dive) => dive.date !== undefined);

function macdiveDive(dive: Node, depth: (text: unknown) => number | null): { dive: ParsedDive; skipped: number } | null {
  const [date, time] = (textOf(dive.date) ?? '').split(/[ T]/);
  const startedAt = wallClock(date ?? null, time ?? null);
  if (!startedAt) return null;
  const read = childSamples(rawElement(dive.samples)?.text ?? '', { sample: 'sample', time: 'time', depth: 'depth', meters: depth });
  const { profile, skipped } = cleanProfile(read);
  const durationSeconds = duration(dive.duration) ?? profile.at(-1)?.[0] ?? null;
  if (durationSeconds === null) return null;
  const site = child(dive, 'site');
  const where = position(site?.lat, site?.lon);
  const name = textOf(site?.name) ?? textOf(site?.location);
  const known = where && (where.latitude !== 0 || where.longitude !== 0) ? where : null;
  return {
    dive: {
      startedAt,
      // MacDive keeps local time and no zone.
      utcOffsetMinutes: null,
      durationSeconds,
      maxDepthMeters: depth(dive.maxDepth),
      site: name || known ? { name, latitude: known?.latitude ?? null, longitude: known?.longitude ?? null } : null,
      profile,
    },
    skipped,
  };
}
