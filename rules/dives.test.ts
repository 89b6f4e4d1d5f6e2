import { describe, expect, test } from 'bun:test';
import { checkDepth, depthAt, diveFinder, downsampleProfile, matchDive, wallClockSeconds, wallClockText, withDive, type ProfileSample } from './dives';

const dive = (id: number, startedAt: string, durationSeconds = 2700, cameraOffsetSeconds = 0) => ({ id, startedAt, durationSeconds, cameraOffsetSeconds });
const dives = [dive(1, '2025-06-14T09:00:00'), dive(2, '2025-06-14T11:30:00')];

describe('matching a photo to a dive', () => {
  test('within the dive, and up to 10 minutes before or after it', () => {
    expect(matchDive('2025-06-14T09:20:00', dives)).toEqual({ dive: dives[0]!, seconds: 1200 });
    expect(matchDive('2025-06-14T08:50:00', dives)?.dive.id).toBe(1);
    expect(matchDive('2025-06-14T09:55:00', dives)?.seconds).toBe(3300);
    expect(matchDive('2025-06-14T09:56:00', dives)).toBeNull();
    expect(matchDive('2025-06-14T11:19:59', dives)).toBeNull();
  });

  test("a camera's offset and zone: the offset moves the photo, the zone is ignored (both clocks are local)", () => {
    expect(matchDive('2025-06-14T10:00:00', [dive(1, '2025-06-14T09:00:00', 2700, -1800)])?.seconds).toBe(1800);
    expect(matchDive('2025-06-14T09:20:00+10:00', dives)?.dive.id).toBe(1);
    expect(matchDive('2025-06-14', dives)).toBeNull();
    expect(matchDive(null, dives)).toBeNull();
  });

  test('the dive it falls within wins over one it is near', () => {
    const close = [dive(1, '2025-06-14T09:00:00', 600), dive(2, '2025-06-14T09:15:00', 600)];
    expect(matchDive('2025-06-14T09:16:00', close)?.dive.id).toBe(2);
    expect(matchDive('2025-06-14T09:12:00', close)?.dive.id).toBe(1);
  });
});

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
  expect(checkDepth('11001')).toHaveProperty('error');
  expect(checkDepth('-3')).toHaveProperty('error');
  expect(checkDepth('deep')).toHaveProperty('error');
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

test('many photos against many dives: the same answers as looking at every dive', () => {
  let seed = 3;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const base = Date.UTC(2025, 0, 1) / 1000;
  const many = Array.from({ length: 300 }, (_, id) => dive(id, wallClockText(base + random(30 * 86400)), 600 + random(5400), random(7200) - 3600));
  const everyDive = (takenAt: string) => {
    let best: { id: number; distance: number; start: number } | null = null;
    for (const d of many) {
      const start = wallClockSeconds(d.startedAt)!;
      const seconds = wallClockSeconds(takenAt)! + d.cameraOffsetSeconds - start;
      const distance = seconds < 0 ? -seconds : Math.max(0, seconds - d.durationSeconds);
      if (distance > 600) continue;
      if (!best || distance < best.distance || (distance === 0 && start > best.start)) best = { id: d.id, distance, start };
    }
    return best?.id ?? null;
  };
  const find = diveFinder(many);
  for (let i = 0; i < 2000; i++) {
    const takenAt = wallClockText(base + random(31 * 86400));
    expect(find(takenAt)?.dive.id ?? null).toBe(everyDive(takenAt));
  }
});
