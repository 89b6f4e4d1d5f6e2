import { HISTORY_COLUMNS } from '@rules/history-export';
import { seaOf } from '@rules/seas';

/**
 * Premium history tools (the FAQ's filter, sort, search and export), run in the browser over the user's
 * own list: every identification in it is already theirs, so the server has nothing more to guard. The CSV export
 * is made by the API (it carries the Darwin Core columns); the JSON one here.
 */
export interface HistoryItem {
  id: number;
  speciesName: string;
  scientificName: string | null;
  conservationStatus: string | null;
  accepted: boolean;
  createdAt: string;
  description?: string | null;
  distribution?: string | null;
  habitat?: string | null;
  imageUrl?: string | null;
  slug?: string | null;
  location?: { latitude: number; longitude: number; source?: string } | null;
  /** When the photo was taken: an ISO date or date-time, as given. */
  observedAt?: string | null;
}

export type SavedFilter = 'all' | 'saved' | 'unsaved';
export type HistorySort = 'newest' | 'oldest' | 'name-asc' | 'name-desc';

export interface HistoryQuery {
  search: string;
  /** 'all' or an exact conservation status. */
  status: string;
  saved: SavedFilter;
  sort: HistorySort;
  /** 'all', NO_AREA, or the name of a sea or ocean (rules/seas.ts). */
  area: string;
  /** The first and the last day of sightings shown (YYYY-MM-DD, both included); '' leaves that end open. */
  from: string;
  to: string;
}

export const ALL_HISTORY: HistoryQuery = { search: '', status: 'all', saved: 'all', sort: 'newest', area: 'all', from: '', to: '' };

/** The area filter's value for identifications without a location. */
export const NO_AREA = 'none';

/** The sea or ocean an identification was made in, or null without a location. */
export function areaOf(item: HistoryItem): string | null {
  return item.location ? seaOf(item.location) : null;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The day of a sighting (YYYY-MM-DD): the day the photo was taken as given (a camera's clock has no time zone, so
 * its date is kept as written), else the day it was uploaded, on this browser's calendar.
 */
export function sightingDay(item: HistoryItem): string {
  if (item.observedAt) return item.observedAt.slice(0, 10);
  const uploaded = new Date(item.createdAt);
  return `${uploaded.getFullYear()}-${twoDigits(uploaded.getMonth() + 1)}-${twoDigits(uploaded.getDate())}`;
}

const inArea = (item: HistoryItem, area: string) => area === 'all' || (areaOf(item) ?? NO_AREA) === area;
const inRange = (day: string, { from, to }: HistoryQuery) => (!from || day >= from) && (!to || day <= to);

const byName = (a: HistoryItem, b: HistoryItem) => a.speciesName.localeCompare(b.speciesName, 'en', { sensitivity: 'base' });
const byDate = (a: HistoryItem, b: HistoryItem) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;

const SORTS: Record<HistorySort, (a: HistoryItem, b: HistoryItem) => number> = {
  newest: (a, b) => byDate(b, a),
  oldest: byDate,
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
};

export function applyHistoryQuery<T extends HistoryItem>(items: T[], query: HistoryQuery): T[] {
  const needle = query.search.trim().toLowerCase();
  return items
    .filter((item) => !needle || item.speciesName.toLowerCase().includes(needle) || (item.scientificName ?? '').toLowerCase().includes(needle))
    .filter((item) => query.status === 'all' || (item.conservationStatus ?? '') === query.status)
    .filter((item) => query.saved === 'all' || item.accepted === (query.saved === 'saved'))
    .filter((item) => inArea(item, query.area))
    .filter((item) => (!query.from && !query.to) || inRange(sightingDay(item), query))
    .sort(SORTS[query.sort]);
}

/** The statuses present in the list, for the filter. */
export function statusOptions(items: HistoryItem[]): string[] {
  return [...new Set(items.map((item) => item.conservationStatus).filter((status): status is string => !!status))].sort();
}

/** The areas present in the list, by name, then `noLocation` (its words) if some have none: the area filter's options. */
export function areaOptions(items: HistoryItem[], noLocation: string): Array<{ value: string; label: string }> {
  const areas = new Set(items.map(areaOf));
  const named = [...areas].filter((area): area is string => area !== null).sort();
  return [...named.map((area) => ({ value: area, label: area })), ...(areas.has(null) ? [{ value: NO_AREA, label: noLocation }] : [])];
}

/** The history's export columns, then where and when the photo was taken. */
export function historyToJson(items: HistoryItem[]): string {
  return JSON.stringify(
    items.map((item) => ({
      ...Object.fromEntries(HISTORY_COLUMNS.map((column) => [column, item[column] ?? null])),
      location: item.location ?? null,
      observedAt: item.observedAt ?? null,
    })),
    null,
    2,
  );
}
