/**
 * Keeps a backup to a share of the machine, so the product it copies keeps serving at its pace: after each
 * `workMs` of work, the backup rests `restMs` (files already being copied finish meanwhile). Lowering the
 * process's priority alone was not enough: on 2 cores a backup at the lowest priority still cut the species page's
 * requests/s under wrk by about 20% (the cores' shared caches and the kernel's writes do not follow priorities);
 * paced, it left them within the measurement's noise (npm run bench:backup).
 */
export function pacer(workMs: number, restMs: number): () => Promise<void> {
  let sliceStarted = performance.now();
  let resting: Promise<void> | null = null;
  return () => {
    if (resting) return resting;
    if (performance.now() - sliceStarted < workMs) return Promise.resolve();
    resting = Bun.sleep(restMs).then(() => {
      resting = null;
      sliceStarted = performance.now();
    });
    return resting;
  };
}
