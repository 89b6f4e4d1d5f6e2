import { fnv } from '../model/fnv';

/**
 * A large catalogue's Pagefind index is written in parts of at most PAGES_PER_PART species pages, each page in
 * the part its slug's hash picks. A first search downloads one part's page list and the chunks of its words,
 * both of which grow with the pages indexed, and merges further parts only while it has found fewer pages
 * than it shows: the parts the router names (decision 104). Part 0 is the index folder itself; the others and
 * the router are folders inside it, named in its manifest. Read by the build and by the browser: no Node modules.
 */
export const PAGES_PER_PART = 8000;

/** The manifest in the index folder; absent for an index in one part. */
export const PARTS_MANIFEST = 'search-parts.json';
export interface PartsManifest {
  /** The folders of parts 1 and up: "part-1/", ... */
  parts: string[];
  /** The router's folder: a Pagefind index of one page per part, holding every word of the part once. */
  router: string;
  /** The router's page ids (a search result's `id`) and the part each stands for. */
  routes: Record<string, number>;
}
export const ROUTER_FOLDER = 'router/';
/** A router page's address: never shown, only read back by the build (search-router.ts). */
export const routeUrl = (part: number) => `/~search-part/${part}/`;

export const partCount = (pages: number, pagesPerPart = PAGES_PER_PART) => Math.max(1, Math.ceil(pages / pagesPerPart));
export const partFolder = (part: number) => (part === 0 ? '' : `part-${part}/`);

/** The part a species page is indexed in: FNV-1a of its slug, so that every part is a fair sample of the catalogue. */
export function partOf(slug: string, parts: number): number {
  return fnv(slug) % parts;
}
