/**
 * Which dive a photo was taken on. Dive computers and cameras both keep local wall-clock time without a zone, so
 * times here are wall-clock seconds (rules/dives.ts), and a dive's camera offset moves the camera's clock onto the
 * dive computer's.
 */
import { wallClockSeconds, wallClockText } from './dives';

/** A photo up to this long before or after a dive still belongs to it (kitting up, the surface interval). */
export const MATCH_MARGIN_SECONDS = 10 * 60;
/** The most a camera's clock is corrected: a month either way (a wrong date, a time zone, a year's drift). */
export const MAX_CAMERA_OFFSET_SECONDS = 31 * 24 * 3600;
/** The longest a dive lasts: a day. Matching looks this far back for the start of a dive a photo falls in. */
export const MAX_DIVE_SECONDS = 24 * 3600;

export interface DiveTimes {
  id: number;
  /** Wall-clock start, YYYY-MM-DDTHH:mm:ss. */
  startedAt: string;
  durationSeconds: number;
  /** Added to the camera's time to give the dive computer's. */
  cameraOffsetSeconds: number;
}

/** Where a photo falls on a dive: `seconds` since its start (negative before it, beyond its duration after it). */
export interface DiveMatch<D extends DiveTimes> {
  dive: D;
  seconds: number;
}

/** The last moment a wall-clock text can name (the year has four digits), so that such texts sort as they read. */
const LAST_WALL_CLOCK = wallClockSeconds('9999-12-31T23:59:59')!;

/**
 * The starts (dive-computer time, as stored) of every dive a photo taken at `takenAt` could belong to, whatever its
 * camera offset (up to a month either way) and its length (up to a day), with the margins: the dives to look up
 * when a photo is uploaded. Null without a time of day.
 */
export function startsWithinReach(takenAt: string | null | undefined): { from: string; to: string } | null {
  const camera = wallClockSeconds(takenAt);
  if (camera === null) return null;
  const from = camera - MAX_CAMERA_OFFSET_SECONDS - MAX_DIVE_SECONDS - MATCH_MARGIN_SECONDS;
  const to = Math.min(camera + MAX_CAMERA_OFFSET_SECONDS + MATCH_MARGIN_SECONDS, LAST_WALL_CLOCK);
  return { from: wallClockText(from), to: wallClockText(to) };
}

/**
 * The dive a photo taken at `takenAt` (camera time) belongs to: one it falls within (after the dive's camera
 * offset), else the nearest one it falls within 10 minutes of; null when none. Of two dives it falls within, or two
 * equally near, the one that started last.
 */
export function matchDive<D extends DiveTimes>(takenAt: string | null | undefined, dives: readonly D[]): DiveMatch<D> | null {
  const camera = wallClockSeconds(takenAt);
  if (camera === null) return null;
  // One photo: one look at each dive, no sorting.
  let best: { window: Window<D>; distance: number } | null = null;
  for (const dive of dives) {
    const start = wallClockSeconds(dive.startedAt);
    if (start === null) continue;
    const from = start - dive.cameraOffsetSeconds;
    const window = { dive, start, from, to: from + dive.durationSeconds };
    const distance = camera < window.from ? window.from - camera : camera > window.to ? camera - window.to : 0;
    if (distance > MATCH_MARGIN_SECONDS) continue;
    if (!best || distance < best.distance || (distance === best.distance && later(window, best.window) > 0)) best = { window, distance };
  }
  return best && { dive: best.window.dive, seconds: camera - best.window.from };
}

interface Window<D> {
  dive: D;
  /** Dive-computer time of the start, which decides "started last". */
  start: number;
  /** The dive's start and end in camera time. */
  from: number;
  to: number;
}

/** Positive when `a` started after `b` (by the dive computer; then by id, so that every tie has one answer). */
const later = <D extends DiveTimes>(a: Window<D>, b: Window<D>) => a.start - b.start || a.dive.id - b.dive.id;

/**
 * `matchDive` for many photos against the same dives, in one pass over both in time order: the photos and the
 * dives are sorted once, so the work grows with their number times its logarithm, never with the product, however
 * many dives overlap. Answers are in the order of `times`.
 */
export function matchPhotos<D extends DiveTimes>(times: readonly (string | null | undefined)[], dives: readonly D[]): Array<DiveMatch<D> | null> {
  const windows = dives.flatMap((dive): Window<D>[] => {
    const start = wallClockSeconds(dive.startedAt);
    if (start === null) return [];
    const from = start - dive.cameraOffsetSeconds;
    return [{ dive, start, from, to: from + dive.durationSeconds }];
  });
  // Equal starts: the later dive first; equal ends: the later dive last. Either way the one met first wins.
  const byStart = [...windows].sort((a, b) => a.from - b.from || later(b, a));
  const byEnd = [...windows].sort((a, b) => a.to - b.to || later(a, b));
  const photos = times.flatMap((takenAt, index) => {
    const camera = wallClockSeconds(takenAt);
    return camera === null ? [] : [{ index, camera }];
  });
  photos.sort((a, b) => a.camera - b.camera);
  const answers: Array<DiveMatch<D> | null> = times.map(() => null);
  // The dives begun by the photo's time, the one that started last on top; those ended by then are taken off as met.
  const begun = new Heap<Window<D>>(later);
  let started = 0;
  let ended = 0;
  let lastEnded: Window<D> | null = null;
  for (const { index, camera } of photos) {
    while (started < byStart.length && byStart[started]!.from <= camera) begun.push(byStart[started++]!);
    while (begun.top && begun.top.to < camera) begun.pop();
    while (ended < byEnd.length && byEnd[ended]!.to < camera) lastEnded = byEnd[ended++]!;
    const within = begun.top;
    if (within) {
      answers[index] = { dive: within.dive, seconds: camera - within.from };
      continue;
    }
    // In no dive: every dive begun has ended, so the nearest is the last to end or the next to begin.
    const nearest = nearer(camera, lastEnded, byStart[started]);
    if (nearest) answers[index] = { dive: nearest.dive, seconds: camera - nearest.from };
  }
  return answers;
}

/** Of the dive that ended last before a photo and the next to begin after it, the nearer within the margin. */
function nearer<D extends DiveTimes>(camera: number, before: Window<D> | null, after: Window<D> | undefined): Window<D> | null {
  const sinceEnd = before ? camera - before.to : Infinity;
  const untilStart = after ? after.from - camera : Infinity;
  if (Math.min(sinceEnd, untilStart) > MATCH_MARGIN_SECONDS) return null;
  if (sinceEnd !== untilStart) return sinceEnd < untilStart ? before : after!;
  return later(before!, after!) > 0 ? before : after!;
}

/** A binary heap: the greatest by `compare` on top. */
class Heap<T> {
  private items: T[] = [];
  constructor(private compare: (a: T, b: T) => number) {}

  get top(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (this.compare(items[i]!, items[parent]!) <= 0) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): void {
    const items = this.items;
    const last = items.pop()!;
    if (items.length === 0) return;
    items[0] = last;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let greatest = i;
      if (left < items.length && this.compare(items[left]!, items[greatest]!) > 0) greatest = left;
      if (right < items.length && this.compare(items[right]!, items[greatest]!) > 0) greatest = right;
      if (greatest === i) return;
      [items[i], items[greatest]] = [items[greatest]!, items[i]!];
      i = greatest;
    }
  }
}
