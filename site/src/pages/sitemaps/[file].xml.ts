import { sitemapFolderRoutes } from '../../lib/sitemap-files';

/** The files the sitemap index lists (sitemaps/pages.xml, sitemaps/species-01.xml, …). */
export const { getStaticPaths, GET } = sitemapFolderRoutes();
