import { XMLParser } from 'fast-xml-parser';
import { badRequest, payloadTooLarge } from '../errors';
import { subsurfaceDives } from './subsurface';
import type { Node, ParsedLog } from './types';
import { uddfDives } from './uddf';
import { LISTS, textOf } from './values';

/** The largest dive log accepted: a thousand dives with 10-second samples is a few megabytes. */
export const MAX_DIVE_LOG_BYTES = 25 * 1024 * 1024;
/** The most elements a log may have: far more than any real log, far fewer than a parse that exhausts memory. */
export const MAX_DIVE_LOG_ELEMENTS = 2_000_000;

export const NOT_A_DIVE_LOG = 'This file is not a dive log ReefID can read (Subsurface XML or UDDF)';
export const DIVE_LOG_TOO_LARGE = 'This dive log is larger than 25 MB';
export const DECLARATIONS_REFUSED = 'This dive log declares a DOCTYPE or entities, which ReefID does not read';
export const TOO_MANY_ELEMENTS = 'This dive log has too many elements to be read';
export const NO_DIVES = 'This dive log has no dives';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities are never expanded (XXE, billion laughs); values decode the five XML ones themselves.
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => LISTS.has(name),
  // Callbacks are given the parser's path object, not its text: nothing here reads it, and making the text for every
  // element and attribute costs time that grows with the nesting.
  jPath: false,
  // Samples and waypoints, the bulk of a log, are read from their raw text (raw.ts).
  stopNodes: ['*.divecomputer', '*.samples'],
  // Real logs nest a dozen deep; deeper is refused before the parser's recursion or a path's length grows with it.
  maxNestedTags: 100,
});

function countElements(text: string): number {
  let count = 0;
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) count++;
  return count;
}

/**
 * A Subsurface XML or UDDF dive log's dives, in the calling thread (the server reads logs on a worker: reader.ts).
 * Refused before parsing: more than 25 MB (413), any DOCTYPE or entity declaration, too many elements; after:
 * anything but those two formats, and a log without dives (400). A dive's start is judged against `now` (bounds.ts).
 * Every step is linear in the text (decision 111).
 */
export function parseDiveLog(bytes: Uint8Array, { now = new Date() }: { now?: Date } = {}): ParsedLog {
  if (bytes.byteLength > MAX_DIVE_LOG_BYTES) throw payloadTooLarge(DIVE_LOG_TOO_LARGE);
  const text = new TextDecoder('utf-8').decode(bytes);
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(text)) throw badRequest(DECLARATIONS_REFUSED);
  if (!/^\s*</.test(text.replace(/^\uFEFF/, ''))) throw badRequest(NOT_A_DIVE_LOG);
  if (countElements(text) > MAX_DIVE_LOG_ELEMENTS) throw badRequest(TOO_MANY_ELEMENTS);
  let document: Node;
  try {
    document = parser.parse(text) as Node;
  } catch {
    throw badRequest(NOT_A_DIVE_LOG);
  }
  const log = readLog(document, now);
  if (!log) throw badRequest(NOT_A_DIVE_LOG);
  // A log whose dives were all left out is read (none kept, each counted); one with no dive at all is refused.
  if (log.dives.length === 0 && log.skippedDives === 0) throw badRequest(NO_DIVES);
  return log;
}

function readLog(document: Node, now: Date): ParsedLog | null {
  const root = (name: string) => {
    const value = document[name];
    return Array.isArray(value) ? undefined : value && typeof value === 'object' ? (value as Node) : value === '' ? {} : undefined;
  };
  const divelog = root('divelog');
  if (divelog && (textOf(divelog['@program']) ?? 'subsurface').toLowerCase() === 'subsurface') return { format: 'subsurface', ...subsurfaceDives(divelog, now) };
  const old = root('dives');
  if (old && old.program !== undefined) return { format: 'subsurface', ...subsurfaceDives(old, now) };
  const uddf = root('uddf');
  if (uddf) return { format: 'uddf', ...uddfDives(uddf, now) };
  return null;
}
