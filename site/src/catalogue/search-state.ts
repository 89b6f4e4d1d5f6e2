/**
 * What Discover's full-text search must add to or take from the built Pagefind index: the folder of a
 * small index of pages published since the last build, and the slugs withdrawn since then.
 */
export interface SearchState {
  recent: string | null;
  removed: string[];
}

export const emptySearchState: SearchState = { recent: null, removed: [] };
