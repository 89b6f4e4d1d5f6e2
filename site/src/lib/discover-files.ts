import type { APIRoute, GetStaticPaths } from 'astro';
import { catalogueSearchFiles } from '@catalogue/render/render-discover';
import { loadCatalogue } from '@catalogue/model/snapshot';

const json = (body: string) => new Response(body, { headers: { 'content-type': 'application/json' } });

/**
 * The Astro endpoints of Discover's search files under `folder` ("discover/names/"), one per file the catalogue
 * has there: `[file].json.ts` in that folder re-exports these. The server writes the same files after a publish.
 */
export function discoverFileRoutes(folder: string) {
  const getStaticPaths = (async () => {
    const files = catalogueSearchFiles(await loadCatalogue());
    return [...files.keys()]
      .filter((path) => path.startsWith(folder))
      .map((path) => ({ params: { file: path.slice(folder.length, -'.json'.length) } }));
  }) satisfies GetStaticPaths;
  const GET: APIRoute = async ({ params }) => json(catalogueSearchFiles(await loadCatalogue()).get(`${folder}${params.file}.json`)!);
  return { getStaticPaths, GET };
}
