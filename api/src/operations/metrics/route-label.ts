/**
 * The route a request is counted under: a pattern from a small fixed set, never a path with an id or a name in
 * it, so the metrics' label sets stay bounded whatever URLs are asked for. API routes are named by Elysia's
 * pattern (`/api/identifications/:id`) once matched; an API request refused before routing (a foreign Origin, a
 * full upload gate, a path no route has) is `/api/*`.
 */
const OWN_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** Folders whose files and pages are counted together. */
const FOLDERS: Array<[prefix: string, label: string]> = [
  ['/uploads/', '/uploads/*'],
  ['/public/uploads/', '/uploads/*'],
  ['/species/', '/species/*'],
  ['/s/', '/s/*'],
  ['/identifications/', '/identifications/*'],
  ['/_astro/', '/_astro/*'],
  ['/pagefind/', '/pagefind/*'],
  ['/discover/', '/discover/*'],
];

export function routeLabel(pathname: string, apiRoute: string | undefined): string {
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiRoute ?? '/api/*';
  if (OWN_PATHS.has(pathname)) return pathname;
  for (const [prefix, label] of FOLDERS) if (pathname.startsWith(prefix)) return label;
  // Any other page or file of the site, and every path that is none: counted together.
  return 'site';
}
