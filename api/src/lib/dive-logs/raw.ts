/**
 * The parts of a log read as raw text: a dive computer's samples (Subsurface) and a dive's waypoints (UDDF), the
 * bulk of every log. The parser keeps these elements unparsed (its `stopNodes`): hundreds of thousands of samples
 * as objects would cost seconds and hundreds of megabytes. They are flat, and no entity is ever expanded here
 * either: values decode only the five XML entities and character references (values.ts).
 */
import type { Node } from './types';
import { duration, meters } from './values';

/** A kept-raw element: its inner text, and its own attributes when it has any. */
export function rawElement(value: unknown): { text: string; attributes: Node } | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return { text: first, attributes: {} };
  if (first && typeof first === 'object') {
    const text = (first as Node)['#text'];
    return { text: typeof text === 'string' ? text : '', attributes: first as Node };
  }
  return null;
}

const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:'([^']*)'|"([^"]*)")/g;

/** The attributes of one start tag's text, as the parser would give them (`@name`). */
export function attributesOf(tag: string): Node {
  const attributes: Node = {};
  for (const match of tag.matchAll(ATTRIBUTE)) attributes[`@${match[1]}`] = match[2] ?? match[3];
  return attributes;
}

/** The first element `name` in the text, by its attributes. */
export function firstTag(text: string, name: string): Node | undefined {
  const match = new RegExp(`<(?:\\w+:)?${name}\\b([^>]*)>`).exec(text);
  return match ? attributesOf(match[1]!) : undefined;
}

const SAMPLE = /<sample\b([^>]*)>/g;
const SAMPLE_TIME = /\btime\s*=\s*['"]([^'"]*)['"]/;
const SAMPLE_DEPTH = /\bdepth\s*=\s*['"]([^'"]*)['"]/;

/**
 * Subsurface samples as [seconds, depth]: a sample without a depth keeps the one before it, as Subsurface reads it.
 * Only the two attributes read are looked at: a log has hundreds of thousands of samples.
 */
export function subsurfaceSamples(text: string): Array<[number | null, number | null]> {
  const samples: Array<[number | null, number | null]> = [];
  let depth: number | null = null;
  SAMPLE.lastIndex = 0;
  for (let match = SAMPLE.exec(text); match; match = SAMPLE.exec(text)) {
    const given = SAMPLE_DEPTH.exec(match[1]!)?.[1];
    if (given !== undefined) depth = meters(given);
    samples.push([duration(SAMPLE_TIME.exec(match[1]!)?.[1]), depth]);
  }
  return samples;
}

const valueIn = (text: string, name: string) => new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>([^<]*)<`).exec(text)?.[1];

/** UDDF waypoints as [seconds, depth]: divetime in seconds, depth in metres (one left out keeps the one before). */
export function uddfWaypoints(text: string): Array<[number | null, number | null]> {
  const samples: Array<[number | null, number | null]> = [];
  let depth: number | null = null;
  for (const match of text.matchAll(/<(?:\w+:)?waypoint\b[^>]*>([\s\S]*?)<\/(?:\w+:)?waypoint>/g)) {
    const given = valueIn(match[1]!, 'depth');
    if (given !== undefined) depth = meters(given);
    samples.push([duration(valueIn(match[1]!, 'divetime')), depth]);
  }
  return samples;
}
