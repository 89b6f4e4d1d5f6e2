import type { Config } from '../env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request must come from our own pages.
 * Browsers send Origin on such requests (and Sec-Fetch-Site); a missing or foreign one is refused.
 * Ours is PUBLIC_URL's origin, compared whole: never the Host header, which the sender chooses.
 */
export function isForeignRequest(request: Request, config: Config): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin) return origin !== config.publicUrl.origin;
  return request.headers.get('sec-fetch-site') !== 'same-origin';
}
