import { LANGUAGES, pathIn } from '@rules/languages';

/** A CDN that does not answer within this long is logged and left: its cached copies expire by themselves. */
const PURGE_TIMEOUT_MS = 5_000;

/** The lists every publish or unpublish can change, besides the species pages themselves: home and Discover in every language. */
const LIST_PATHS = LANGUAGES.flatMap((language) => [pathIn(language, '/'), pathIn(language, '/discover')]);

/**
 * The public paths a change made differ: every species page added, removed or rewritten, the lists, Discover's
 * search files and the sitemap files that changed (the index and the file holding each page), and the photos
 * that left the catalogue (unpublished, consent withdrawn, trashed or deleted: a CDN must not go on serving them),
 * each also under the /public/uploads/ alias that answers the same. Photos are served `immutable` for a year;
 * the high-resolution copy is never public (`private, no-store`, decision 079). Content-named files (a build's
 * assets, Pagefind's fragments, a photo that is published) never need a purge: a change gives them a new name.
 */
export function changedPaths(
  pages: string[],
  withdrawn: string[],
  files: { search: [Map<string, string>, Map<string, string>]; sitemap: [Map<string, string>, Map<string, string>] },
): string[] {
  const photos = withdrawn.filter((path) => path.startsWith('/uploads/')).flatMap((path) => [path, `/public${path}`]).sort();
  if (pages.length === 0) return photos;
  const changedFiles = ([before, after]: [Map<string, string>, Map<string, string>]) => {
    const all = new Set([...before.keys(), ...after.keys()]);
    return [...all].filter((file) => before.get(file) !== after.get(file)).map((file) => `/${file}`).sort();
  };
  // A page in every language: the others are rendered on request, and a CDN may hold them as well.
  const species = [...new Set(pages)].sort().flatMap((slug) => LANGUAGES.map((language) => pathIn(language, `/species/${slug}`)));
  return [...species, ...LIST_PATHS, ...changedFiles(files.search), ...changedFiles(files.sitemap), ...photos];
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
