import { describe, expect, test } from 'bun:test';
import { pacer, type PaceClock } from './pace';

/** A clock that moves only when told: work moves it, and a rest moves it by the rest's length. */
function testClock() {
  let now = 0;
  const rests: number[] = [];
  const clock: PaceClock = {
    now: () => now,
    sleep: async (ms) => {
      rests.push(ms);
      now += ms;
    },
  };
  return { clock, rests, work: (ms: number) => (now += ms), now: () => now };
}

describe('pacing a backup', () => {
  test('after each slice of work it rests, so it works workMs of every workMs + restMs', async () => {
    const { clock, rests, work, now } = testClock();
    const breathe = pacer(20, 60, clock);
    let worked = 0;
    while (now() < 400) {
      work(5);
      worked += 5;
      await breathe();
    }
    // 400 ms at a quarter of the time at work: 5 slices of 20 ms, each followed by a rest of 60 ms.
    expect(worked).toBe(100);
    expect(rests).toEqual([60, 60, 60, 60, 60]);
  });

  test('work shorter than a slice never waits', async () => {
    const { clock, rests, work } = testClock();
    const breathe = pacer(1000, 1000, clock);
    for (let i = 0; i < 100; i++) {
      work(5);
      await breathe();
    }
    expect(rests).toEqual([]);
  });

  test('callers that arrive while it rests wait for the same rest', async () => {
    const { clock, rests } = testClock();
    const breathe = pacer(0, 50, clock);
    await Promise.all([breathe(), breathe(), breathe()]);
    expect(rests).toEqual([50]);
  });

  test('on the wall clock, a rest is a real wait', async () => {
    const breathe = pacer(0, 30);
    const started = performance.now();
    await breathe();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});
