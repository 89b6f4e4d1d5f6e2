import { describe, expect, test } from 'bun:test';
import { ALL_HISTORY, applyHistoryQuery, areaOf, areaOptions, historyToJson, NO_AREA, sightingDay, statusOptions, type HistoryItem } from './history-tools';

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

/** Sightings in the Red Sea, the Caribbean and off Cairns (the Coral Sea), and one without a place. */
const sightings: HistoryItem[] = [
  { ...items[0]!, id: 11, location: { latitude: 27.2, longitude: 33.9, source: 'user' }, observedAt: '2025-03-01', createdAt: '2025-04-01T12:00:00Z' },
  { ...items[1]!, id: 12, location: { latitude: 12.15, longitude: -68.27, source: 'user' }, observedAt: '2025-03-31T23:59:00+10:00', createdAt: '2025-04-02T12:00:00Z' },
  { ...items[2]!, id: 13, location: { latitude: -16.925, longitude: 145.77, source: 'exif' }, observedAt: null, createdAt: '2025-04-15T12:00:00Z' },
  { ...items[0]!, id: 14, location: null, observedAt: '2025-05-20', createdAt: '2025-05-21T12:00:00Z' },
];

describe('history filter by area and date (premium)', () => {
  test('the area is the sea or ocean of the location; the options are the areas present, then no location', () => {
    expect(sightings.map(areaOf)).toEqual(['Red Sea', 'Caribbean Sea', 'Coral Sea', null]);
    expect(areaOptions(sightings, 'No location')).toEqual([
      { value: 'Caribbean Sea', label: 'Caribbean Sea' },
      { value: 'Coral Sea', label: 'Coral Sea' },
      { value: 'Red Sea', label: 'Red Sea' },
      { value: NO_AREA, label: 'No location' },
    ]);
    expect(areaOptions(sightings.slice(0, 1), 'No location')).toEqual([{ value: 'Red Sea', label: 'Red Sea' }]);
    expect(ids(applyHistoryQuery(sightings, { ...ALL_HISTORY, area: 'Caribbean Sea' }))).toEqual([12]);
    expect(ids(applyHistoryQuery(sightings, { ...ALL_HISTORY, area: NO_AREA }))).toEqual([14]);
  });

  test('a sighting is dated when the photo was taken, as written, else when it was uploaded', () => {
    expect(sightings.map(sightingDay)).toEqual(['2025-03-01', '2025-03-31', '2025-04-15', '2025-05-20']);
  });

  test('the date range includes both of its days, and either end may be left open', () => {
    const between = (from: string, to: string) => ids(applyHistoryQuery(sightings, { ...ALL_HISTORY, sort: 'oldest', from, to }));
    expect(between('2025-03-01', '2025-03-31')).toEqual([11, 12]);
    expect(between('2025-03-02', '2025-04-14')).toEqual([12]);
    expect(between('2025-04-15', '2025-04-15')).toEqual([13]);
    expect(between('2025-04-16', '')).toEqual([14]);
    expect(between('', '2025-02-28')).toEqual([]);
    expect(between('', '')).toEqual([11, 12, 13, 14]);
    expect(ids(applyHistoryQuery(sightings, { ...ALL_HISTORY, from: '2025-03-01', to: '2025-04-30', area: 'Coral Sea' }))).toEqual([13]);
  });
});

describe('history export', () => {
  test('JSON lists the history columns, then where and when', () => {
    const parsed = JSON.parse(historyToJson(items));
    expect(parsed).toHaveLength(3);
    expect(parsed[0]).toMatchObject({ id: 1, speciesName: 'Green Sea Turtle', accepted: true, imageUrl: null, location: null, observedAt: null });
    expect(JSON.parse(historyToJson(sightings))[1]).toMatchObject({ location: { latitude: 12.15, longitude: -68.27 }, observedAt: '2025-03-31T23:59:00+10:00' });
  });
});
