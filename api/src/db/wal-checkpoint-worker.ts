/// <reference lib="webworker" />
/** The worker of wal-checkpoints.ts: a connection of its own to the SQLite file, checkpointing on a timer. */
import { Database } from 'bun:sqlite';

declare const self: Worker;

self.onmessage = (event: MessageEvent<{ path: string; everyMs: number }>) => {
  const { path, everyMs } = event.data;
  const sqlite = new Database(path);
  sqlite.exec('PRAGMA busy_timeout = 5000');
  let lastCopied = 0;
  setInterval(() => {
    try {
      // [busy, frames in the log, frames copied into the file]: told only when something more was copied.
      const [busy, logFrames, copied] = Object.values(sqlite.query('PRAGMA wal_checkpoint(PASSIVE)').get() as Record<string, number>);
      if (!busy && copied! > 0 && copied !== lastCopied) self.postMessage({ logFrames, copied });
      lastCopied = copied!;
    } catch {
      // The file busy or closing: the next turn tries again.
    }
  }, everyMs);
};
