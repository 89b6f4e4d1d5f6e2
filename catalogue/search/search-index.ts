import * as pagefind from 'pagefind';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactSearchIndex } from './search-index-compact';
import { PAGES_PER_PART, partCount, partFolder, partOf, PARTS_MANIFEST, type PartsManifest } from './search-parts';
import type { SearchRecord } from './search-record';

export { searchRecord, type SearchRecord } from './search-record';

function check(step: string, errors: string[]): void {
  if (errors.length) throw new Error(`Failed to run Pagefind: ${step}`, { cause: new Error(errors.join('; ')) });
}

async function writePart(records: SearchRecord[], outputPath: string): Promise<void> {
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  check('create index', created.errors);
  const index = created.index!;
  try {
    for (const { slug: _, ...record } of records) check(`index ${record.url}`, (await index.addCustomRecord(record)).errors);
    check('write the index', (await index.writeFiles({ outputPath })).errors);
  } finally {
    await index.deleteIndex();
  }
  await compactSearchIndex(outputPath);
}

/**
 * Writes a Pagefind index of the given records to outputPath (a folder served as /pagefind/ or a recent index),
 * in parts when they are many (search-parts.ts). SEARCH_PAGES_PER_PART makes smaller parts, so that the browser
 * tests can split a small catalogue.
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
    for (const [part, partRecords] of parts.entries()) await writePart(partRecords, join(outputPath, partFolder(part)));
  } finally {
    await pagefind.close();
  }
  if (count > 1) {
    const manifest: PartsManifest = { parts: parts.slice(1).map((_, i) => partFolder(i + 1)) };
    writeFileSync(join(outputPath, PARTS_MANIFEST), JSON.stringify(manifest));
  }
}
