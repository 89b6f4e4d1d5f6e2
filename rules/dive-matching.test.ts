import { describe, expect, test } from 'bun:test';
import { MAX_CAMERA_OFFSET_SECONDS, MAX_DIVE_SECONDS, matchDive, matchPhotos, startsWithinReach, type DiveTimes } from './dive-matching';
import { wallClockSeconds, wallClockText } from './dives';

const dive = (id: number, startedAt: string, durationSeconds = 2700, cameraOffsetSeconds = 0) => ({ id, startedAt, durationSeconds, cameraOffsetSeconds });
// Dive 1 from 09:00 to 09:45 and dive 2 from 11:30, with a longer dive before them: 05:00 to 08:20.
const dives = [dive(3, '2025-06-14T05:00:00', 12_000), dive(1, '2025-06-14T09:00:00'), dive(2, '2025-06-14T11:30:00')];

describe('matching a photo to a dive', () => {
  test('within the dive, and up to 10 minutes before or after it, to the second', () => {
    expect(matchDive('2025-06-14T09:20:00', dives)).toEqual({ dive: dives[1]!, seconds: 1200 });
    expect(matchDive('2025-06-14T08:50:00', dives)).toEqual({ dive: dives[1]!, seconds: -600 });
    expect(matchDive('2025-06-14T08:49:59', dives)).toBeNull();
    expect(matchDive('2025-06-14T09:55:00', dives)).toEqual({ dive: dives[1]!, seconds: 3300 });
    // The longer dive's length is not this dive's: one second past its margin is no match.
    expect(matchDive('2025-06-14T09:55:01', dives)).toBeNull();
    expect(matchDive('2025-06-14T11:19:59', dives)).toBeNull();
    expect(matchDive('2025-06-14T11:20:00', dives)?.dive.id).toBe(2);
    expect(matchDive('2025-06-14T08:30:00', dives)).toEqual({ dive: dives[0]!, seconds: 12_600 });
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

  test('of two dives it falls within, or two equally near, the one that started last', () => {
    const overlapping = [dive(1, '2025-06-14T09:00:00', 7200), dive(2, '2025-06-14T09:30:00', 600)];
    expect(matchDive('2025-06-14T09:35:00', overlapping)?.dive.id).toBe(2);
    expect(matchDive('2025-06-14T09:45:00', overlapping)?.dive.id).toBe(1);
    const between = [dive(1, '2025-06-14T09:00:00', 3600), dive(2, '2025-06-14T10:10:00')];
    expect(matchDive('2025-06-14T10:05:00', between)?.dive.id).toBe(2);
    // By the dive computer the earlier of the two in camera time started last: its camera was two hours behind.
    const shifted = [dive(1, '2025-06-14T11:00:00', 3600, 7200), dive(2, '2025-06-14T10:10:00')];
    expect(matchDive('2025-06-14T10:05:00', shifted)?.dive.id).toBe(1);
  });
});

describe('the dives a photo can belong to', () => {
  test('start from a month, a day and the margin before its time to a month and the margin after', () => {
    expect(startsWithinReach('2025-06-14T12:00:00')).toEqual({ from: '2025-05-13T11:50:00', to: '2025-07-15T12:10:00' });
    expect(startsWithinReach('2025-06-14')).toBeNull();
    expect(startsWithinReach('9999-12-31T12:00:00')!.to).toBe('9999-12-31T23:59:59');
  });

  test('the furthest dives that still match start at the ends of that reach; a second further does not match', () => {
    const camera = '2025-06-14T12:00:00';
    const reach = startsWithinReach(camera)!;
    // A day-long dive whose end margin the photo is in, the camera a month behind.
    const earliest = dive(1, reach.from, MAX_DIVE_SECONDS, -MAX_CAMERA_OFFSET_SECONDS);
    expect(matchDive(camera, [earliest])?.dive.id).toBe(1);
    expect(matchDive(camera, [{ ...earliest, startedAt: wallClockText(wallClockSeconds(reach.from)! - 1) }])).toBeNull();
    // A dive whose start margin the photo is in, the camera a month ahead.
    const latest = dive(2, reach.to, 60, MAX_CAMERA_OFFSET_SECONDS);
    expect(matchDive(camera, [latest])?.dive.id).toBe(2);
    expect(matchDive(camera, [{ ...latest, startedAt: wallClockText(wallClockSeconds(reach.to)! + 1) }])).toBeNull();
  });
});

describe('many photos against many dives', () => {
  const base = Date.UTC(2025, 0, 1) / 1000;
  const randomFrom = (seed: number) => (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  /** The rule said plainly: every dive looked at, the nearest kept; ties to the one that started last, then the higher id. */
  const everyDive = (takenAt: string, all: DiveTimes[]) => {
    let best: { id: number; distance: number; start: number } | null = null;
    for (const d of all) {
      const start = wallClockSeconds(d.startedAt)!;
      const seconds = wallClockSeconds(takenAt)! + d.cameraOffsetSeconds - start;
      const distance = seconds < 0 ? -seconds : Math.max(0, seconds - d.durationSeconds);
      if (distance > 600) continue;
      if (!best || distance < best.distance || (distance === best.distance && (start > best.start || (start === best.start && d.id > best.id)))) best = { id: d.id, distance, start };
    }
    return best?.id ?? null;
  };
  const compare = (all: DiveTimes[], times: string[]) => {
    const answers = matchPhotos(times, all).map((match) => match?.dive.id ?? null);
    expect(answers).toEqual(times.map((takenAt) => everyDive(takenAt, all)));
    expect(times.map((takenAt) => matchDive(takenAt, all)?.dive.id ?? null)).toEqual(answers);
    expect(answers.filter((id) => id !== null).length).toBeGreaterThan(times.length / 4);
  };

  test('the same answers as looking at every dive', () => {
    const random = randomFrom(3);
    const many = Array.from({ length: 300 }, (_, id) => dive(id, wallClockText(base + random(30 * 86400)), 600 + random(5400), random(7200) - 3600));
    compare(many, Array.from({ length: 2000 }, () => wallClockText(base + random(31 * 86400))));
  });

  test('the same answers when dives overlap, share starts and ends, and some photos have no time', () => {
    const random = randomFrom(7);
    const overlapping = Array.from({ length: 400 }, (_, id) => dive(id, wallClockText(base + 60 * random(3 * 24 * 60)), 60 * random(24 * 60), 60 * (random(120) - 60)));
    compare(overlapping, Array.from({ length: 2000 }, () => wallClockText(base + 30 * random(4 * 24 * 120))));
    const answers = matchPhotos(['2025-01-01', null, wallClockText(base + 3600)], overlapping);
    expect(answers.slice(0, 2)).toEqual([null, null]);
    expect(answers[2]?.dive.id ?? null).toBe(everyDive(wallClockText(base + 3600), overlapping));
  });
});
