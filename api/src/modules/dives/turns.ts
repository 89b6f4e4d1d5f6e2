/**
 * An import's work on the event loop comes in slices of a few milliseconds, each followed by a turn of the loop:
 * while 1,000 dives are written, /healthz and the site's pages keep answering within 100 ms.
 */

/** The longest an import works before it lets other requests run. */
export const SLICE_MS = 5;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A function to call between pieces of work: it lets the event loop turn once `SLICE_MS` have gone by since the last turn. */
export function slices(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await nextTurn();
    since = performance.now();
  };
}
