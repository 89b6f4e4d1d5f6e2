/// <reference lib="webworker" />
import { Database } from 'bun:sqlite';

/**
 * Runs `VACUUM INTO` off the main thread: it can take seconds on a large database, and the server's event loop
 * (its pages, its API) must keep answering meanwhile. Its own read connection sees one consistent state.
 */
declare const self: Worker;
self.onmessage = (event: MessageEvent<{ path: string; target: string }>) => {
  const { path, target } = event.data;
  try {
    const source = new Database(path, { readonly: true });
    try {
      source.exec('PRAGMA busy_timeout = 5000');
      source.query('VACUUM INTO ?').run(target);
    } finally {
      source.close();
    }
    self.postMessage({ ok: true });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
