/** A check that took longer than its bound: it counts as failed, whatever it answers later. */
export class TimedOut extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimedOut';
  }
}

/** `work`'s answer, or TimedOut after `ms`: a hung database or bucket never holds up the one asking. */
export function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(ms)), ms);
  });
  return Promise.race([work(), late]).finally(() => clearTimeout(timer));
}

/**
 * One run of `work` at a time: callers that arrive while it runs share its answer. Probes of a hung database thus
 * never pile up, one per /readyz call, while the load balancer keeps asking.
 */
export function shared<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => (running ??= work().finally(() => (running = undefined)));
}
