import type { App } from './app';
import type { Config } from './env';
import { clientAddressKey, recordClientIp } from './lib/client-ip';
import { photoStore } from './lib/storage';
import { bodyBoundOf, declaredTooLarge, sentInChunks, SIGHTING_BOUND, withinBodyLimit } from './web/body-limit';
import { securityHeaders } from './web/security-headers';
import type { CatalogueFiles, SharedFiles } from './web/served-files';
import { unlessNotModified } from './web/conditional';
import { serveSite } from './web/site';
import { BUSY_MESSAGE, UploadGate, uploaderOf, uploadWeight, type UploadClients } from './web/upload-gate';
import { serveUpload, type PhotoVisibility } from './web/uploads';

/** Longer URLs are refused before anything looks at them: no page or file of ours has a name this long. */
export const MAX_URL_LENGTH = 4096;

/** A bare status for requests that never reach the product; logged as one line, without a stack. */
function plainError(status: number, text: string, request: Request): Response {
  console.warn(`${status} ${text}: ${request.method} ${request.url.slice(0, 200)}`);
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}

/** An error no handler caught: the visitor learns nothing about the server; the log gets one line. */
function failed(error: unknown, request: Request): Response {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`500 on ${request.method} ${request.url.slice(0, 200)}: ${reason.slice(0, 300)}`);
  return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}


/** 429 before the upload's body is read: it is neither buffered nor counted. */
const busy = () =>
  new Response(JSON.stringify({ message: BUSY_MESSAGE }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '2', 'cache-control': 'no-store' },
  });

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** One origin: the API under /api, stored images under /uploads, the catalogue, shared links, the built site for the rest. */
export function createRequestHandler(
  app: App,
  config: Config,
  {
    catalogue,
    shared,
    photos,
    uploads = new UploadGate(config.uploadsAtOnce),
    uploadClients,
  }: { catalogue?: CatalogueFiles; shared?: SharedFiles; photos?: PhotoVisibility; uploads?: UploadGate; uploadClients?: UploadClients } = {},
) {
  const serveFiles = async (request: Request, pathname: string, acceptEncoding: string | null) =>
    (await shared?.serve(pathname)) ??
    (await serveUpload(photoStore(config), request, pathname, photos)) ??
    (await catalogue?.serve(pathname, acceptEncoding)) ??
    serveSite(config.siteDir, pathname, acceptEncoding);

  const secure = securityHeaders(config, config.siteDir);

  // A full server or address is refused before its cookies are looked up; the rest count against who sent them.
  const admitUpload = async (request: Request): Promise<Response> => {
    const address = clientAddressKey(request, config);
    const weight = uploadWeight(request);
    if (!uploads.hasRoomFor(address, weight)) return busy();
    const release = uploads.enter(await uploaderOf(request, address, uploadClients), weight);
    if (!release) return busy();
    return app.handle(request).finally(release);
  };

  // Not async: a species page in memory is answered without a promise in between. Only the API reads the
  // peer's address (quotas, login throttling), so only API requests pay for looking it up.
  const respond = (request: Request, pathname: string, server?: Pick<Bun.Server<unknown>, 'requestIP'>) => {
    if (isApi(pathname)) {
      if (server) recordClientIp(request, server.requestIP(request)?.address ?? 'unknown');
      const bound = bodyBoundOf(request.method, pathname);
      const refused = declaredTooLarge(request, bound);
      if (refused) return refused;
      if (bound === SIGHTING_BOUND) return admitUpload(request);
      if (sentInChunks(request)) return withinBodyLimit(request, bound).then((within) => (within instanceof Response ? within : app.handle(within)));
      return app.handle(request);
    }
    if (request.method === 'POST') {
      // A form submitted before its page's script ran (forms that carry a password or card say method="post",
      // so nothing lands in a URL): back to the same page, the body dropped unread.
      return new Response(null, { status: 303, headers: { location: pathname, 'cache-control': 'no-store' } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    const acceptEncoding = request.headers.get('accept-encoding');
    const hot = catalogue?.hotPage(pathname, acceptEncoding);
    if (hot) return unlessNotModified(request, hot);
    return serveFiles(request, pathname, acceptEncoding).then((answer) => unlessNotModified(request, answer));
  };

  return (request: Request, server?: Pick<Bun.Server<unknown>, 'requestIP'>): Response | Promise<Response> => {
    if (request.url.length > MAX_URL_LENGTH) return plainError(414, 'URI Too Long', request);
    let pathname: string;
    try {
      pathname = new URL(request.url).pathname;
    } catch {
      return plainError(400, 'Bad Request', request); // no valid Host: the URL cannot even be read
    }
    const api = isApi(pathname);
    try {
      const response = respond(request, pathname, server);
      return response instanceof Response
        ? secure(response, pathname, api)
        : response.then((answer) => secure(answer, pathname, api), (error) => failed(error, request));
    } catch (error) {
      return failed(error, request);
    }
  };
}
