import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogueSearchFiles } from '@catalogue/render/render-discover';
import { loadCatalogue } from '@catalogue/model/snapshot';

const PREFIX = 'discover/cards/';

/** Discover's cards in chunks by position, for search results and Show more (discover-index.ts). */
export const getStaticPaths = (async () => {
  const files = catalogueSearchFiles(await loadCatalogue());
  return [...files.keys()].filter((path) => path.startsWith(PREFIX)).map((path) => ({ params: { chunk: path.slice(PREFIX.length, -'.json'.length) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(catalogueSearchFiles(await loadCatalogue()).get(`${PREFIX}${params.chunk}.json`)!, {
    headers: { 'content-type': 'application/json' },
  });
