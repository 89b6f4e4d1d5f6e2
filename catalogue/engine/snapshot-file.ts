import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SpeciesPage } from '@catalogue/model/catalogue';
import { nextTurn } from '../../api/src/lib/turns';

/** What a full build will contain, known once its snapshot is written. */
export interface SnapshotWritten {
  /** Every page of the snapshot, with a static file or not. */
  count: number;
}

/** Lines are gathered up to this many characters before each write: few system calls, little held. */
const WRITE_CHUNK = 1 << 20;
const GC_EVERY_CHUNKS = 256;

/**
 * Writes the snapshot of a full build (catalogue/model/snapshot.ts: one page's JSON per line) page by page, through
 * a temporary file and a rename: the JSON of one page at a time, never of the whole catalogue; `each` sees every page
 * with its JSON (a page's digest is the hash of it). The pages may come in any order and from any source (a batched
 * read serves as well). Asynchronous so that the server answers requests while it writes. A failure leaves no file.
 */
export async function writeSnapshot(
  path: string,
  pages: Iterable<SpeciesPage> | AsyncIterable<SpeciesPage>,
  each?: (page: SpeciesPage, json: string) => void,
): Promise<SnapshotWritten> {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  let count = 0;
  let written = false;
  try {
    let chunk = '';
    let chunks = 0;
    for await (const page of pages) {
      const json = JSON.stringify(page);
      each?.(page, json);
      count++;
      chunk += `${json}\n`;
      if (chunk.length >= WRITE_CHUNK) {
        writeSync(fd, chunk);
        chunk = '';
        // The server writes the snapshot: requests are answered between two chunks.
        await nextTurn();
        // The pages' JSON is garbage once written, but the collector let it pile up: at 100,000 pages the writer's
        // process peaked at 4.7 GB with the catalogue it writes at 2.3 GB, and at 2.1 GB with a collection every 256 MB.
        if (++chunks % GC_EVERY_CHUNKS === 0) Bun.gc(true);
      }
    }
    if (chunk) writeSync(fd, chunk);
    written = true;
  } finally {
    closeSync(fd);
    if (!written) rmSync(temporary, { force: true });
  }
  renameSync(temporary, path);
  return { count };
}
