import { describe, expect, test } from 'bun:test';
import { cellLabel, cellOf, checkObservedAt, checkPosition, exifTakenAt, hidesLocation, hidesSightingPlace } from './location';
import { publicArea, seaOf } from './seas';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('position', () => {
  test('decimal degrees as numbers or form text; both or neither', () => {
    expect(checkPosition(-16.925, 145.77)).toEqual({ value: { latitude: -16.925, longitude: 145.77 } });
    expect(checkPosition(' -16.925', '145.77')).toEqual({ value: { latitude: -16.925, longitude: 145.77 } });
    expect(checkPosition(undefined, '')).toEqual({ value: null });
    expect(checkPosition('12.1', undefined)).toEqual({ error: { code: 'position.incomplete' } });
  });

  test('out of range or not a number: a message naming the field', () => {
    expect(checkPosition(91, 0)).toEqual({ error: { code: 'position.bad_latitude' } });
    expect(checkPosition(-90.01, 0)).toEqual({ error: { code: 'position.bad_latitude' } });
    expect(checkPosition(0, 180.5)).toEqual({ error: { code: 'position.bad_longitude' } });
    expect(checkPosition('12°N', '3')).toEqual({ error: { code: 'position.bad_latitude' } });
    expect(checkPosition(0, Number.NaN)).toEqual({ error: { code: 'position.bad_longitude' } });
    expect(checkPosition(90, -180)).toEqual({ value: { latitude: 90, longitude: -180 } });
  });
});

describe('observedAt', () => {
  test('an ISO date or date-time, kept as given', () => {
    expect(checkObservedAt('2025-06-14', NOW)).toEqual({ value: '2025-06-14' });
    expect(checkObservedAt('2025-06-14T09:41', NOW)).toEqual({ value: '2025-06-14T09:41' });
    expect(checkObservedAt('2025-06-14T09:41:07+03:00', NOW)).toEqual({ value: '2025-06-14T09:41:07+03:00' });
    expect(checkObservedAt('2025-06-14T09:41:07.250Z', NOW)).toEqual({ value: '2025-06-14T09:41:07.250Z' });
    expect(checkObservedAt('', NOW)).toEqual({ value: null });
  });

  test('not a date, or a day the calendar lacks', () => {
    for (const bad of ['14/06/2025', '2025-02-30', '2025-06-14T25:00', 'yesterday', 20250614]) {
      expect(checkObservedAt(bad, NOW)).toEqual({ error: { code: 'observed_at.unreadable' } });
    }
  });

  test('the future is refused; today is accepted wherever the diver is', () => {
    expect(checkObservedAt('2026-11-24T00:00:00Z', NOW)).toEqual({ error: { code: 'observed_at.in_future' } });
    expect(checkObservedAt('2026-11-25', NOW)).toEqual({ error: { code: 'observed_at.in_future' } });
    // Already the 24th at UTC+14 at noon UTC on the 23rd.
    expect(checkObservedAt('2026-11-24', NOW)).toEqual({ value: '2026-11-24' });
    expect(checkObservedAt('2026-11-24T01:59', NOW)).toEqual({ value: '2026-11-24T01:59' });
    expect(checkObservedAt('2026-11-24T02:01', NOW)).toEqual({ error: { code: 'observed_at.in_future' } });
    expect(checkObservedAt('2026-11-23T11:59:00Z', NOW)).toEqual({ value: '2026-11-23T11:59:00Z' });
  });
});

describe("a camera's own date", () => {
  test('EXIF DateTimeOriginal becomes ISO text, with the offset only when the camera wrote a valid one', () => {
    expect(exifTakenAt('2025:06:14 09:41:07', '+10:00')).toBe('2025-06-14T09:41:07+10:00');
    expect(exifTakenAt('2025:06:14 09:41:07', undefined)).toBe('2025-06-14T09:41:07');
    expect(exifTakenAt('2025:06:14 09:41:07', 'local')).toBe('2025-06-14T09:41:07');
    expect(exifTakenAt('June 14', '+10:00')).toBeNull();
    expect(exifTakenAt(undefined, undefined)).toBeNull();
  });
});

