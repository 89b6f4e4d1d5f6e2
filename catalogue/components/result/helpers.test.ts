import { describe, expect, test } from 'bun:test';
import {
  fallbackImageUrl,
  formatLongDate,
  googleImagesUrl,
  isEarlyRecord,
  parseAlternativeSpecies,
  statusBadgeColour,
  stepPhoto,
  truncate,
} from './helpers';

describe('conservation badge colour', () => {
  test('follows the status text, the most specific words first', () => {
    const colour = (status: string | null) => statusBadgeColour(status).name;
    expect(colour('Extinct')).toBe('black');
    expect(colour('Extinct in the Wild')).toBe('black');
    expect(colour('Critically Endangered (CR)')).toBe('dark-red');
    expect(colour('Endangered')).toBe('red');
    expect(colour('VULNERABLE')).toBe('yellow');
    expect(colour('Near Threatened')).toBe('light-yellow');
    expect(colour('Least Concern')).toBe('green');
    expect(colour('Data Deficient')).toBe('grey');
    expect(colour('Not Evaluated')).toBe('neutral');
    expect(colour(null)).toBe('neutral');
    expect(colour('Domesticated')).toBe('blue');
  });
});

describe('identified-on date', () => {
  test('is a day and its time, in one form (rules/dates.ts)', () => {
    expect(formatLongDate('2025-06-03T14:05:00Z', 'UTC')).toBe('3 June 2025, 14:05');
    expect(formatLongDate(Date.UTC(2026, 0, 9, 8, 30), 'UTC')).toBe('9 January 2026, 08:30');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('links and lists', () => {
  test('Google Images searches the name', () => {
    expect(googleImagesUrl('Amphiprion ocellaris')).toBe('https://www.google.com/search?tbm=isch&q=Amphiprion%20ocellaris');
  });

  test('alternativeSpecies JSON is parsed, failures ignored', () => {
    expect(parseAlternativeSpecies('[{"name":"Orange Clownfish","scientificName":"Amphiprion percula"}]')).toEqual([
      { name: 'Orange Clownfish', scientificName: 'Amphiprion percula' },
    ]);
    expect(parseAlternativeSpecies([{ name: 'Blue Tang' }, 'Yellow Tang', { other: 1 }])).toEqual([{ name: 'Blue Tang' }, { name: 'Yellow Tang' }]);
    expect(parseAlternativeSpecies('{broken')).toEqual([]);
    expect(parseAlternativeSpecies('{"name":"not a list"}')).toEqual([]);
    expect(parseAlternativeSpecies(null)).toEqual([]);
  });

  test('an image under /uploads falls back to /public/uploads', () => {
    expect(fallbackImageUrl('/uploads/identifications/a.jpg')).toBe('/public/uploads/identifications/a.jpg');
    expect(fallbackImageUrl('/public/uploads/identifications/a.jpg')).toBeNull();
  });

  test('early records are those below id 10', () => {
    expect(isEarlyRecord(9)).toBe(true);
    expect(isEarlyRecord(10)).toBe(false);
  });

  test('gallery steps stay between the first and the last photo', () => {
    expect(stepPhoto(0, -1, 3)).toBe(0);
    expect(stepPhoto(1, 1, 3)).toBe(2);
    expect(stepPhoto(2, 1, 3)).toBe(2);
    expect(stepPhoto(0, 1, 0)).toBe(0);
  });

  test('descriptions are cut at the limit with an ellipsis', () => {
    const text = 'word '.repeat(40);
    const cut = truncate(text, 120);
    expect(cut.length).toBeLessThanOrEqual(123);
    expect(cut).toEndWith('...');
    expect(truncate('short', 120)).toBe('short');
  });
});
