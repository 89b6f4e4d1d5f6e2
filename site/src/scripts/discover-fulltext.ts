import { PARTS_MANIFEST, type PartsManifest } from '@catalogue/search/search-parts';
import { emptySearchState, type SearchState } from '@catalogue/search/search-state';

/** The part of Pagefind's browser API that Discover uses. */
interface Pagefind {
  destroy(): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
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
  /** The main index's parts after the first (none when it is in one part), its router, and what is merged. */
  parts: PartsManifest & { base: string };
  merged: Set<string>;
  /** The last merge asked for: merges run one after another. */
  merging: Promise<void>;
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindPage>;
}
let engine: Promise<Engine> | undefined;

const slugOf = (url: string) => decodeURIComponent(url.replace(/^\/species\//, '').replace(/\/$/, ''));
const ONE_PART: PartsManifest = { parts: [], router: '', routes: {} };

/** The manifest of the index's parts (search-parts.ts); none when it is in one part. */
async function indexParts(index: string): Promise<PartsManifest> {
  const response = await fetch(`${index}${PARTS_MANIFEST}`).catch(() => null);
  return response?.ok ? ((await response.json()) as PartsManifest) : ONE_PART;
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
    const [pagefind, parts] = await Promise.all([import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>, indexParts(state.index)]);
    // One search at a time needs no worker thread: one file less to download.
    await pagefind.options({ basePath: state.index, noWorker: true, excerptLength: 24 });
    if (state.recent) await pagefind.mergeIndex(state.recent);
    return { pagefind, removed: new Set(state.removed), parts: { ...parts, base: state.index }, merged: new Set<string>(), merging: Promise.resolve() };
  })();
  return engine;
}

/** Merges a folder of the main index (a part or the router) once. */
function merge(loaded: Engine, folder: string): Promise<void> {
  loaded.merging = loaded.merging.then(async () => {
    if (loaded.merged.has(folder)) return;
    loaded.merged.add(folder);
    await loaded.pagefind.mergeIndex(`${loaded.parts.base}${folder}`);
  });
  return loaded.merging;
}

/**
 * What to merge when the loaded parts found too few pages: the router first, then the parts it names for this
 * search (`routed`, part numbers), in order. An index written before the router had none: its parts in order.
 */
function nextFolder({ parts, merged }: Engine, routed: number[]): string | undefined {
  if (!parts.router) return parts.parts.find((folder) => !merged.has(folder));
  if (!merged.has(parts.router)) return parts.router;
  return routed.map((part) => parts.parts[part - 1]).find((folder) => folder && !merged.has(folder));
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
 * Searches the parts loaded; while they hold fewer pages than are shown, merges the router, then the next part
 * it names, and searches again (Pagefind keeps what it loaded: each round downloads only the new files).
 */
async function searchLoaded(term: string): Promise<PagefindPage[]> {
  const loaded = await loadEngine();
  let found = await searchParts(loaded, term);
  for (let folder = nextFolder(loaded, found.routed); found.pages.length < MAX_RESULTS && folder; folder = nextFolder(loaded, found.routed)) {
    try {
      await merge(loaded, folder);
    } catch {
      // A part that cannot be loaded (offline, not fetched before): what the loaded parts found is the answer.
      // Pagefind keeps the failed part, so the next search starts again.
      await resetEngine();
      return found.pages;
    }
    found = await searchParts(loaded, term);
  }
  return found.pages;
}

/** The pages found, best first, and the parts the router says hold every word (once it is merged). */
async function searchParts({ pagefind, removed, parts }: Engine, term: string): Promise<{ pages: PagefindPage[]; routed: number[] }> {
  const results = ((await pagefind.search(term))?.results ?? []) as PagefindResult[];
  const routed = results.map((result) => parts.routes[result.id]).filter((part) => part !== undefined);
  const pages: PagefindPage[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    if (pages.length === MAX_RESULTS) break;
    if (parts.routes[result.id] !== undefined) continue; // a router page: its fragment is never read
    const page = await result.data();
    const slug = slugOf(page.url);
    if (removed.has(slug) || seen.has(slug)) continue;
    seen.add(slug);
    pages.push(page);
  }
  return { pages, routed: routed.sort((a, b) => a - b) };
}
