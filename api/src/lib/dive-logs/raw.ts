/**
 * The parts of a log read as raw text: a dive computer's samples (Subsurface, MacDive) and a dive's waypoints (UDDF), the
 * bulk of every log. The parser keeps these elements unparsed (its `stopNodes`): hundreds of thousands of samples
 * as objects would cost seconds and hundreds of megabytes. They are flat, read tag by tag in one pass (tags.ts), and
 * no entity is ever expanded here either: values decode only the five XML entities and character references
 * (values.ts).
 */
import { attributesOf, tagsOf, textAfter } from './tags';
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

/** The first element `name` in the text, by its attributes. */
export function firstTag(text: string, name: string): Node | undefined {
  for (const tag of tagsOf(text)) if (!tag.closing && tag.name === name) return attributesOf(tag.attributes);
  return undefined;
}

/** Subsurface samples as [seconds, depth]: a sample without a depth keeps the one before it, as Subsurface reads it. */
export function subsurfaceSamples(text: string): Array<[number | null, number | null]> {
  const samples: Array<[number | null, number | null]> = [];
  let depth: number | null = null;
  for (const tag of tagsOf(text)) {
    if (tag.closing || tag.name !== 'sample') continue;
    const attributes = attributesOf(tag.attributes);
    if (attributes['@depth'] !== undefined) depth = meters(attributes['@depth']);
    samples.push([duration(attributes['@time']), depth]);
  }
  return samples;
}

/** How a format writes one sample: its element, and the elements of its time (seconds) and depth inside it. */
interface SampleShape {
  sample: string;
  time: string;
  depth: string;
  /** The depth's text in metres. */
  meters: (text: string | undefined) => number | null;
}

const UDDF_WAYPOINT: SampleShape = { sample: 'waypoint', time: 'divetime', depth: 'depth', meters };

/** UDDF waypoints as [seconds, depth]: divetime in seconds, depth in metres (one left out keeps the one before). */
export const uddfWaypoints = (text: string) => childSamples(text, UDDF_WAYPOINT);

/**
 * Samples written as elements with their time and depth as child elements (UDDF's waypoints, MacDive's samples), as
 * [seconds, depth]; a sample without a depth keeps the one before. A sample ends at its end tag, or at the next one
 * when it was never closed; its first time and depth count.
 */
export function childSamples(text: string, shape: SampleShape): Array<[number | null, number | null]> {
  const samples: Array<[number | null, number | null]> = [];
  let depth: number | null = null;
  let open: { depth?: string; time?: string } | null = null;
  const end = () => {
    if (!open) return;
    if (open.depth !== undefined) depth = shape.meters(open.depth);
    samples.push([duration(open.time), depth]);
    open = null;
  };
  for (const tag of tagsOf(text)) {
    if (tag.name === shape.sample) {
      end();
      if (!tag.closing && !tag.selfClosing) open = {};
      else if (tag.selfClosing) samples.push([null, depth]);
    } else if (open && !tag.closing && !tag.selfClosing) {
      if (tag.name === shape.depth) open.depth ??= textAfter(text, tag);
      else if (tag.name === shape.time) open.time ??= textAfter(text, tag);
    }
  }
  end();
  return samples;
}
