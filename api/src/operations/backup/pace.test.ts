import { describe, expect, test } from 'bun:test';
import { pacer } from './pace';

/** Busy work of `ms` of wall time, as copying and hashing files is. */
const work = (ms: number) => {
  const started = performance.now();
  while (performance.now() - started < ms);
};

describe('pacing a backup', () => {
  test('after each slice of work it rests, so it works about workMs of every workMs + restMs', async () => {
    const breathe = pacer(20, 60);
    const started = performance.now();
    let worked = 0;
    while (performance.now() - started < 400) {
      work(5);
      worked += 5;
      await breathe();
    }
    // 400 ms at a quarter of the time at work: about 100 ms (a slice may overrun by one 5 ms step).
    expect(worked).toBeLessThanOrEqual(400 / 4 + 5 * 5);
    expect(worked).toBeGreaterThanOrEqual(40);
  });

  test('work shorter than a slice never waits', async () => {
    const breathe = pacer(1000, 1000);
    const started = performance.now();
    for (let i = 0; i < 100; i++) await breathe();
    expect(performance.now() - started).toBeLessThan(500);
  });

  test('callers that arrive while it rests wait for the same rest', async () => {
    const breathe = pacer(0, 50);
    const started = performance.now();
    await Promise.all([breathe(), breathe(), breathe()]);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(140);
  });
});
