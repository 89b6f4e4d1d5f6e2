import type { APIRoute } from 'astro';
import { renderSitemap } from '@catalogue/render/sitemap';
import { loadCatalogue } from '@catalogue/model/snapshot';

export const GET: APIRoute = async ({ site }) =>
  new Response(renderSitemap((await loadCatalogue()).entries, site!.origin), {
    headers: { 'content-type': 'application/xml' },
  });
