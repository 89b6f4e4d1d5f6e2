import { parseDiveLog } from './parse';
import type { ParsedLog } from './types';
/**
 * Hostile dive logs, as an attacker would send them: shapes that once made the reading scan the rest of the text
 * again from each tag (decision 111). Used by the tests and bench/dives.ts.
 */

const uddf = (samples: string) =>
  `<uddf version="3.2.0"><profiledata><repetitiongroup><dive><informationbeforedive><datetime>2024-02-10T10:30:58</datetime></informationbeforedive><samples>${samples}</samples><informationafterdive><diveduration>2700</diveduration></informationafterdive></dive></repetitiongroup></profiledata></uddf>`;

const subsurface = (computer: string, duration = '30:00 min') =>
  `<divelog program='subsurface' version='3'><dives><dive date='2025-01-01' time='10:00:00' duration='${duration}'><divecomputer>${computer}</divecomputer></dive></dives></divelog>`;

/** A UDDF dive whose samples are `count` `<waypoint>`s never closed: 64,000 make 625 KB. */
export const unclosedWaypoints = (count: number) => uddf('<waypoint>'.repeat(count));

/**
 * A Subsurface dive computer of about `bytes` of `<sample ` tags never closed, after an open quote: the parser takes
 * them as its raw text, and no `>` follows any of them.
 */
export const unclosedSamples = (bytes: number) => subsurface(`<sample '${'<sample '.repeat(Math.ceil(bytes / 8))}`);

/** A dive computer's `<depth>` tag with one attribute name about `bytes` long and no `=`. */
export const longAttributeName = (bytes: number) => subsurface(`<depth ${'a'.repeat(bytes)} max='20 m' />`);

/** A dive's duration of a number, about `bytes` of spaces, and no "min" after them. */
export const spacedDuration = (bytes: number) => subsurface('', `1${' '.repeat(bytes)}x`);

export const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A dive log's dives as `parseDiveLog` reads them; a track fails the test. */
export function parseLog(bytes: Uint8Array, options?: { now?: Date }): ParsedLog {
  const file = parseDiveLog(bytes, options);
  if (file.format === 'gpx') throw new Error('a GPX track, not a dive log');
  return file;
}
