import { SITEMAP_INDEX } from '@catalogue/render/sitemap';
import { sitemapFileRoute } from '../lib/sitemap-files';

/** The sitemap index: the address robots.txt names, listing every file of the sitemap. */
export const GET = sitemapFileRoute(SITEMAP_INDEX);
