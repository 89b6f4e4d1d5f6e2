import { browserCopy, type BrowserCopy } from './browser-copy';
import type { CopyAnswer, CopyRequest } from './copy-worker';
import type { Crop } from './crop';
import { readPhotoWhereAndWhen } from '../maps/where-and-when';

/**
 * Whether copies can be made off the page's thread: a worker with an OffscreenCanvas and createImageBitmap there.
 * Browsers without them (older Safari) make the copy on the page, as before.
 */
export const copiesInWorker = (): boolean =>
  typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function';

let worker: Worker | null = null;
/** Set once the worker failed to start (its script not reachable offline, say): the page makes the copies. */
let workerBroken = false;
const waiting = new Map<number, (answer: CopyAnswer) => void>();
let nextId = 1;

function startWorker(): Worker | null {
  if (worker || workerBroken) return worker;
  try {
    worker = new Worker(new URL('./copy-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<CopyAnswer>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  worker.onerror = () => {
    workerBroken = true;
    worker?.terminate();
    worker = null;
    for (const [id, settle] of waiting) settle({ id, failed: true });
    waiting.clear();
  };
  return worker;
}

function inWorker(request: Omit<CopyRequest, 'id'>): Promise<CopyAnswer> {
  const started = startWorker();
  const id = nextId++;
  if (!started) return Promise.resolve({ id, failed: true });
  return new Promise((settle) => {
    waiting.set(id, settle);
    started.postMessage({ ...request, id } satisfies CopyRequest);
  });
}

/**
 * The copy of a photo to send (browser-copy.ts), made in a worker so the screen stays responsive; on the page's
 * own thread only where the browser has no worker that can draw, or the worker failed. The original's place and
 * date travel in the copy's EXIF.
 */
export async function copyToSend(file: File, maxSide: number, crop: Crop | null): Promise<BrowserCopy> {
  // A JPEG's own EXIF goes into its copy as it is; of any other photo, where and when are read here to be written.
  const said = /^image\/jpe?g$/.test(file.type) ? null : await readPhotoWhereAndWhen(file);
  if (copiesInWorker() && !workerBroken) {
    const answer = await inWorker({ file, maxSide, crop, said });
    if ('copy' in answer) return answer.copy;
  }
  return browserCopy(file, maxSide, crop, said);
}
