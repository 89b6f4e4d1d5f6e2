import type { AstroIntegration } from 'astro';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStaticSlug } from '@catalogue/model/catalogue';
import { searchRecord, writeSearchIndex } from '@catalogue/search/search-index';
import { loadCatalogue } from '@catalogue/model/snapshot';

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
