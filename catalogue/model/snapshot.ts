import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Catalogue, type SpeciesPage } from './catalogue';

/**
 * The catalogue snapshot a full build renders: one species page per line as JSON (NDJSON), written by the server
 * page by page before each rebuild (or by a fixture). One line per page lets the writer and the reader stream it:
 * at 100,000 pages the whole as one JSON text is some 940 MB, held at once on each side.
 */

/** The pages of a snapshot one at a time, in the order they were written. */
export async function* readSnapshot(path: string): AsyncGenerator<SpeciesPage> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number++;
    if (!line) continue;
    try {
      yield JSON.parse(line) as SpeciesPage;
    } catch (cause) {
      throw new Error(`The catalogue snapshot ${path} is broken at line ${number}`, { cause });
    }
  }
}

/**
 * The whole catalogue of the snapshot named by CATALOGUE_SNAPSHOT, for Astro's own lists (Discover, the home
 * page's strip, the sitemap); an empty catalogue when the variable is unset, as in the server's full builds, where
 * Astro makes the templates and fixed pages only and the species pages, Discover and the sitemap are written from the
 * snapshot as a stream (catalogue/engine/full-build.ts). Species pages have one renderer, the engine's
 * (renderSpeciesPage): Astro makes none.
 */
let loaded: Promise<Catalogue> | undefined;

export function loadCatalogue(path = process.env.CATALOGUE_SNAPSHOT): Promise<Catalogue> {
  loaded ??= (async () => {
    if (!path) return new Catalogue([]);
    const pages: SpeciesPage[] = [];
    try {
      for await (const page of readSnapshot(path)) pages.push(page);
    } catch (cause) {
      throw new Error(`Failed to read the catalogue snapshot ${path}`, { cause });
    }
    return new Catalogue(pages);
  })();
  return loaded;
}
