import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogueSearchFiles } from '@catalogue/render/render-discover';
import { loadCatalogue } from '@catalogue/model/snapshot';

const PREFIX = 'discover/names/';

/** One file of Discover's name search per first two characters of a word (discover-index.ts). */
export const getStaticPaths = (async () => {
  const files = catalogueSearchFiles(await loadCatalogue());
  return [...files.keys()].filter((path) => path.startsWith(PREFIX)).map((path) => ({ params: { key: path.slice(PREFIX.length, -'.json'.length) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(catalogueSearchFiles(await loadCatalogue()).get(`${PREFIX}${params.key}.json`)!, {
    headers: { 'content-type': 'application/json' },
  });
