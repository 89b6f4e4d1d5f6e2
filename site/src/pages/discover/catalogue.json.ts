import type { APIRoute } from 'astro';
import { discoverCards, discoverIndexJson } from '@catalogue/render/render-discover';
import { loadCatalogue } from '@catalogue/model/snapshot';

/** Every card of Discover, for the instant name search in the browser (works with the API down). */
export const GET: APIRoute = async () =>
  new Response(discoverIndexJson(discoverCards(await loadCatalogue())), {
    headers: { 'content-type': 'application/json' },
  });
