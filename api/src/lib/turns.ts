/**
 * Long work on the event loop comes in slices, each followed by a turn of the loop, so that other requests are
 * answered meanwhile. SQLite answers without a turn: a loop of queries or of parsing holds every request until it ends.
 */

/** The longest a slice works before it lets other requests run. */
export const SLICE_MS = 5;

/** One turn of the event loop: what was waiting (a request, a timer) runs first. */
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
