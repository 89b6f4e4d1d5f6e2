import * as pagefind from 'pagefind';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactSearchIndex } from './search-index-compact';
import { PAGES_PER_PART, partCount, partFolder, partOf, PARTS_MANIFEST, ROUTER_FOLDER, type PartsManifest } from './search-parts';
import type { SearchRecord } from './search-record';
import { routerRecords, routesOf } from './search-router';

export { searchRecord, type SearchRecord } from './search-record';

function check(step: string, errors: string[]): void {
  if (errors.length) throw new Error(`Failed to run Pagefind: ${step}`, { cause: new Error(errors.join('; ')) });
}

/** What a merged index is read for: its entry, page list, chunks and fragments (the script and WebAssembly come from part 0). */
const MERGED_INDEX_FILE = /^(pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta(\.br)?|index|fragment)$/;

type PagefindRecord = Omit<SearchRecord, 'slug'>;

/** One Pagefind index of the records in outputPath; a merged one keeps only what a merge reads. */
async function writeIndex(records: PagefindRecord[], outputPath: string, merged: boolean): Promise<void> {
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  check('create index', created.errors);
  const index = created.index!;
  try {
    for (const record of records) check(`index ${record.url}`, (await index.addCustomRecord(record)).errors);
    check('write the index', (await index.writeFiles({ outputPath })).errors);
  } finally {
    await index.deleteIndex();
  }
  if (merged) for (const name of readdirSync(outputPath)) if (!MERGED_INDEX_FILE.test(name)) rmSync(join(outputPath, name), { recursive: true });
  await compactSearchIndex(outputPath);
}

/**
 * Writes a Pagefind index of the given records to outputPath (a folder served as /pagefind/ or a recent index),
 * in parts with their router when they are many (search-parts.ts). SEARCH_PAGES_PER_PART makes smaller parts,
 * so that the browser tests can split a small catalogue.
 */
export async function writeSearchIndex(
  records: SearchRecord[],
  outputPath: string,
  { pagesPerPart = Number(process.env.SEARCH_PAGES_PER_PART) || PAGES_PER_PART } = {},
): Promise<void> {
  const count = partCount(records.length, pagesPerPart);
  const parts = Array.from({ length: count }, (): SearchRecord[] => []);
  for (const record of records) parts[partOf(record.slug, count)]!.push(record);
  try {
    // One part at a time: Pagefind holds a whole index in memory until it is written.
    for (const [part, partRecords] of parts.entries()) {
      await writeIndex(partRecords.map(({ slug: _, ...record }) => record), join(outputPath, partFolder(part)), part > 0);
    }
    if (count > 1) await writeIndex(routerRecords(parts), join(outputPath, ROUTER_FOLDER), true);
  } finally {
    await pagefind.close();
  }
  // An index in one part says so too: a browser that asks for the manifest gets no 404 (an error in its console).
  const manifest: PartsManifest =
    count === 1
      ? { parts: [], router: '', routes: {} }
      : { parts: parts.slice(1).map((_, i) => partFolder(i + 1)), router: ROUTER_FOLDER, routes: routesOf(join(outputPath, ROUTER_FOLDER)) };
  writeFileSync(join(outputPath, PARTS_MANIFEST), JSON.stringify(manifest));
}
