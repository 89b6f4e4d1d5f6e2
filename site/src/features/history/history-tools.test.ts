import { describe, expect, test } from 'bun:test';
import { ALL_HISTORY, applyHistoryQuery, historyToCsv, historyToJson, statusOptions, type HistoryItem } from './history-tools';

const items: HistoryItem[] = [
  { id: 1, speciesName: 'Green Sea Turtle', scientificName: 'Chelonia mydas', conservationStatus: 'Endangered', accepted: true, createdAt: '2026-01-02T10:00:00Z' },
  { id: 2, speciesName: 'ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', conservationStatus: 'Least Concern', accepted: false, createdAt: '2026-01-03T10:00:00Z' },
  { id: 3, speciesName: 'Blue Tang', scientificName: 'Paracanthurus hepatus', conservationStatus: 'Least Concern', accepted: true, createdAt: '2026-01-01T10:00:00Z', description: '=HYPERLINK("x"), "quoted"' },
];
const ids = (list: HistoryItem[]) => list.map((item) => item.id);

describe('history filter, sort and search', () => {
  test('sorts by date and by name', () => {
    expect(ids(applyHistoryQuery(items, ALL_HISTORY))).toEqual([2, 1, 3]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, sort: 'oldest' }))).toEqual([3, 1, 2]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, sort: 'name-asc' }))).toEqual([3, 1, 2]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, sort: 'name-desc' }))).toEqual([2, 1, 3]);
  });

  test('searches the name or the scientific name, case-insensitively', () => {
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, search: 'CHELONIA' }))).toEqual([1]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, search: 'clown' }))).toEqual([2]);
  });

  test('filters by conservation status and by saved or not', () => {
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, status: 'Least Concern' }))).toEqual([2, 3]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, saved: 'saved' }))).toEqual([1, 3]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, saved: 'unsaved', status: 'Least Concern' }))).toEqual([2]);
    expect(statusOptions(items)).toEqual(['Endangered', 'Least Concern']);
  });
});

describe('history export', () => {
  test('CSV has a header, quotes what needs it and defuses formulas', () => {
    const csv = historyToCsv(items);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,speciesName,scientificName,conservationStatus,accepted,createdAt,distribution,habitat,description,imageUrl,slug');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
  });

  test('JSON lists the same fields', () => {
    const parsed = JSON.parse(historyToJson(items));
    expect(parsed).toHaveLength(3);
    expect(parsed[0]).toMatchObject({ id: 1, speciesName: 'Green Sea Turtle', accepted: true, imageUrl: null });
  });
});
