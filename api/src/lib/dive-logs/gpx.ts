import { rawElement } from './raw';
import { attributesOf, tagsOf, textAfter } from './tags';
import type { Node, ParsedTrack } from './types';
import { list, position, textOf } from './values';

/**
 * The points of a GPX file's tracks (`<trk><trkseg><trkpt lat lon><time>`), as a phone or a handheld GPS on the boat
 * records them: each with a time (UTC, or with its own offset) and a real position, in time order. Segments are
 * read from their raw text in one pass (tags.ts), as a log's samples are: a day's track at one point a second is
 * 86,400 points. Points without a time or a position are left out.
 */
export function gpxTrack(root: Node): ParsedTrack {
  const points: number[] = [];
  let sorted = true;
  for (const track of list(root.trk)) {
    for (const segment of Array.isArray(track.trkseg) ? track.trkseg : [track.trkseg]) {
      const text = rawElement(segment)?.text;
      if (text) sorted = readSegment(text, points) && sorted;
    }
  }
  return { format: 'gpx', points: sorted ? Float64Array.from(points) : inTimeOrder(points) };
}

/** Adds the segment's points as [UTC seconds, latitude, longitude]; false when they were not in time order. */
function readSegment(text: string, points: number[]): boolean {
  let sorted = true;
  let open: { latitude: number; longitude: number } | null = null;
  for (const tag of tagsOf(text)) {
    if (tag.name === 'trkpt') {
      open = tag.closing ? null : position(attributesOf(tag.attributes)['@lat'], attributesOf(tag.attributes)['@lon']);
    } else if (open && tag.name === 'time' && !tag.closing) {
      const ms = Date.parse(textOf(textAfter(text, tag)) ?? '');
      if (Number.isFinite(ms)) {
        const seconds = ms / 1000;
        if (points.length >= 3 && seconds < points[points.length - 3]!) sorted = false;
        points.push(seconds, open.latitude, open.longitude);
      }
      open = null;
    }
  }
  return sorted;
}

function inTimeOrder(points: number[]): Float64Array {
  const order = Array.from({ length: points.length / 3 }, (_, i) => i).sort((a, b) => points[3 * a]! - points[3 * b]!);
  const result = new Float64Array(points.length);
  order.forEach((from, to) => result.set(points.slice(3 * from, 3 * from + 3), 3 * to));
  return result;
}

/**
 * The track's position at `utcSeconds`: between the two points around it, in proportion to the time; null outside
 * the track, or in a gap of more than an hour between two points (the GPS was off: the boat may have moved far).
 */
export function positionAt(points: Float64Array, utcSeconds: number): { latitude: number; longitude: number } | null {
  const count = points.length / 3;
  if (count === 0 || utcSeconds < points[0]! || utcSeconds > points[3 * (count - 1)]!) return null;
  let low = 0;
  let high = count - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[3 * middle]! <= utcSeconds) low = middle;
    else high = middle;
  }
  const [t0, lat0, lon0] = [points[3 * low]!, points[3 * low + 1]!, points[3 * low + 2]!];
  const [t1, lat1, lon1] = [points[3 * high]!, points[3 * high + 1]!, points[3 * high + 2]!];
  if (t1 - t0 > MAX_TRACK_GAP_SECONDS) return null;
  const share = t1 === t0 ? 0 : (utcSeconds - t0) / (t1 - t0);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(lat0 + (lat1 - lat0) * share), longitude: round(lon0 + (lon1 - lon0) * share) };
}

/** A longer gap between two points of a track places nothing between them. */
export const MAX_TRACK_GAP_SECONDS = 3600;
