import type { AstroIntegration } from 'astro';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStaticSlug } from '../src/catalogue/catalogue';
import { searchRecord, writeSearchIndex } from '../src/catalogue/search-index';
import { loadCatalogue } from '../src/catalogue/snapshot';

/** After every build, a Pagefind index of the built species pages at /pagefind/ (Discover's offline full-text search). */
export function pagefindIndex(): AstroIntegration {
  return {
    name: 'reefid:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const entries = (await loadCatalogue()).entries.filter((entry) => isStaticSlug(entry.slug));
        await writeSearchIndex(entries.map(searchRecord), join(fileURLToPath(dir), 'pagefind'));
        logger.info(`Pagefind indexed ${entries.length} species pages`);
      },
    },
  };
}
