import { MAX_DEPTH_METERS, wallClockSeconds } from '@rules/dives';
import type { ParsedDive, ReadDives } from './types';

/** The longest dive kept: a day. Longer is a dive computer left logging, or a broken value. */
export const MAX_DIVE_SECONDS = 24 * 3600;
/** The earliest start kept: dive computers are younger, and logs typed in by hand go back to the aqualung's years. */
export const EARLIEST_DIVE = '1950-01-01T00:00:00';
/** Starts up to a day after the server's clock are kept: the diver's local time can run ahead of it by a zone. */
export const DIVE_START_AHEAD_SECONDS = 24 * 3600;
/** As long as a site name typed in the dive's edit form may be. */
export const MAX_SITE_NAME_LENGTH = 200;

/**
 * A dive as it is kept, or null when it is left out (decision 111): a start before 1950 or more than a day ahead of
 * `now`, or a duration over 24 hours, says the dive's own clock is broken, so the dive is left out. A maximum depth
 * beyond 0 to 11,000 m is one broken value, and a missing one none: the dive keeps its deepest sample instead. A longer site name is cut to
 * 200 characters.
 */
export function keptDive(dive: ParsedDive, now: Date): ParsedDive | null {
  const start = wallClockSeconds(dive.startedAt);
  const earliest = wallClockSeconds(EARLIEST_DIVE)!;
  if (start === null || start < earliest || start > now.getTime() / 1000 + DIVE_START_AHEAD_SECONDS) return null;
  if (dive.durationSeconds < 0 || dive.durationSeconds > MAX_DIVE_SECONDS) return null;
  const possibleDepth = dive.maxDepthMeters !== null && dive.maxDepthMeters >= 0 && dive.maxDepthMeters <= MAX_DEPTH_METERS;
  const maxDepthMeters = possibleDepth ? dive.maxDepthMeters : deepestOf(dive.profile);
  const site = dive.site && { ...dive.site, name: dive.site.name && cutName(dive.site.name) };
  return { ...dive, maxDepthMeters, site };
}

/** A log's dives as kept: each read by `readOne` (null when unreadable), then bounded; those left out counted. */
export function keptDives<T>(nodes: Iterable<T>, readOne: (node: T) => { dive: ParsedDive; skipped: number } | null, now: Date): ReadDives {
  const read: ReadDives = { dives: [], skippedSamples: 0, skippedDives: 0 };
  for (const node of nodes) {
    const one = readOne(node);
    const kept = one && keptDive(one.dive, now);
    if (!one || !kept) {
      read.skippedDives++;
      continue;
    }
    read.skippedSamples += one.skipped;
    read.dives.push(kept);
  }
  return read;
}

const deepestOf = (profile: ParsedDive['profile']) => profile.reduce<number | null>((max, [, depth]) => (max === null || depth > max ? depth : max), null);

/** The first 200 characters, a character made of two UTF-16 units never cut in half. */
function cutName(name: string): string {
  if (name.length <= MAX_SITE_NAME_LENGTH) return name;
  const cut = name.slice(0, MAX_SITE_NAME_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return (last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut).trimEnd();
}
