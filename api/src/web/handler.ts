import type { App } from '../app';
import type { Config } from '../env';
import { serveSite } from './site';
import { serveUpload } from './uploads';

/** One origin: the API under /api, stored images under /uploads, the built site for the rest. */
export function createRequestHandler(app: App, config: Config) {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) return app.handle(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    return (await serveUpload(config.dataDir, pathname)) ?? serveSite(config.siteDir, pathname);
  };
}
