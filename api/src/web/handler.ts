import type { App } from '../app';
import type { Config } from '../env';
import { serveSite } from './site';
import { serveUpload } from './uploads';

/** Serves the species pages, Discover, search and sitemap that change as identifications are published. */
export interface CatalogueFiles {
  serve(pathname: string, acceptEncoding: string | null): Promise<Response | null>;
}

/** One origin: the API under /api, stored images under /uploads, the catalogue, the built site for the rest. */
export function createRequestHandler(app: App, config: Config, catalogue?: CatalogueFiles) {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) return app.handle(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    const acceptEncoding = request.headers.get('accept-encoding');
    return (
      (await serveUpload(config.dataDir, pathname)) ??
      (await catalogue?.serve(pathname, acceptEncoding)) ??
      serveSite(config.siteDir, pathname, acceptEncoding)
    );
  };
}
