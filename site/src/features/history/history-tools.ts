/**
 * Premium history tools (the FAQ's filter, sort, search and export), run in the browser over the user's
 * own list: every identification in it is already theirs, so the server has nothing more to guard.
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
}

export type SavedFilter = 'all' | 'saved' | 'unsaved';
export type HistorySort = 'newest' | 'oldest' | 'name-asc' | 'name-desc';

export interface HistoryQuery {
  search: string;
  /** 'all' or an exact conservation status. */
  status: string;
  saved: SavedFilter;
  sort: HistorySort;
}

export const ALL_HISTORY: HistoryQuery = { search: '', status: 'all', saved: 'all', sort: 'newest' };

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
    .sort(SORTS[query.sort]);
}

/** The statuses present in the list, for the filter. */
export function statusOptions(items: HistoryItem[]): string[] {
  return [...new Set(items.map((item) => item.conservationStatus).filter((status): status is string => !!status))].sort();
}

const CSV_COLUMNS: Array<keyof HistoryItem> = [
  'id', 'speciesName', 'scientificName', 'conservationStatus', 'accepted', 'createdAt', 'distribution', 'habitat', 'description', 'imageUrl', 'slug',
];

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function historyToCsv(items: HistoryItem[]): string {
  const rows = items.map((item) => CSV_COLUMNS.map((column) => csvCell(item[column])).join(','));
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

export function historyToJson(items: HistoryItem[]): string {
  return JSON.stringify(items.map((item) => Object.fromEntries(CSV_COLUMNS.map((column) => [column, item[column] ?? null]))), null, 2);
}
