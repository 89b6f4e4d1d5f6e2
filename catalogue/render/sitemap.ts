import { escapeHtml } from './html';
import { pageUpdated, speciesPath, type SpeciesPage } from '../model/catalogue';

/** Public pages of the route table open to everyone and worth indexing. */
export const PUBLIC_PAGES = ['/', '/discover', '/identification', '/about', '/pricing', '/privacy', '/terms'];

/** Routes that only make sense to a signed-in user: kept out of search engines. */
const PRIVATE_PREFIXES = ['/api/', '/admin', '/history', '/dives', '/identifications/', '/profile', '/subscription', '/checkout'];

export function renderSitemap(pages: SpeciesPage[], origin: string): string {
  const url = (path: string, lastmod?: string | null) =>
    `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...pages.map((page) => url(speciesPath(page.slug), pageUpdated(page))),
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
