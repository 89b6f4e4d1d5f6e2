import { emptySearchState, type SearchState } from '@catalogue/search/search-state';

/** The part of Pagefind's browser API that Discover uses. */
interface Pagefind {
  destroy(): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string): Promise<void>;
  search(term: string): Promise<{ results: Array<{ data(): Promise<PagefindPage> }> } | null>;
}
export interface PagefindPage {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

/** Each result shown costs one fragment download (about 1 KB). */
const MAX_RESULTS = 5;
const PAGEFIND_URL = '/pagefind/pagefind.js';
let engine: Promise<{ pagefind: Pagefind; removed: Set<string> }> | undefined;

const slugOf = (url: string) => decodeURIComponent(url.replace(/^\/species\//, '').replace(/\/$/, ''));

/**
 * Pagefind over the static species pages: the built index plus the small index of pages published since,
 * without the slugs withdrawn since (see SearchState). Only static files are read, so search works with the API down.
 */
function loadEngine() {
  engine ??= (async () => {
    const state: SearchState = await fetch('/discover/search-state.json', { cache: 'no-store' })
      .then((response) => response.json())
      .catch(() => emptySearchState);
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind;
    // One search at a time needs no worker thread: one file less to download.
    await pagefind.options({ basePath: state.index, noWorker: true, excerptLength: 24 });
    if (state.recent) await pagefind.mergeIndex(state.recent);
    return { pagefind, removed: new Set(state.removed) };
  })();
  return engine;
}

/** Forgets the loaded index, so that the next search starts again from the current search state. */
async function resetEngine(): Promise<void> {
  engine = undefined;
  await ((await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind).destroy().catch(() => {});
}

/**
 * Species pages whose text mentions the term, best first, one entry per page. When the catalogue was
 * rebuilt since the index was loaded, a file it names can be gone: the search then starts once more from
 * the current search state.
 */
export async function searchSpeciesPages(term: string): Promise<PagefindPage[]> {
  try {
    return await searchLoaded(term);
  } catch {
    await resetEngine();
    return searchLoaded(term);
  }
}

async function searchLoaded(term: string): Promise<PagefindPage[]> {
  const { pagefind, removed } = await loadEngine();
  const search = await pagefind.search(term);
  const pages: PagefindPage[] = [];
  const seen = new Set<string>();
  for (const result of search?.results ?? []) {
    if (pages.length === MAX_RESULTS) break;
    const page = await result.data();
    const slug = slugOf(page.url);
    if (removed.has(slug) || seen.has(slug)) continue;
    seen.add(slug);
    pages.push(page);
  }
  return pages;
}
