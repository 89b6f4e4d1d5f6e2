/**
 * Pure helpers of the result display, shared by the identify, detail and public species pages.
 * No window or document here: they also run while pages are rendered to static HTML.
 */
import { dayAndTimeText } from '@rules/dates';

export interface BadgeColour {
  /** A stable name for the colour, used in class names and tests. */
  name: 'black' | 'dark-red' | 'red' | 'yellow' | 'light-yellow' | 'green' | 'grey' | 'neutral' | 'blue';
  background: string;
  color: string;
}

const BADGES: Array<[RegExp, BadgeColour]> = [
  [/extinct/, { name: 'black', background: '#111111', color: '#ffffff' }],
  [/critically endangered/, { name: 'dark-red', background: '#7f1d1d', color: '#ffffff' }],
  [/endangered/, { name: 'red', background: '#dc2626', color: '#ffffff' }],
  [/vulnerable/, { name: 'yellow', background: '#facc15', color: '#1f2937' }],
  [/near threatened/, { name: 'light-yellow', background: '#fef08a', color: '#1f2937' }],
  [/least concern/, { name: 'green', background: '#15803d', color: '#ffffff' }],
  [/data deficient/, { name: 'grey', background: '#e5e7eb', color: '#1f2937' }],
  // Not evaluated says nothing about risk: a neutral label, not a colour that asks to be clicked.
  [/not evaluated|^$/, { name: 'neutral', background: '#f3f4f6', color: '#374151' }],
];
const OTHER_STATUS: BadgeColour = { name: 'blue', background: '#dbeafe', color: '#1e3a8a' };

/**
 * Conservation badge colour by the status text: the Red List's own colours for the categories that speak of risk,
 * neutral greys for Data Deficient and Not Evaluated (or no status), pale blue for anything else.
 */
export function statusBadgeColour(status: string | null | undefined): BadgeColour {
  const text = (status ?? '').trim().toLowerCase();
  return BADGES.find(([pattern]) => pattern.test(text))?.[1] ?? OTHER_STATUS;
}

/** 'Identified on' dates: a day and its time (rules/dates.ts), on the reader's clock or in `timeZone`, in `locale` when given. */
export const formatLongDate = (value: string | number | Date | null | undefined, timeZone?: string, locale?: string): string => dayAndTimeText(value, { timeZone, locale });

/**
 * A public page dates a sighting by the day its photo was taken ("Seen on 14 June 2025"), never by when it was
 * uploaded: without that day it gives none.
 */
export const seenOn = <Sighting extends { observedOn?: string | null }>(sighting: Sighting) => ({ ...sighting, observedAt: sighting.observedOn ?? null, createdAt: null });

export function googleImagesUrl(query: string): string {
  return `https://www.google.com/search?tbm=isch&q=${encodeURIComponent(query.trim())}`;
}

export { parseAlternativeSpecies } from '@rules/alternative-species';

/** Where to try an image again when /uploads/... fails: the same file under /public/uploads/. */
export function fallbackImageUrl(url: string): string | null {
  return url.startsWith('/uploads/') ? `/public${url}` : null;
}

/** Records before id 10 predate image storage (May 2025). */
export const isEarlyRecord = (id: number | undefined) => typeof id === 'number' && id < 10;

/** Cuts text to `max` characters on a word boundary when one is near, adding an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

export interface Photo {
  imageUrl: string;
  /** The high-resolution copy, when the viewer may have it. */
  imageHighResUrl?: string | null;
  /** The copy's size in pixels, so the page keeps its place while the photo loads; null when not kept. */
  width?: number | null;
  height?: number | null;
  uploaderName?: string | null;
  uploaderWebsite?: string | null;
  identificationId?: number;
  /** Shown with the credit, e.g. "May 1, 2025". */
  date?: string | null;
  /** The licence the owner offers it under (rules/licence.ts), shown with the credit. */
  licence?: string | null;
  /** Where it was taken, coarsely ("Coral Sea, 16–17°S, 145–146°E"); never the position. */
  area?: string | null;
  /** How many experts verified the sighting's name (species pages); nothing is said when 0 or absent. */
  verifiedBy?: number | null;
}

/** The gallery's index after a step, bounded by the first and last photo. */
export function stepPhoto(index: number, step: number, count: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}

const nameKey = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();

/**
 * Look-alikes are named by the model; their AphiaID is known when the answer's record keeps it beside the name, or
 * when a ranked candidate has the same scientific name. A look-alike with neither gets no reference photo.
 */
export function lookAlikeAphiaIds(
  alternativeSpecies: unknown,
  candidates: Array<{ scientificName?: string | null; aphiaId?: number | null }>,
): (scientificName: string | undefined) => number | null {
  const known = new Map<string, number>();
  for (const candidate of candidates) {
    if (typeof candidate.aphiaId === 'number' && candidate.scientificName) known.set(nameKey(candidate.scientificName), candidate.aphiaId);
  }
  let list: unknown = alternativeSpecies;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      list = [];
    }
  }
  for (const entry of Array.isArray(list) ? list : []) {
    if (typeof entry?.aphiaId === 'number' && typeof entry.scientificName === 'string') known.set(nameKey(entry.scientificName), entry.aphiaId);
  }
  return (scientificName) => (scientificName ? (known.get(nameKey(scientificName)) ?? null) : null);
}
