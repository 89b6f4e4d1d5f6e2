import * as pagefind from 'pagefind';
import { pageName, speciesPath, type SpeciesPage } from '../model/catalogue';
import { compactSearchIndex } from './search-index-compact';

/**
 * One search record per species page, made from the page's data rather than its HTML: the featured identification's four text sections
 * readers search (description, distribution, habitat, features). Names are left out: Discover's instant search
 * already matches them, and fewer words per page keep the index a visitor downloads small. The page's markup
 * can change without touching search.
 */
export interface SearchRecord {
  url: string;
  content: string;
  language: 'en';
  meta: { title: string };
}

export function searchRecord(page: SpeciesPage): SearchRecord {
  const { description, distribution, habitat, features } = page.featured;
  return {
    url: `${speciesPath(page.slug)}/`,
    content: [description, distribution, habitat, features].filter((text) => text?.trim()).join('\n'),
    language: 'en',
    meta: { title: pageName(page) },
  };
}

function check(step: string, errors: string[]): void {
  if (errors.length) throw new Error(`Failed to run Pagefind: ${step}`, { cause: new Error(errors.join('; ')) });
}

/** Writes a Pagefind index of the given records to outputPath (a folder served as /pagefind/ or a recent index). */
export async function writeSearchIndex(records: SearchRecord[], outputPath: string): Promise<void> {
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  check('create index', created.errors);
  const index = created.index!;
  try {
    for (const record of records) check(`index ${record.url}`, (await index.addCustomRecord(record)).errors);
    check('write the index', (await index.writeFiles({ outputPath })).errors);
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
  await compactSearchIndex(outputPath);
}
