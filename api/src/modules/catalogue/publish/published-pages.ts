import { listDistinctPageSlugs, pageSlugsOfIdentifications } from './repo';
import { ensureSpeciesPages, movedPageSlug, readSpeciesPages } from './service';
import { thumbnailUrls } from './thumbnails';

/**
 * What the catalogue engine (catalogue/engine) reads of what is public: the species pages by slug (or every slug),
 * the page each identification is on, where a page moved, and the thumbnails a page's photos have.
 */
export const publishedPages = {
  /** Makes the pages of published taxa that have none yet (at start, before the first read). */
  ensureSpeciesPages,
  readSpeciesPages,
  listDistinctPageSlugs,
  pageSlugsOfIdentifications,
  movedPageSlug,
  thumbnailUrls,
};
