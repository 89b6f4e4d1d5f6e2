import type { App } from '../app';
import type { Config } from '../env';
import { recordClientIp } from '../lib/client-ip';
import { securityHeaders } from './security-headers';
import { serveSite } from './site';
import { serveUpload } from './uploads';

/** Serves the species pages, Discover, search and sitemap that change as identifications are published. */
export interface CatalogueFiles {
  /** The species pages visitors request most, answered from memory without waiting on anything. */
  hotPage(pathname: string, acceptEncoding: string | null): Response | undefined;
  serve(pathname: string, acceptEncoding: string | null): Promise<Response | null>;
}

/** The pages of unlisted share links, /shared/{token}, read from the database on every request. */
export interface SharedFiles {
  /** Null for any path outside /shared/. */
  serve(pathname: string): Promise<Response | null>;
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** One origin: the API under /api, stored images under /uploads, the catalogue, shared links, the built site for the rest. */
export function createRequestHandler(app: App, config: Config, catalogue?: CatalogueFiles, shared?: SharedFiles) {
  const serveFiles = async (pathname: string, acceptEncoding: string | null) =>
    (await shared?.serve(pathname)) ??
    (await serveUpload(config.dataDir, pathname)) ??
    (await catalogue?.serve(pathname, acceptEncoding)) ??
    serveSite(config.siteDir, pathname, acceptEncoding);

  const secure = securityHeaders(config, config.siteDir);

  // Not async: a species page in memory is answered without a promise in between. Only the API reads the
  // peer's address (quotas, login throttling), so only API requests pay for looking it up.
  const respond = (request: Request, pathname: string, server?: Pick<Bun.Server<unknown>, 'requestIP'>) => {
    if (isApi(pathname)) {
      if (server) recordClientIp(request, server.requestIP(request)?.address ?? 'unknown');
      return app.handle(request);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    const acceptEncoding = request.headers.get('accept-encoding');
    return catalogue?.hotPage(pathname, acceptEncoding) ?? serveFiles(pathname, acceptEncoding);
  };

  return (request: Request, server?: Pick<Bun.Server<unknown>, 'requestIP'>): Response | Promise<Response> => {
    const { pathname } = new URL(request.url);
    const api = isApi(pathname);
    const response = respond(request, pathname, server);
    return response instanceof Response ? secure(response, pathname, api) : response.then((answer) => secure(answer, pathname, api));
  };
}
