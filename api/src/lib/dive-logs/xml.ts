import { XMLParser } from 'fast-xml-parser';
import { badRequest } from '../errors';
import { isMacdive, macdiveDives } from './macdive';
import { subsurfaceDives } from './subsurface';
import { gpxTrack } from './gpx';
import type { Node, ParsedFile } from './types';
import { uddfDives } from './uddf';
import { LISTS, textOf } from './values';

/** The most elements a log may have: far more than any real log, far fewer than a parse that exhausts memory. */
export const MAX_DIVE_LOG_ELEMENTS = 2_000_000;

export const DECLARATIONS_REFUSED = 'This dive log declares a DOCTYPE or entities, which ReefID does not read';
export const TOO_MANY_ELEMENTS = 'This dive log has too many elements to be read';

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
  // Samples, waypoints and track points, the bulk of a file, are read from their raw text (raw.ts, gpx.ts).
  stopNodes: ['*.divecomputer', '*.samples', '*.trkseg'],
  // Real logs nest a dozen deep; deeper is refused before the parser's recursion or a path's length grows with it.
  maxNestedTags: 100,
});

function countElements(text: string): number {
  let count = 0;
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) count++;
  return count;
}

/**
 * A document type that only names an outside DTD (`<!DOCTYPE dives SYSTEM "http://…">`, as MacDive writes), cut out
 * before parsing: the DTD is never fetched. One with declarations of its own (`[...]`) may declare entities.
 */
const NAMED_DTD = /<!DOCTYPE\s+[\w:.-]+\s+(?:SYSTEM\s+("[^"<>[\]]*"|'[^'<>[\]]*')|PUBLIC\s+("[^"<>[\]]*"|'[^'<>[\]]*')\s+("[^"<>[\]]*"|'[^'<>[\]]*'))\s*>/i;

/**
 * The dives of an XML dive log (Subsurface, UDDF, MacDive) or the points of a GPX track, in the calling thread; null
 * when the XML is none of those. Refused: any DOCTYPE but one naming an outside DTD, any entity declaration, too many elements, XML that
 * does not parse. Every step is linear in the text (decision 111).
 */
export function xmlDives(text: string, now: Date): ParsedFile | null {
  const named = NAMED_DTD.exec(text);
  const body = named ? text.slice(0, named.index) + text.slice(named.index + named[0].length) : text;
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(body)) throw badRequest(DECLARATIONS_REFUSED, 'dives.xml_declarations');
  if (countElements(body) > MAX_DIVE_LOG_ELEMENTS) throw badRequest(TOO_MANY_ELEMENTS, 'dives.too_many_elements');
  let document: Node;
  try {
    document = parser.parse(body) as Node;
  } catch {
    return null;
  }
  return readLog(document, now);
}

function readLog(document: Node, now: Date): ParsedFile | null {
  const root = (name: string) => {
    const value = document[name];
    return Array.isArray(value) ? undefined : value && typeof value === 'object' ? (value as Node) : value === '' ? {} : undefined;
  };
  const divelog = root('divelog');
  if (divelog && (textOf(divelog['@program']) ?? 'subsurface').toLowerCase() === 'subsurface') return { format: 'subsurface', ...subsurfaceDives(divelog, now) };
  const dives = root('dives');
  if (dives && dives.program !== undefined) return { format: 'subsurface', ...subsurfaceDives(dives, now) };
  if (dives && isMacdive(dives)) return { format: 'macdive', ...macdiveDives(dives, now) };
  const uddf = root('uddf');
  if (uddf) return { format: 'uddf', ...uddfDives(uddf, now) };
  const gpx = root('gpx');
  if (gpx) return gpxTrack(gpx);
  return null;
}
