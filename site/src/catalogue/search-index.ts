import * as pagefind from 'pagefind';

/** Which parts of a species page Pagefind reads: the article marked data-pagefind-body. */
const INDEX_CONFIG = { forceLanguage: 'en' };

/** Species pages of a built site folder, as Pagefind should find them. */
export const SPECIES_PAGES_GLOB = 'species/*/index.html';

export interface PageToIndex {
  /** e.g. /species/clownfish-12/ */
  url: string;
  html: string;
}

function check(step: string, errors: string[]): void {
  if (errors.length) throw new Error(`Failed to run Pagefind: ${step}`, { cause: new Error(errors.join('; ')) });
}

/**
 * Writes a Pagefind index of the given species pages (a built folder, or pages in memory) to outputPath.
 * Returns how many pages were indexed.
 */
export async function writeSearchIndex(source: { dir: string } | { pages: PageToIndex[] }, outputPath: string): Promise<number> {
  const created = await pagefind.createIndex(INDEX_CONFIG);
  check('create index', created.errors);
  const index = created.index!;
  try {
    let count = 0;
    if ('dir' in source) {
      const added = await index.addDirectory({ path: source.dir, glob: SPECIES_PAGES_GLOB });
      check('index the species pages', added.errors);
      count = added.page_count;
    } else {
      for (const page of source.pages) {
        const added = await index.addHTMLFile({ url: page.url, content: page.html });
        check(`index ${page.url}`, added.errors);
        count += 1;
      }
    }
    check('write the index', (await index.writeFiles({ outputPath })).errors);
    return count;
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
