/**
 * Keeps a backup to a share of the machine, so the product it copies keeps serving at its pace: after each
 * `workMs` of work, the backup rests `restMs` (files already being copied finish meanwhile). Lowering the
 * process's priority alone was not enough: on 2 cores a backup at the lowest priority still cut the species page's
 * requests/s under wrk by about 20% (the cores' shared caches and the kernel's writes do not follow priorities);
 * paced, it left them within the measurement's noise (npm run bench:backup).
 */
export function pacer(workMs: number, restMs: number, clock: PaceClock = WALL_CLOCK): () => Promise<void> {
  let sliceStarted = clock.now();
  let resting: Promise<void> | null = null;
  return () => {
    if (resting) return resting;
    if (clock.now() - sliceStarted < workMs) return Promise.resolve();
    resting = clock.sleep(restMs).then(() => {
      resting = null;
      sliceStarted = clock.now();
    });
    return resting;
  };
}

/** The time a pacer reads and waits on: the wall clock, or a test's. */
export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const WALL_CLOCK: PaceClock = { now: () => performance.now(), sleep: (ms) => Bun.sleep(ms) };
