import { PARTS_MANIFEST, type PartsManifest } from '@catalogue/search/search-parts';
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
interface Engine {
  pagefind: Pagefind;
  removed: Set<string>;
  /** The folders of the main index's parts not merged yet, in order. */
  unmerged: string[];
  /** The last merge asked for: merges run one after another. */
  merging: Promise<void>;
}
let engine: Promise<Engine> | undefined;

const slugOf = (url: string) => decodeURIComponent(url.replace(/^\/species\//, '').replace(/\/$/, ''));

/** The folders of the index's parts after the first (search-parts.ts); none when it is in one part. */
async function indexParts(index: string): Promise<string[]> {
  const response = await fetch(`${index}${PARTS_MANIFEST}`).catch(() => null);
  if (!response?.ok) return [];
  return ((await response.json()) as PartsManifest).parts.map((part) => `${index}${part}`);
}

/**
 * Pagefind over the static species pages: the first part of the built index plus the small index of pages
 * published since, without the slugs withdrawn since (see SearchState). Only static files are read, so search
 * works with the API down, over whatever parts were loaded.
 */
function loadEngine() {
  engine ??= (async () => {
    const state: SearchState = await fetch('/discover/search-state.json', { cache: 'no-store' })
      .then((response) => response.json())
      .catch(() => emptySearchState);
    const [pagefind, unmerged] = await Promise.all([import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>, indexParts(state.index)]);
    // One search at a time needs no worker thread: one file less to download.
    await pagefind.options({ basePath: state.index, noWorker: true, excerptLength: 24 });
    if (state.recent) await pagefind.mergeIndex(state.recent);
    return { pagefind, removed: new Set(state.removed), unmerged, merging: Promise.resolve() };
  })();
  return engine;
}

/** Merges the next part of the index, if any is left. */
function mergeNextPart(loaded: Engine): Promise<void> {
  loaded.merging = loaded.merging.then(async () => {
    const part = loaded.unmerged.shift();
    if (part) await loaded.pagefind.mergeIndex(part);
  });
  return loaded.merging;
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

/**
 * Searches the parts loaded; while they hold fewer pages than are shown, merges the next part and searches
 * again (Pagefind keeps what it loaded, so each round downloads only the new part's files).
 */
async function searchLoaded(term: string): Promise<PagefindPage[]> {
  const loaded = await loadEngine();
  let pages = await searchParts(loaded, term);
  while (pages.length < MAX_RESULTS && loaded.unmerged.length > 0) {
    try {
      await mergeNextPart(loaded);
    } catch {
      // A part that cannot be loaded (offline, not visited): what the loaded parts found is the answer. Pagefind
      // keeps the failed part, so the next search starts again.
      await resetEngine();
      return pages;
    }
    pages = await searchParts(loaded, term);
  }
  return pages;
}

async function searchParts({ pagefind, removed }: Engine, term: string): Promise<PagefindPage[]> {
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
