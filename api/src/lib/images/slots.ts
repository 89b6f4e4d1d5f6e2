/** How many images may be decoded at once: one per core keeps memory bounded and the server responsive. */
const SLOTS = Math.max(1, navigator.hardwareConcurrency || 2);

let busy = 0;
const waiting: Array<() => void> = [];

export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }
}
