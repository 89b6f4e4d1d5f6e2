import type { APIRoute, GetStaticPaths } from 'astro';
import { planSitemap, sitemapFiles, SITEMAP_FOLDER, SITEMAP_URL_LIMIT } from '@catalogue/render/sitemap';
import { loadCatalogue } from '@catalogue/model/snapshot';

/**
 * URLs per sitemap file: the protocol's 50,000, or CATALOGUE_SITEMAP_LIMIT, which the server passes to its builds
 * when a test asks it for a few (its own files and the build's must agree).
 */
function sitemapLimit(): number {
  const given = process.env.CATALOGUE_SITEMAP_LIMIT;
  if (given === undefined || given === '') return SITEMAP_URL_LIMIT;
  const limit = Number(given);
  if (!Number.isInteger(limit) || limit < 1 || limit > SITEMAP_URL_LIMIT) {
    throw new Error(`CATALOGUE_SITEMAP_LIMIT must be a whole number from 1 to ${SITEMAP_URL_LIMIT}, not "${given}"`);
  }
  return limit;
}

let files: Promise<Map<string, string>> | undefined;
/** Every file of the sitemap by path, made once per build. */
const sitemap = (origin: string) => (files ??= loadCatalogue().then((catalogue) => sitemapFiles(catalogue.entries, origin, sitemapLimit())));

const xml = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml' } });

/** A sitemap file at a fixed path: the index, sitemap.xml. */
export const sitemapFileRoute = (path: string): APIRoute => async ({ site }) => xml((await sitemap(site!.origin)).get(path)!);

/** The endpoints of the files the index lists, one per file: `sitemaps/[file].xml.ts` re-exports these. */
export function sitemapFolderRoutes() {
  const getStaticPaths = (async () => {
    const paths = [...planSitemap((await loadCatalogue()).entries, sitemapLimit()).keys()];
    return paths.map((path) => ({ params: { file: path.slice(SITEMAP_FOLDER.length, -'.xml'.length) } }));
  }) satisfies GetStaticPaths;
  const GET: APIRoute = async ({ params, site }) => xml((await sitemap(site!.origin)).get(`${SITEMAP_FOLDER}${params.file}.xml`)!);
  return { getStaticPaths, GET };
}
