import { TEMPLATE_PREFIX } from '@catalogue/render/templates';
import { bestLanguage, DEFAULT_LANGUAGE, languageCookie, languageOfPath, pathIn } from '@rules/languages';
import { fileResponse } from './compress';
import { fileUnder } from './static-files';

/**
 * Files whose name changes with their content: Astro's assets, Pagefind's page list, word chunks and result
 * fragments (in the index, each of its parts and their router), and the index of recent pages (a new folder each
 * time it is written).
 */
const HASHED_ASSET = /^\/(_astro\/|pagefind\/((part-\d+|router)\/)?(index\/|fragment\/|pagefind\.[\w-]+\.pf_meta$)|pagefind-recent\/)/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and unhashed files must be revalidated so a publish or a deploy shows at once. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The service worker: the browser asks again on every update check, so a deploy reaches it at once (decision 074). */
export const SERVICE_WORKER = '/sw.js';
export const NO_CACHE = 'no-cache';

/**
 * Pages that take an id in their path are one prebuilt shell each; the island reads the id from
 * the URL. Maps such a path to the shell's own path, in the path's language ('/de/dives/7' is '/de/dives/dive/').
 */
const CLIENT_ROUTES: Array<[RegExp, string]> = [
  [/^\/identifications\/[^/]+\/?$/, '/identifications/'],
  // /dives itself is the list; /dives/{id} is the dive's shell.
  [/^\/dives\/[^/]+\/?$/, '/dives/dive/'],
  // /trips itself is the list; /trips/{id} is the trip's shell.
  [/^\/trips\/[^/]+\/?$/, '/trips/trip/'],
  // A trip's report, and the shared report by its link's token.
  [/^\/trips\/[^/]+\/report\/?$/, '/trips/report/'],
  [/^\/shared\/trips\/[^/]+\/?$/, '/shared/trips/'],
];

function pagePath(pathname: string): string {
  const { language, route } = languageOfPath(pathname);
  for (const [pattern, shell] of CLIENT_ROUTES) if (pattern.test(route)) return pathIn(language, shell);
  return pathname;
}

export const cacheControl = (pathname: string) => (HASHED_ASSET.test(pathname) ? IMMUTABLE : pathname === SERVICE_WORKER ? NO_CACHE : REVALIDATE);

/** The file a URL path names in a built site: the file itself, a folder's index.html, or {path}.html. */
export async function siteFile(siteDir: string, path: string): Promise<Bun.BunFile | null> {
  return (
    (await fileUnder(siteDir, path.endsWith('/') ? `${path}index.html` : path)) ??
    (path.endsWith('/') ? null : await fileUnder(siteDir, `${path}/index.html`)) ??
    (path.endsWith('.html') || path.includes('.') ? null : await fileUnder(siteDir, `${path}.html`))
  );
}

/**
 * On `/` only, a reader who has not chosen a language (no `lang` cookie) and whose browser prefers another of ours
 * (Accept-Language) is sent to that language's home page: 302, so that a later choice is not cached away.
 */
export function homeInReadersLanguage(request: Request, pathname: string): Response | null {
  if (pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  if (languageCookie(request.headers.get('cookie'))) return null;
  const language = bestLanguage(request.headers.get('accept-language'));
  if (!language || language === DEFAULT_LANGUAGE) return null;
  const { search } = new URL(request.url);
  return new Response(null, { status: 302, headers: { location: `${pathIn(language, '/')}${search}`, vary: 'Accept-Language, Cookie', 'cache-control': 'private, no-cache' } });
}

/** The prebuilt Astro site: a file, a folder's index.html, or the 404 page with a 404 status. */
export async function serveSite(siteDir: string, pathname: string, acceptEncoding: string | null = null): Promise<Response> {
  const path = pagePath(pathname);
  // The catalogue's page templates are build material, not pages, in any language's folder.
  const file = languageOfPath(path).route.startsWith(TEMPLATE_PREFIX) ? null : await siteFile(siteDir, path);
  if (file) return fileResponse(file, file.name!, { headers: { 'cache-control': cacheControl(path) }, acceptEncoding });
  return notFoundPage(siteDir);
}

export async function notFoundPage(siteDir: string): Promise<Response> {
  const page = await fileUnder(siteDir, '/404.html');
  return new Response(page ?? '404 Page Not Found', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
