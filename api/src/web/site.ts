import { fileUnder } from './static-files';

const HASHED_ASSET = /^\/_astro\//;

/**
 * Pages that take an id in their path are one prebuilt shell each; the island reads the id from
 * the URL. Maps such a path to the shell's own path.
 */
const CLIENT_ROUTES: Array<[RegExp, string]> = [[/^\/identifications\/[^/]+\/?$/, '/identifications/']];

function pagePath(pathname: string): string {
  for (const [pattern, shell] of CLIENT_ROUTES) if (pattern.test(pathname)) return shell;
  return pathname;
}

function cacheControl(pathname: string): string {
  if (HASHED_ASSET.test(pathname)) return 'public, max-age=31536000, immutable';
  // HTML and unhashed files must be revalidated so a publish or a deploy shows at once.
  return 'public, max-age=0, must-revalidate';
}

/** The prebuilt Astro site: a file, a folder's index.html, or the 404 page with a 404 status. */
export async function serveSite(siteDir: string, pathname: string): Promise<Response> {
  const path = pagePath(pathname);
  const file =
    (await fileUnder(siteDir, path.endsWith('/') ? `${path}index.html` : path)) ??
    (path.endsWith('/') ? null : await fileUnder(siteDir, `${path}/index.html`)) ??
    (path.endsWith('.html') || path.includes('.') ? null : await fileUnder(siteDir, `${path}.html`));
  if (file) return new Response(file, { headers: { 'cache-control': cacheControl(path) } });
  return notFoundPage(siteDir);
}

export async function notFoundPage(siteDir: string): Promise<Response> {
  const page = await fileUnder(siteDir, '/404.html');
  return new Response(page ?? '404 Page Not Found', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
