/**
 * Where Discover's full-text search finds its Pagefind index, and what to add to it or take from it: the
 * folder of the main index (the build's own, or the index of recent pages when the build has no species
 * page, since Pagefind cannot open an index without pages), the folder of a small index of pages published
 * since the last build, and the slugs withdrawn since then.
 */
export interface SearchState {
  index: string;
  recent: string | null;
  removed: string[];
}

export const BUILT_INDEX = '/pagefind/';
export const emptySearchState: SearchState = { index: BUILT_INDEX, recent: null, removed: [] };
