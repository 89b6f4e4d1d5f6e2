import { describe, expect, test } from 'bun:test';
import { cameraDepth, checkDepth, depthAt, downsampleProfile, wallClockSeconds, withDive, type ProfileSample } from './dives';

describe('depth at a moment', () => {
  const profile: ProfileSample[] = [[0, 0], [60, 10], [120, 20], [180, 0]];
  test('interpolated between samples; none outside the dive', () => {
    expect(depthAt(profile, 180, 90)).toBe(15);
    expect(depthAt(profile, 180, 120)).toBe(20);
    expect(depthAt(profile, 180, 181)).toBeNull();
    expect(depthAt(profile, 180, -1)).toBeNull();
    expect(depthAt([[30, 6]], 60, 15)).toBe(3);
    expect(depthAt([], 60, 15)).toBeNull();
  });
});

test('a profile cut to 600 points keeps its first, last and deepest points', () => {
  const long: ProfileSample[] = Array.from({ length: 2000 }, (_, i) => [i * 10, i === 1234 ? 41.5 : 10 + Math.sin(i / 50)]);
  const short = downsampleProfile(long);
  expect(short.length).toBe(600);
  expect(short[0]).toEqual(long[0]!);
  expect(short.at(-1)).toEqual(long.at(-1)!);
  expect(short.some(([seconds, depth]) => seconds === 12340 && depth === 41.5)).toBe(true);
  expect(short.every((point, i) => i === 0 || point[0] > short[i - 1]![0])).toBe(true);
});

test('a typed depth: 0 to 11,000 m', () => {
  expect(checkDepth('12.5')).toEqual({ value: 12.5 });
  expect(checkDepth('')).toEqual({ value: null });
  for (const typed of ['11001', '-3', 'deep']) expect(checkDepth(typed)).toEqual({ error: { code: 'depth.out_of_range' } });
});

describe("a dive's place and depth: form fields, then dive, then EXIF", () => {
  const site = { position: { latitude: 7.13, longitude: 134.22 }, depthMeters: 18 };
  test("the user's place and depth stay; EXIF gives way to the dive", () => {
    const typed = { location: { latitude: 1, longitude: 2, source: 'user' as const }, depthMeters: 5, depthSource: 'user' as const };
    expect(withDive(typed, site)).toEqual(typed);
    const exif = { location: { latitude: 1, longitude: 2, source: 'exif' as const }, depthMeters: null, depthSource: null };
    expect(withDive(exif, site)).toEqual({ location: { ...site.position, source: 'dive' }, depthMeters: 18, depthSource: 'dive' });
    expect(withDive(exif, { position: null, depthMeters: null })).toEqual(exif);
  });
  test('unlinked from a dive: what the dive gave is cleared', () => {
    const fromDive = { location: { ...site.position, source: 'dive' as const }, depthMeters: 18, depthSource: 'dive' as const };
    expect(withDive(fromDive, null)).toEqual({ location: null, depthMeters: null, depthSource: null });
  });
});

test('wall-clock seconds read a local date-time as it is written', () => {
  expect(wallClockSeconds('1970-01-01T00:01:05')).toBe(65);
  expect(wallClockSeconds('1970-01-01T00:01')).toBe(60);
});

describe("the camera's depth", () => {
  test('WaterDepth first, else a GPS altitude below sea level (ref 1); none at or above the surface', () => {
    expect(cameraDepth({ WaterDepth: 12.5, GPSAltitude: 3, GPSAltitudeRef: new Uint8Array([1]) })).toBe(12.5);
    expect(cameraDepth({ GPSAltitude: 7.25, GPSAltitudeRef: new Uint8Array([1]) })).toBe(7.25);
    expect(cameraDepth({ GPSAltitude: 7.25, GPSAltitudeRef: 1 })).toBe(7.25);
    expect(cameraDepth({ GPSAltitude: 120, GPSAltitudeRef: new Uint8Array([0]) })).toBeNull();
    expect(cameraDepth({ WaterDepth: -2, GPSAltitude: 120 })).toBeNull();
    expect(cameraDepth({ WaterDepth: 12_000 })).toBeNull();
  });
});
