/**
 * A SQLite file's write-ahead log is copied back into the file (checkpointed) on a worker thread of its own, never
 * on the event loop (decision 116). Left to SQLite, the commit that grows the log past 1,000 pages does it: 20 to
 * 90 ms of copying and syncing that held every other request, at the commit of a dive-log import. The worker holds
 * its own connection and checkpoints once a second (PASSIVE: it waits for no reader or writer); the event loop's
 * connection never does, until it closes.
 */
import type { Database } from 'bun:sqlite';

/** How often the worker copies the log back. Between two, the log holds at most what a second's writes add. */
export const CHECKPOINT_EVERY_MS = 1000;

/** A checkpoint that copied something: the log's frames, and how many of them are now in the file. */
export interface Checkpointed {
  logFrames: number;
  copied: number;
}

export interface WalCheckpoints {
  /** The next checkpoint that copies frames into the file. */
  next(): Promise<Checkpointed>;
  stop(): Promise<void>;
}

/** Starts the checkpoints of the SQLite file at `path`, whose event-loop connection is `sqlite`. */
export function checkpointOffTheEventLoop(sqlite: Database, path: string): WalCheckpoints {
  sqlite.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./wal-checkpoint-worker.ts', import.meta.url).href);
  // The checkpoints never keep a process alive: it ends when its work does.
  (worker as unknown as Bun.Worker).unref();
  let waiting: Array<(done: Checkpointed) => void> = [];
  worker.onmessage = (event: MessageEvent<Checkpointed>) => {
    for (const resolve of waiting.splice(0)) resolve(event.data);
  };
  worker.postMessage({ path, everyMs: CHECKPOINT_EVERY_MS });
  return {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    async stop() {
      waiting = [];
      await worker.terminate();
    },
  };
}
