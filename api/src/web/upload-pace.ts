/**
 * How fast an admitted upload's body must arrive. A place in the upload gate is held until the body is read, so a
 * body trickled a byte at a time would hold its places for as long as its sender likes: after a grace period (a
 * phone's slow start), the body must have come at least at the minimum rate, averaged over the time since the
 * grace ended, or it is dropped with 408 and its places given back.
 */
export interface UploadPace {
  graceMs: number;
  minBytesPerSecond: number;
}

/** 50 KB/s after the first 10 s: a 50 MB sighting may take 17 minutes; a slow 3G uplink still keeps up. */
export const UPLOAD_PACE: UploadPace = { graceMs: 10_000, minBytesPerSecond: 50 * 1024 };

export const TOO_SLOW_MESSAGE = 'The photos arrived too slowly. Please try again on a better connection.';

/** What a body that fell behind its pace throws at whoever reads it. */
export class BodyTooSlow extends Error {
  constructor() {
    super(TOO_SLOW_MESSAGE);
    this.name = 'BodyTooSlow';
  }
}

/** An upload's body read at a pace: `body` errors with BodyTooSlow once it falls behind. */
export interface PacedBody {
  body: ReadableStream<Uint8Array>;
  /** Whether the body was dropped for falling behind. */
  fellBehind(): boolean;
  /** Stops watching and lets go of what was not read (the answer was given without it). */
  stop(): void;
}

/**
 * `source` read through a stream that errors when, `graceMs` after it was admitted, fewer bytes have arrived than
 * `minBytesPerSecond` for every second since: the deadline is known from the bytes so far, so one timer waits
 * while a read waits, and nothing runs for a body that keeps up.
 */
export function pacedBody(source: ReadableStream<Uint8Array>, pace: UploadPace): PacedBody {
  const reader = source.getReader();
  const started = performance.now();
  let received = 0;
  let behind = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dueBy = () => started + pace.graceMs + (received / pace.minBytesPerSecond) * 1000;
  const letGo = () => {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  };

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), Math.max(0, dueBy() - performance.now()));
        });
        const next = await Promise.race([reader.read(), late]);
        clearTimeout(timer);
        if (next === null) {
          behind = true;
          letGo();
          controller.error(new BodyTooSlow());
        } else if (next.done) controller.close();
        else {
          received += next.value.byteLength;
          controller.enqueue(next.value);
        }
      },
      cancel: letGo,
    },
    // Read only when the reader asks: the pace is the sender's, not how fast the app reads.
    { highWaterMark: 0 },
  );
  return { body, fellBehind: () => behind, stop: letGo };
}
