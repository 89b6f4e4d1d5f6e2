import type { Catalogue } from '@catalogue/model/catalogue';
import type { View } from './refresh';

/** A CDN that does not answer within this long is logged and left: its cached copies expire by themselves. */
const PURGE_TIMEOUT_MS = 5_000;

/** The lists every publish or unpublish can change, besides the species pages themselves. */
const LIST_PATHS = ['/', '/discover', '/discover/catalogue.json'];

/** The paths a srcset names ("/uploads/thumbs/a-240.avif 240w, /uploads/thumbs/a-480.avif 480w"). */
const srcsetPaths = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!);

/**
 * The /uploads/ paths of every published photo: the web copy of each photo of the sighting and its card's thumbnails, each also under
 * the /public/uploads/ alias that answers the same. These are served `immutable` for a year. The high-resolution
 * copy is never public (`private, no-store`, decision 079), so no shared cache holds it.
 */
export function photoPaths(catalogue: Catalogue): Set<string> {
  const paths = new Set<string>();
  for (const page of catalogue.entries) {
    for (const photo of page.photos) {
      const thumbnail = photo.thumbnail;
      const named = [photo.imageUrl, ...photo.photos.map((each) => each.imageUrl), thumbnail?.src, ...(thumbnail ? [...srcsetPaths(thumbnail.avif), ...srcsetPaths(thumbnail.webp)] : [])];
      for (const path of named) if (path?.startsWith('/uploads/')) paths.add(path).add(`/public${path}`);
    }
  }
  return paths;
}

/**
 * The public paths whose content differs between two views of the catalogue: every species page added, removed or
 * rewritten, the lists, Discover's search files and the sitemap files that changed (the index and the file holding
 * each page), and the photos that left the catalogue (unpublished,
 * consent withdrawn, trashed or deleted: a CDN must not go on serving them). Content-named files (a build's assets,
 * Pagefind's fragments, a photo that is published) never need a purge: a change gives them a new name.
 */
export function changedPaths(before: View, after: View): string[] {
  const slugs = new Set([...before.digests.keys(), ...after.digests.keys()]);
  const pages = [...slugs].filter((slug) => before.digests.get(slug) !== after.digests.get(slug)).map((slug) => `/species/${slug}`);
  const withdrawn = [...before.photos].filter((path) => !after.photos.has(path)).sort();
  if (pages.length === 0) return withdrawn;
  const changedFiles = (of: (view: View) => Map<string, string>) => {
    const files = new Set([...of(before).keys(), ...of(after).keys()]);
    return [...files].filter((file) => of(before).get(file) !== of(after).get(file)).map((file) => `/${file}`).sort();
  };
  const search = changedFiles((view) => view.searchFiles);
  const sitemap = changedFiles((view) => view.sitemapFiles);
  return [...pages.sort(), ...LIST_PATHS, ...search, ...sitemap, ...withdrawn];
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
