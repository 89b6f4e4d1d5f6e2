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

const byDate = (a: HistoryItem, b: HistoryItem) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;

/** The sorts, names in the page's language's order (Chinese by pinyin, German with its umlauts in place). */
function sorts(language: string): Record<HistorySort, (a: HistoryItem, b: HistoryItem) => number> {
  const { compare } = new Intl.Collator(language, { sensitivity: 'base' });
  const byName = (a: HistoryItem, b: HistoryItem) => compare(a.speciesName, b.speciesName);
  return { newest: (a, b) => byDate(b, a), oldest: byDate, 'name-asc': byName, 'name-desc': (a, b) => byName(b, a) };
}

/** The items the query keeps, in its order; names sorted as the page's `language` sorts them. */
export function applyHistoryQuery<T extends HistoryItem>(items: T[], query: HistoryQuery, language: string): T[] {
  const needle = query.search.trim().toLowerCase();
  return items
    .filter((item) => !needle || item.speciesName.toLowerCase().includes(needle) || (item.scientificName ?? '').toLowerCase().includes(needle))
    .filter((item) => query.status === 'all' || (item.conservationStatus ?? '') === query.status)
    .filter((item) => query.saved === 'all' || item.accepted === (query.saved === 'saved'))
    .filter((item) => inArea(item, query.area))
    .filter((item) => (!query.from && !query.to) || inRange(sightingDay(item), query))
    .sort(sorts(language)[query.sort]);
}

/** The statuses present in the list, for the filter. */
export function statusOptions(items: HistoryItem[]): string[] {
  return [...new Set(items.map((item) => item.conservationStatus).filter((status): status is string => !!status))].sort();
}

/**
 * The areas present in the list, then `noLocation` (its words) if some have none: the area filter's options, each
 * sea named in the page's `language` where `seaNames` has it (else as rules/seas.ts writes it) and sorted as that
 * language sorts. The value stays the English name, which the filter matches.
 */
export function areaOptions(items: HistoryItem[], noLocation: string, language: string, seaNames?: Record<string, string> | null): Array<{ value: string; label: string }> {
  const areas = new Set(items.map(areaOf));
  const { compare } = new Intl.Collator(language);
  const named = [...areas].filter((area): area is string => area !== null).map((area) => ({ value: area, label: seaNames?.[area] ?? area }));
  return [...named.sort((a, b) => compare(a.label, b.label)), ...(areas.has(null) ? [{ value: NO_AREA, label: noLocation }] : [])];
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
