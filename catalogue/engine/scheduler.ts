/**
 * Debounced, coalesced full rebuilds: requests within `debounceMs` of each other make one rebuild, a burst
 * never waits longer than `maxWaitMs`, and requests during a rebuild make exactly one more afterwards.
 * So 50 publishes in a burst cause one rebuild, or two when a rebuild was already running.
 */
export class RebuildScheduler {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private firstRequestAt: number | undefined;
  private running: Promise<void> | undefined;
  private requestedWhileRunning = false;
  private stopped = false;
  runs = 0;

  constructor(
    private readonly rebuild: () => Promise<void>,
    private readonly options: { debounceMs: number; maxWaitMs: number },
  ) {}

  request(): void {
    if (this.stopped) return;
    if (this.running) {
      this.requestedWhileRunning = true;
      return;
    }
    const now = Date.now();
    this.firstRequestAt ??= now;
    const delay = Math.max(0, Math.min(this.options.debounceMs, this.firstRequestAt + this.options.maxWaitMs - now));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.start(), delay);
  }

  private start(): void {
    this.timer = undefined;
    this.firstRequestAt = undefined;
    this.runs += 1;
    // The rebuild reports its own failures; the scheduler only keeps going.
    this.running = this.rebuild()
      .catch(() => {})
      .finally(() => {
        this.running = undefined;
        if (this.requestedWhileRunning) {
          this.requestedWhileRunning = false;
          this.request();
        }
      });
  }

  /** Resolves once nothing is scheduled or running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.timer || this.running) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** No new rebuilds; a running one finishes (its folder is complete or removed). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
