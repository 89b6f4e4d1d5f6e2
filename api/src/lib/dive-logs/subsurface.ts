import { MAX_CAMERA_OFFSET_SECONDS } from '@rules/dive-matching';
import { keptDives } from './bounds';
import type { Node, ParsedDive, ReadDives } from './types';
import { firstTag, rawElement, subsurfaceSamples } from './raw';
import { attributesOf, tagsOf } from './tags';
import { child, cleanProfile, duration, gps, list, meters, textOf, wallClock } from './values';

type Site = NonNullable<ParsedDive['site']>;

/** The key of the extra data of a dive's computer that holds the camera's clock offset, as ReefID's export writes it. */
export const CAMERA_OFFSET_KEY = 'Camera clock offset (seconds)';

/**
 * The dives of a Subsurface log: as Subsurface writes it now (`<divelog>`, sites in `<divesites>` named by each
 * dive's `divesiteid`, dives in `<trip>`s or not, samples in `<divecomputer>`), and as older versions wrote it
 * (`<dives>` at the root, the site in each dive's `<location gps=…>` or `<gps>`). A sample without a depth keeps the
 * one before it, as Subsurface reads it. Samples are read from the raw text of `<divecomputer>` (raw.ts).
 */
export function subsurfaceDives(root: Node, now: Date): ReadDives {
  const sites = new Map<string, Site>();
  for (const site of list(child(root, 'divesites')?.site)) {
    const uuid = textOf(site['@uuid']);
    const where = gps(site['@gps']);
    if (uuid) sites.set(uuid.toLowerCase(), { name: textOf(site['@name']), latitude: where?.latitude ?? null, longitude: where?.longitude ?? null });
  }
  // Subsurface 2 and later nest <dives> in <divelog>; version 1 files are a bare <dives>.
  const container = child(root, 'dives') ?? root;
  const dives = [...list(container.dive), ...list(container.trip).flatMap((trip) => list(trip.dive))];
  return keptDives(dives, (dive) => subsurfaceDive(dive, sites), now);
}

function subsurfaceDive(dive: Node, sites: Map<string, Site>): { dive: ParsedDive; skipped: number } | null {
  const startedAt = wallClock(textOf(dive['@date']), textOf(dive['@time']));
  if (!startedAt) return null;
  // The first dive computer's samples, kept as raw text by the parser; the oldest logs put samples in the dive.
  const computer = rawElement(dive.divecomputer);
  let depth: number | null = null;
  const read = computer
    ? subsurfaceSamples(computer.text)
    : list(dive.sample).map((sample): [number | null, number | null] => {
        if (sample['@depth'] !== undefined) depth = meters(sample['@depth']);
        return [duration(sample['@time']), depth];
      });
  const { profile, skipped } = cleanProfile(read);
  const durationSeconds = duration(dive['@duration']) ?? duration(computer?.attributes['@duration']) ?? profile.at(-1)?.[0] ?? null;
  if (durationSeconds === null) return null;
  const maxDepthMeters = meters(computer && firstTag(computer.text, 'depth')?.['@max']) ?? meters(child(dive, 'depth')?.['@max']);
  const cameraOffsetSeconds = computer ? cameraOffsetOf(computer.text) : undefined;
  // Subsurface keeps local time and no zone.
  return { dive: { startedAt, utcOffsetMinutes: null, durationSeconds, maxDepthMeters, site: siteOf(dive, sites), profile, ...(cameraOffsetSeconds ? { cameraOffsetSeconds } : {}) }, skipped };
}

/**
 * The camera offset in a computer's `<extradata key='Camera clock offset (seconds)' value>`, looked for before its
 * first sample (where extra data is written), so a long profile is not read twice: whole seconds within a month.
 */
function cameraOffsetOf(text: string): number | undefined {
  for (const tag of tagsOf(text)) {
    if (tag.name === 'sample') return undefined;
    if (tag.closing || tag.name !== 'extradata') continue;
    const attributes = attributesOf(tag.attributes);
    if (textOf(attributes['@key']) !== CAMERA_OFFSET_KEY) continue;
    const seconds = Number(textOf(attributes['@value']));
    return Number.isInteger(seconds) && Math.abs(seconds) <= MAX_CAMERA_OFFSET_SECONDS ? seconds : undefined;
  }
  return undefined;
}

function siteOf(dive: Node, sites: Map<string, Site>): Site | null {
  const id = textOf(dive['@divesiteid']);
  if (id) return sites.get(id.toLowerCase()) ?? null;
  // Older logs: the name in <location>, the position on it or in its own <gps>.
  const location = Array.isArray(dive.location) ? dive.location[0] : dive.location;
  const where = gps(location && typeof location === 'object' ? (location as Record<string, unknown>)['@gps'] : null) ?? gps(dive.gps);
  const name = textOf(location);
  return name || where ? { name, latitude: where?.latitude ?? null, longitude: where?.longitude ?? null } : null;
}
