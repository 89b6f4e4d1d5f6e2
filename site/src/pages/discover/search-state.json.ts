import type { APIRoute } from 'astro';
import { emptySearchState } from '@catalogue/search/search-state';

/** A fresh build's search index is complete: nothing recent to merge, nothing withdrawn. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(emptySearchState), { headers: { 'content-type': 'application/json' } });
