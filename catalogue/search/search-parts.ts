/**
 * A large catalogue's Pagefind index is written in parts of at most PAGES_PER_PART species pages, each page in
 * the part its slug's hash picks. A first search downloads one part's page list and the chunks of its words,
 * both of which grow with the pages indexed, and merges further parts only while it has found fewer pages
 * than it shows (decision 104). Part 0 is the index folder itself; the others are folders inside it, named in
 * its manifest. Read by the build and by the browser: no Node modules.
 */
export const PAGES_PER_PART = 8000;

/** The manifest in the index folder: { parts: ["part-1/", ...] }, the folders of parts 1 and up. Absent for one part. */
export const PARTS_MANIFEST = 'search-parts.json';
export interface PartsManifest {
  parts: string[];
}

export const partCount = (pages: number, pagesPerPart = PAGES_PER_PART) => Math.max(1, Math.ceil(pages / pagesPerPart));
export const partFolder = (part: number) => (part === 0 ? '' : `part-${part}/`);

/** The part a species page is indexed in: FNV-1a of its slug, so that every part is a fair sample of the catalogue. */
export function partOf(slug: string, parts: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % parts;
}
