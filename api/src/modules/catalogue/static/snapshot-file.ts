import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { isStaticSlug, type SpeciesPage } from '@catalogue/model/catalogue';
import { snapshotLine } from '@catalogue/model/snapshot';
import { hash } from './renderer';

/** What a full build will contain, known once its snapshot is written. */
export interface SnapshotWritten {
  /** slug -> page digest of every species page with a static file (pageDigest: the hash of its JSON). */
  pages: Record<string, string>;
  /** Every page of the snapshot, with a static file or not. */
  count: number;
}

/** Lines are gathered up to this many characters before each write: few system calls, little held. */
const WRITE_CHUNK = 1 << 20;

/**
 * Writes the snapshot of a full build (catalogue/model/snapshot.ts) page by page, through a temporary file and a
 * rename, and returns each page's digest on the way: the JSON of one page at a time, never of the whole catalogue.
 */
export function writeSnapshot(path: string, pages: Iterable<SpeciesPage>): SnapshotWritten {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  const digests: Record<string, string> = {};
  let count = 0;
  try {
    let chunk = '';
    for (const page of pages) {
      const line = snapshotLine(page);
      // The digest of JSON.stringify(page), as pageDigest computes it: the line without its newline.
      if (isStaticSlug(page.slug)) digests[page.slug] = hash(line.slice(0, -1));
      count++;
      chunk += line;
      if (chunk.length >= WRITE_CHUNK) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    if (chunk) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  return { pages: digests, count };
}
