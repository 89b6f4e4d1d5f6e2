import { describe, expect, test } from 'bun:test';
import { RebuildScheduler } from './scheduler';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rebuild scheduling', () => {
  test('50 requests in a burst make one rebuild', async () => {
    let runs = 0;
    const scheduler = new RebuildScheduler(async () => void runs++, { debounceMs: 30, maxWaitMs: 1000 });
    for (let i = 0; i < 50; i++) scheduler.request();
    await scheduler.idle();
    expect(runs).toBe(1);
  });

  test('requests during a rebuild make exactly one more', async () => {
    let runs = 0;
    const scheduler = new RebuildScheduler(
      async () => {
        runs++;
        await sleep(60);
      },
      { debounceMs: 10, maxWaitMs: 1000 },
    );
    scheduler.request();
    await sleep(30); // the first rebuild is running now
    for (let i = 0; i < 50; i++) scheduler.request();
    await scheduler.idle();
    expect(runs).toBe(2);
  });

  test('a steady stream of requests still rebuilds after the longest wait', async () => {
    let runs = 0;
    const scheduler = new RebuildScheduler(async () => void runs++, { debounceMs: 40, maxWaitMs: 100 });
    const started = Date.now();
    while (runs === 0 && Date.now() - started < 1000) {
      scheduler.request();
      await sleep(10);
    }
    expect(Date.now() - started).toBeLessThan(300);
    await scheduler.stop();
  });

  test('a failed rebuild does not stop later ones', async () => {
    let runs = 0;
    const scheduler = new RebuildScheduler(
      async () => {
        runs++;
        throw new Error('boom');
      },
      { debounceMs: 5, maxWaitMs: 100 },
    );
    scheduler.request();
    await scheduler.idle();
    scheduler.request();
    await scheduler.idle();
    expect(runs).toBe(2);
  });
});
