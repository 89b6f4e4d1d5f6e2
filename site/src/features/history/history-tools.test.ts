import { describe, expect, test } from 'bun:test';
import { ALL_HISTORY, applyHistoryQuery, areaOf, areaOptions, historyToJson, NO_AREA, sightingDay, statusOptions, type HistoryItem } from './history-tools';
import { seaWords } from './sea-words';
import { seaOf } from '@rules/seas';
import { LANGUAGES } from '@rules/languages';

const items: HistoryItem[] = [
  { id: 1, speciesName: 'Green Sea Turtle', scientificName: 'Chelonia mydas', conservationStatus: 'Endangered', accepted: true, createdAt: '2026-01-02T10:00:00Z' },
  { id: 2, speciesName: 'ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', conservationStatus: 'Least Concern', accepted: false, createdAt: '2026-01-03T10:00:00Z' },
  { id: 3, speciesName: 'Blue Tang', scientificName: 'Paracanthurus hepatus', conservationStatus: 'Least Concern', accepted: true, createdAt: '2026-01-01T10:00:00Z', description: '=HYPERLINK("x"), "quoted"' },
];
const ids = (list: HistoryItem[]) => list.map((item) => item.id);

describe('history filter, sort and search', () => {
  test('sorts by date and by name', () => {
    expect(ids(applyHistoryQuery(items, ALL_HISTORY, 'en'))).toEqual([2, 1, 3]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, sort: 'oldest' }, 'en'))).toEqual([3, 1, 2]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, sort: 'name-asc' }, 'en'))).toEqual([3, 1, 2]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, sort: 'name-desc' }, 'en'))).toEqual([2, 1, 3]);
  });

  test('searches the name or the scientific name, case-insensitively', () => {
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, search: 'CHELONIA' }, 'en'))).toEqual([1]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, search: 'clown' }, 'en'))).toEqual([2]);
  });

  test('filters by conservation status and by saved or not', () => {
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, status: 'Least Concern' }, 'en'))).toEqual([2, 3]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, saved: 'saved' }, 'en'))).toEqual([1, 3]);
    expect(ids(applyHistoryQuery(items, { ...ALL_HISTORY, saved: 'unsaved', status: 'Least Concern' }, 'en'))).toEqual([2]);
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
    expect(areaOptions(sightings, 'No location', 'en')).toEqual([
      { value: 'Caribbean Sea', label: 'Caribbean Sea' },
      { value: 'Coral Sea', label: 'Coral Sea' },
      { value: 'Red Sea', label: 'Red Sea' },
      { value: NO_AREA, label: 'No location' },
    ]);
    expect(areaOptions(sightings.slice(0, 1), 'No location', 'en')).toEqual([{ value: 'Red Sea', label: 'Red Sea' }]);
    expect(ids(applyHistoryQuery(sightings, { ...ALL_HISTORY, area: 'Caribbean Sea' }, 'en'))).toEqual([12]);
    expect(ids(applyHistoryQuery(sightings, { ...ALL_HISTORY, area: NO_AREA }, 'en'))).toEqual([14]);
  });

  test('a sighting is dated when the photo was taken, as written, else when it was uploaded', () => {
    expect(sightings.map(sightingDay)).toEqual(['2025-03-01', '2025-03-31', '2025-04-15', '2025-05-20']);
  });

  test('the date range includes both of its days, and either end may be left open', () => {
    const between = (from: string, to: string) => ids(applyHistoryQuery(sightings, { ...ALL_HISTORY, sort: 'oldest', from, to }, 'en'));
    expect(between('2025-03-01', '2025-03-31')).toEqual([11, 12]);
    expect(between('2025-03-02', '2025-04-14')).toEqual([12]);
    expect(between('2025-04-15', '2025-04-15')).toEqual([13]);
    expect(between('2025-04-16', '')).toEqual([14]);
    expect(between('', '2025-02-28')).toEqual([]);
    expect(between('', '')).toEqual([11, 12, 13, 14]);
    expect(ids(applyHistoryQuery(sightings, { ...ALL_HISTORY, from: '2025-03-01', to: '2025-04-30', area: 'Coral Sea' }, 'en'))).toEqual([13]);
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

describe("history's area filter and name sort in the page's language", () => {
  test('each sea is named in the language and the options sorted as it sorts them; the values stay the English names', () => {
    expect(areaOptions(sightings, 'Ohne Ort', 'de', seaWords('de'))).toEqual([
      { value: 'Caribbean Sea', label: 'Karibisches Meer' },
      { value: 'Coral Sea', label: 'Korallenmeer' },
      { value: 'Red Sea', label: 'Rotes Meer' },
      { value: NO_AREA, label: 'Ohne Ort' },
    ]);
    // By pinyin: jiā (加勒比海), hóng (红海), shān (珊瑚海).
    expect(areaOptions(sightings, '无位置', 'zh-Hans', seaWords('zh-Hans')).map(({ label }) => label)).toEqual(['红海', '加勒比海', '珊瑚海', '无位置']);
  });

  test('every sea and ocean a position can be in has its name in every language', () => {
    const named = new Set<string>();
    for (let latitude = -90; latitude <= 90; latitude += 0.5) for (let longitude = -180; longitude <= 180; longitude += 0.5) named.add(seaOf({ latitude, longitude }));
    for (const language of LANGUAGES.filter((each) => each !== 'en')) expect([...named].filter((sea) => !seaWords(language)?.[sea])).toEqual([]);
  });

  test('names are sorted as the page\'s language sorts them: Chinese by pinyin', () => {
    const named = [
      { ...items[0]!, id: 21, speciesName: '章鱼' },
      { ...items[0]!, id: 22, speciesName: '鲸鲨' },
    ];
    expect(ids(applyHistoryQuery(named, { ...ALL_HISTORY, sort: 'name-asc' }, 'zh-Hans'))).toEqual([22, 21]);
    expect(ids(applyHistoryQuery(named, { ...ALL_HISTORY, sort: 'name-asc' }, 'en'))).toEqual([21, 22]);
  });
});