describe('what public pages may show', () => {
  test('the 1° cell, named as a range', () => {
    expect(cellOf({ latitude: -16.925, longitude: 145.77 })).toEqual({ south: -17, west: 145 });
    expect(cellLabel({ latitude: -16.925, longitude: 145.77 })).toBe('16–17°S, 145–146°E');
    expect(cellLabel({ latitude: 27.73, longitude: -0.2 })).toBe('27–28°N, 0–1°W');
    expect(cellOf({ latitude: 90, longitude: 180 })).toEqual({ south: 89, west: 179 });
  });

  test('no location at all for Vulnerable, Endangered and Critically Endangered species', () => {
    for (const category of ['Vulnerable', 'Endangered', 'Critically Endangered', 'EN', 'Vulnerable (VU)', ' critically endangered (CR) ']) expect(hidesLocation(category)).toBe(true);
    for (const category of ['Least Concern', 'Near Threatened', 'Data Deficient', 'Not Evaluated', 'Near Threatened (NT)', null]) expect(hidesLocation(category)).toBe(false);
  });

  test('the sea or ocean of a dive site', () => {
    const sites: [number, number, string][] = [
      [27.73, 34.25, 'Red Sea'], // Ras Mohammed
      [29.5, 34.95, 'Gulf of Aqaba'], // Eilat
      [-16.9, 145.8, 'Coral Sea'], // Cairns
      [12.15, -68.27, 'Caribbean Sea'], // Bonaire
      [3.2, 73.2, 'Indian Ocean'], // Maldives
      [-8.7, 115.5, 'Bali Sea'], // Nusa Penida
      [36.6, -121.9, 'North Pacific Ocean'], // Monterey
      [38.5, -28, 'North Atlantic Ocean'], // Azores
      [-0.7, -90.5, 'South Pacific Ocean'], // Galápagos
      [-34.4, 18.3, 'South Atlantic Ocean'], // Cape Town
      [-32, 115.7, 'Indian Ocean'], // Perth
      [43.2, 5.4, 'Mediterranean Sea'], // Marseille
      [-64.8, -63.5, 'Southern Ocean'], // Antarctic Peninsula
    ];
    for (const [latitude, longitude, sea] of sites) expect(seaOf({ latitude, longitude }), `${latitude},${longitude}`).toBe(sea);
  });
});

describe('publicArea', () => {
  test('the sea and the 1° cell, never the position', () => {
    expect(publicArea({ latitude: -16.92, longitude: 145.77 }, 'Least Concern')).toBe('Coral Sea, 16–17°S, 145–146°E');
    expect(publicArea({ latitude: -16.92, longitude: 145.77 }, 'Least Concern')).not.toContain('16.92');
  });

  test('nothing without a position, or for a threatened species', () => {
    expect(publicArea(null, 'Least Concern')).toBeNull();
    expect(publicArea({ latitude: 27.8, longitude: 34.3 }, 'Endangered (EN)')).toBeNull();
    expect(publicArea({ latitude: 27.8, longitude: 34.3 }, 'Vulnerable')).toBeNull();
    expect(publicArea({ latitude: 27.8, longitude: 34.3 }, null)).toBe('Red Sea, 27–28°N, 34–35°E');
  });
});

describe('hidesSightingPlace', () => {
  test('hidden when any taxon the sighting is named as is threatened, or of a status not known yet', () => {
    expect(hidesSightingPlace(['Least Concern', null])).toBe(false);
    // The model said a clownfish; an expert named a green turtle.
    expect(hidesSightingPlace(['Least Concern', 'Endangered'])).toBe(true);
    expect(hidesSightingPlace(['Least Concern', 'Critically Endangered (CR)'])).toBe(true);
    expect(hidesSightingPlace(['Least Concern', undefined])).toBe(true);
    expect(hidesSightingPlace([])).toBe(false);
  });
});
