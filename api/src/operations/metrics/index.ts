/**
 * The metrics endpoint's door: `requestMetrics` (the handler's count of each answered request) and `metricsEndpoint`
 * (GET /metrics behind METRICS_TOKEN). The counts themselves are kept where things happen, through api/src/lib/metrics.
 * The rest of the folder is private.
 */
import type { Db } from '../../db/client';
import { instruments } from '../../lib/metrics';
import { authorised, scrape, type UploadSlots } from './scrape';

export type { UploadSlots } from './scrape';

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

function routeLabel(pathname: string, apiRoute: string | undefined): string {
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiRoute ?? '/api/*';
  if (OWN_PATHS.has(pathname)) return pathname;
  for (const [prefix, label] of FOLDERS) if (pathname.startsWith(prefix)) return label;
  // Any other page or file of the site, and every path that is none: counted together.
  return 'site';
}

/** Counts one answered request under its route pattern and status, with its latency. */
export function requestMetrics(method: string, pathname: string, apiRoute: string | undefined, status: number, seconds: number): string {
  const route = routeLabel(pathname, apiRoute);
  instruments.requests.add(route, method, status, seconds);
  return route;
}

/**
 * GET /metrics: the Prometheus text to a request bearing METRICS_TOKEN; null to any other (and when it is unset),
 * so the handler answers it as it answers any unknown path and a stranger cannot tell the endpoint exists.
 */
export function metricsEndpoint(db: Db, token: string | undefined, uploads?: UploadSlots) {
  return (request: Request): Promise<Response> | null => (request.method === 'GET' && authorised(request, token) ? scrape(db, uploads) : null);
}
