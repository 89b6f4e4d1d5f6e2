import type { SearchState } from '../catalogue/search-state';

/** The part of Pagefind's browser API that Discover uses. */
interface Pagefind {
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
let engine: Promise<{ pagefind: Pagefind; removed: Set<string> }> | undefined;

const slugOf = (url: string) => decodeURIComponent(url.replace(/^\/species\//, '').replace(/\/$/, ''));

/**
 * Pagefind over the static species pages: the built index plus the small index of pages published since,
 * without the slugs withdrawn since. Only static files are read, so search works with the API down.
 */
function loadEngine() {
  engine ??= (async () => {
    const state: SearchState = await fetch('/discover/search-state.json', { cache: 'no-store' })
      .then((response) => response.json())
      .catch(() => ({ recent: null, removed: [] }));
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    // One search at a time needs no worker thread: one file less to download.
    await pagefind.options({ noWorker: true, excerptLength: 24 });
    if (state.recent) await pagefind.mergeIndex(state.recent);
    return { pagefind, removed: new Set(state.removed) };
  })();
  return engine;
}

/** Species pages whose text mentions the term, best first, one entry per page. */
export async function searchSpeciesPages(term: string): Promise<PagefindPage[]> {
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
