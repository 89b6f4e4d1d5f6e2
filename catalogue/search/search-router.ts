import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { routeUrl } from './search-parts';
import type { SearchRecord } from './search-record';

/**
 * The router's records: one per part, holding each word of the part's pages once, so that Pagefind itself (its
 * stemming, its prefix match of the last word) says which parts hold every word of a search.
 */
export function routerRecords(parts: SearchRecord[][]) {
  return parts.map((records, part) => {
    const words = new Set<string>();
    for (const record of records) for (const word of record.content.split(/\s+/)) words.add(word);
    return { url: routeUrl(part), content: [...words].join(' '), language: 'en' as const, meta: { title: `Part ${part}` } };
  });
}

/** Pagefind writes each fragment gzipped, after its own signature, as JSON holding the page's URL. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** The router's page ids (Pagefind's fragment names, what a search result's `id` is) and the part each stands for. */
export function routesOf(routerFolder: string): Record<string, number> {
  const routes: Record<string, number> = {};
  for (const file of readdirSync(join(routerFolder, 'fragment'))) {
    const text = gunzipSync(readFileSync(join(routerFolder, 'fragment', file))).toString('utf8');
    if (!text.startsWith(FRAGMENT_SIGNATURE)) throw new Error(`Pagefind's fragment ${file} is not in the format the router reads`);
    const { url } = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as { url: string };
    routes[file.replace(/\.pf_fragment$/, '')] = Number(url.match(/(\d+)\/$/)![1]);
  }
  return routes;
}
