import { keptDives } from './bounds';
import type { Node, ParsedDive, ReadDives } from './types';
import { rawElement, uddfWaypoints } from './raw';
import { child, cleanProfile, duration, list, meters, position, textOf, utcOffsetMinutes, wallClock } from './values';

type Site = NonNullable<ParsedDive['site']>;

/**
 * The dives of a UDDF 3.x file (3.2 and 3.3 alike): sites in `<divesite>` (name, geography latitude and longitude),
 * dives in `<profiledata><repetitiongroup>`, each with its start in `informationbeforedive/datetime` (local time, an
 * offset after it when the program wrote one), its site by a `link`, its samples as `waypoint`s (divetime in seconds,
 * depth in metres), its summary in `informationafterdive`. A `<dive>` with neither a start nor samples is no dive: UDDF
 * 3.3 programs (AP DiveSight) write one to say what came before the log's first dive.
 */
export function uddfDives(root: Node, now: Date): ReadDives {
  const sites = new Map<string, Site>();
  for (const site of list(child(root, 'divesite')?.site)) {
    const id = textOf(site['@id']);
    const geography = child(site, 'geography');
    const where = position(geography?.latitude, geography?.longitude);
    if (id) sites.set(id, { name: textOf(site.name) ?? textOf(geography?.location), latitude: where?.latitude ?? null, longitude: where?.longitude ?? null });
  }
  const dives = list(child(root, 'profiledata')?.repetitiongroup)
    .flatMap((group) => list(group.dive))
    .filter((dive) => textOf(child(dive, 'informationbeforedive')?.datetime) !== null || dive.samples !== undefined);
  return keptDives(dives, (dive) => uddfDive(dive, sites), now);
}

function uddfDive(dive: Node, sites: Map<string, Site>): { dive: ParsedDive; skipped: number } | null {
  const before = child(dive, 'informationbeforedive');
  const after = child(dive, 'informationafterdive');
  const datetime = textOf(before?.datetime);
  const startedAt = wallClock(datetime, datetime?.split('T')[1] ?? null);
  if (!startedAt) return null;
  const { profile, skipped } = cleanProfile(uddfWaypoints(rawElement(dive.samples)?.text ?? ''));
  const durationSeconds = duration(after?.diveduration) ?? profile.at(-1)?.[0] ?? null;
  if (durationSeconds === null) return null;
  const site = list(before?.link).map((link) => sites.get(textOf(link['@ref']) ?? '')).find(Boolean) ?? null;
  return { dive: { startedAt, utcOffsetMinutes: utcOffsetMinutes(datetime), durationSeconds, maxDepthMeters: meters(after?.greatestdepth), site, profile }, skipped };
}
