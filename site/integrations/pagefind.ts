import type { AstroIntegration } from 'astro';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSearchIndex } from '../src/catalogue/search-index';

/** After every build, a Pagefind index of the species pages at /pagefind/ (Discover's offline full-text search). */
export function pagefindIndex(): AstroIntegration {
  return {
    name: 'reefid:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const pages = await writeSearchIndex({ dir: site }, join(site, 'pagefind'));
        logger.info(`Pagefind indexed ${pages} species pages`);
      },
    },
  };
}
