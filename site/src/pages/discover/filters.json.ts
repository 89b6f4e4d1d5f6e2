import type { APIRoute } from 'astro';
import { catalogueSearchFiles } from '@catalogue/render/render-discover';
import { loadCatalogue } from '@catalogue/model/snapshot';

/** Every card's group and IUCN category, by position: Discover's filters without a search (discover-index.ts). */
export const GET: APIRoute = async () =>
  new Response(catalogueSearchFiles(await loadCatalogue()).get('discover/filters.json')!, {
    headers: { 'content-type': 'application/json' },
  });
