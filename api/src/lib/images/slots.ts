/** How many images may be decoded at once: one per core keeps memory bounded and the server responsive. */
const SLOTS = Math.max(1, navigator.hardwareConcurrency || 2);

let busy = 0;
const waiting: Array<() => void> = [];

/** Waits for a free slot; call the returned function exactly once to give it back. */
export async function takeImageSlot(): Promise<() => void> {
  if (busy < SLOTS) busy++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next(); // the slot passes straight to the next upload
    else busy--;
  };
}
