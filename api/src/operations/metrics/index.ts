/**
 * The metrics endpoint's door: `requestMetrics` (the handler's count of each answered request) and `metricsEndpoint`
 * (GET /metrics behind METRICS_TOKEN). The counts themselves are kept where things happen, through api/src/lib/metrics.
 * The rest of the folder is private.
 */
import type { Db } from '../../db/client';
import { instruments } from '../../lib/metrics';
import { routeLabel } from './route-label';
import { authorised, scrape, type UploadSlots } from './scrape';

export type { UploadSlots } from './scrape';

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
