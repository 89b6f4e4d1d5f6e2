import type { View } from './refresh';

/** A CDN that does not answer within this long is logged and left: its cached copies expire by themselves. */
const PURGE_TIMEOUT_MS = 5_000;

/** The lists every publish or unpublish can change, besides the species pages themselves. */
const LIST_PATHS = ['/', '/discover', '/discover/catalogue.json', '/sitemap.xml'];

/**
 * The public paths whose content differs between two views of the catalogue: every species page added, removed or
 * rewritten, the lists, and Discover's search files that changed. Content-named files (a build's assets, Pagefind's
 * fragments) never need a purge: a change gives them a new name.
 */
export function changedPaths(before: View, after: View): string[] {
  const slugs = new Set([...before.digests.keys(), ...after.digests.keys()]);
  const pages = [...slugs].filter((slug) => before.digests.get(slug) !== after.digests.get(slug)).map((slug) => `/species/${slug}`);
  if (pages.length === 0) return [];
  const files = new Set([...before.searchFiles.keys(), ...after.searchFiles.keys()]);
  const search = [...files].filter((file) => before.searchFiles.get(file) !== after.searchFiles.get(file)).map((file) => `/${file}`);
  return [...pages.sort(), ...LIST_PATHS, ...search.sort()];
}

/**
 * Tells the CDN in front of the catalogue which paths changed (CATALOGUE_PURGE_URL): a POST of
 * `{ "paths": ["/species/chromis-viridis", "/discover", …] }` as JSON. Any 2xx is taken; a failure is logged and
 * never undoes the publish, since the pages are already live here.
 */
export async function purgeCatalogue(url: string, paths: string[], log: Pick<Console, 'info' | 'error'>): Promise<void> {
  if (paths.length === 0) return;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    log.info(`Catalogue purge: ${paths.length} paths sent to the CDN`);
  } catch (error) {
    log.error(`Catalogue purge failed (${paths.length} paths; the CDN's copies expire by themselves):`, error instanceof Error ? error.message : error);
  }
}
