import type { App } from './app';
import type { Config } from './env';
import { errorBody } from './lib/errors';
import { carryClientIp, clientAddressKey, recordClientIp } from './lib/client-ip';
import { photoStore } from './lib/storage';
import { routedAsRead } from './web/api-path';
import { bodyBoundOf, declaredTooLarge, sentInChunks, withinBodyLimit } from './web/body-limit';
import { securityHeaders } from './web/security-headers';
import type { CatalogueFiles, SharedFiles } from './web/served-files';
import { unlessNotModified } from './web/conditional';
import { homeInReadersLanguage, serveSite } from './web/site';
import { BUSY_MESSAGE, UploadGate, uploaderOf, uploadWeight, type UploadClients } from './web/upload-gate';
import { pacedBody, TOO_SLOW_MESSAGE } from './web/upload-pace';
import { serveUpload, type PhotoVisibility } from './web/uploads';
import { inRequestLanguage, type AccountLanguage } from './web/answer-language';
import { inRanges } from './ip-ranges';
import type { Readiness } from './operations/health';
import { log, requestIdOf, withinRequest, type RequestContext } from './operations/logs';
import { requestMetrics } from './operations/metrics';
import { refuseWhileReadOnly } from './operations/read-only';

/** Longer URLs are refused before anything looks at them: no page or file of ours has a name this long. */
export const MAX_URL_LENGTH = 4096;

/** The URL as logged: without its query, which can carry a token (a verification or reset link). */
const loggedUrl = (url: string) => url.split('?')[0]!.slice(0, 200);

/** A bare status for requests that never reach the product; logged as one line, without a stack. */
function plainError(status: number, text: string, request: Request): Response {
  log.warn(`${status} ${text}: ${request.method} ${loggedUrl(request.url)}`);
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}

/** An error no handler caught: the visitor learns nothing about the server; the log gets one line, with the request's id. */
function failed(error: unknown, request: Request, requestId: string): Response {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  log.error(`500 on ${request.method} ${loggedUrl(request.url)}: ${reason.slice(0, 300)}`, undefined, { requestId });
  return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });
}


/** 429 before the upload's body is read: it is neither buffered nor counted. */
const busy = () =>
  new Response(JSON.stringify(errorBody('upload.busy', BUSY_MESSAGE)), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '2', 'cache-control': 'no-store' },
  });

/** 408 for an upload whose body fell behind its pace: the connection is closed, the rest of the body never read. */
const tooSlow = () =>
  new Response(JSON.stringify(errorBody('upload.too_slow', TOO_SLOW_MESSAGE)), {
    status: 408,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' },
  });

/** The request the API reads: the same, its body read through `body`. */
function withBody(request: Request, body: ReadableStream<Uint8Array>): Request {
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
  carryClientIp(request, copy);
  return copy;
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** What the handler serves outside /api for load balancers and operators: readiness, and /metrics behind its token. */
export interface OperationsPaths {
  readiness: Readiness;
  /** The Prometheus text for a request bearing METRICS_TOKEN; null for any other, answered as an unknown path. */
  metrics: (request: Request) => Promise<Response> | null;
}

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
    accountLanguage,
    operations,
  }: {
    catalogue?: CatalogueFiles;
    shared?: SharedFiles;
    photos?: PhotoVisibility;
    uploads?: UploadGate;
    uploadClients?: UploadClients;
    /** The signed-in account's language, for error answers in the request's language (without it: cookie, Accept-Language). */
    accountLanguage?: AccountLanguage;
    operations?: OperationsPaths;
  } = {},
) {
  const serveFiles = async (request: Request, pathname: string, acceptEncoding: string | null) =>
    homeInReadersLanguage(request, pathname) ??
    (await shared?.serve(pathname, request.headers)) ??
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
    // An admitted body keeps its pace or loses its places: a trickled one is dropped with 408.
    const paced = request.body ? pacedBody(request.body, uploads.pace) : null;
    return app
      .handle(paced ? withBody(request, paced.body) : request)
      .then((answer) => (paced?.fellBehind() ? tooSlow() : answer))
      .finally(() => {
        paced?.stop();
        release();
      });
  };

  // Only the API reads the peer's address (quotas, login throttling), so only API requests pay for looking it up.
  const answerApi = (request: Request, pathname: string, server?: Pick<Bun.Server<unknown>, 'requestIP'>): Response | Promise<Response> => {
    // The limits below are chosen by `pathname`: the router must serve that path and no other.
    if (!routedAsRead(request.url, pathname)) return plainError(400, 'Bad Request', request);
    // Read-only (a cut-over, a restore): writes are refused before anything reads them.
    const readOnly = config.readOnly && refuseWhileReadOnly(request.method, pathname);
    if (readOnly) return readOnly;
    if (server) recordClientIp(request, server.requestIP(request)?.address ?? 'unknown');
    const bound = bodyBoundOf(request.method, pathname);
    const refused = declaredTooLarge(request, bound);
    if (refused) return refused;
    // Photos (a sighting's, a trip's) pass the upload gate before their bodies are read.
    if (bound.photos) return admitUpload(request);
    if (sentInChunks(request)) return withinBodyLimit(request, bound).then((within) => (within instanceof Response ? within : app.handle(within)));
    return app.handle(request);
  };

  // Not async: a species page in memory is answered without a promise in between.
  const respond = (request: Request, pathname: string, server?: Pick<Bun.Server<unknown>, 'requestIP'>) => {
    // Every error answer of the API, whoever wrote it, speaks the request's language.
    if (isApi(pathname)) return inRequestLanguage(request, answerApi(request, pathname, server), accountLanguage);
    if (request.method === 'POST') {
      // A form submitted before its page's script ran (forms that carry a password or card say method="post",
      // so nothing lands in a URL): back to the same page, the body dropped unread.
      return new Response(null, { status: 303, headers: { location: pathname, 'cache-control': 'no-store' } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    if (operations) {
      if (pathname === '/healthz') return operations.readiness.live();
      if (pathname === '/readyz') return operations.readiness.ready();
      const metrics = pathname === '/metrics' ? operations.metrics(request) : null;
      if (metrics) return metrics;
    }
    const acceptEncoding = request.headers.get('accept-encoding');
    const hot = catalogue?.hotPage(pathname, acceptEncoding);
    if (hot) return unlessNotModified(request, hot);
    return serveFiles(request, pathname, acceptEncoding).then((answer) => unlessNotModified(request, answer));
  };

  /** Only our own proxies may hand on their request id (TRUST_PROXY and TRUSTED_PROXIES, as for client addresses). */
  const fromTrustedProxy = (request: Request, server?: Pick<Bun.Server<unknown>, 'requestIP'>) => {
    if (!config.trustProxy || !server || !request.headers.has('x-request-id')) return false;
    const peer = server.requestIP(request)?.address;
    return !!peer && inRanges(peer, config.trustedProxies);
  };

  const answer = (request: Request, context: RequestContext, server?: Pick<Bun.Server<unknown>, 'requestIP'>): Response | Promise<Response> => {
    const started = performance.now();
    let pathname = '';
    // Every answer says its request id, is counted under its route pattern, and is logged as one line.
    const done = (response: Response): Response => {
      response.headers.set('x-request-id', context.id);
      const ms = performance.now() - started;
      const route = requestMetrics(request.method, pathname, context.route, response.status, ms / 1000);
      log.request({ requestId: context.id, method: request.method, route, status: response.status, ms: Math.round(ms * 10) / 10 });
      return response;
    };
    if (request.url.length > MAX_URL_LENGTH) return done(plainError(414, 'URI Too Long', request));
    try {
      pathname = new URL(request.url).pathname;
    } catch {
      return done(plainError(400, 'Bad Request', request)); // no valid Host: the URL cannot even be read
    }
    const api = isApi(pathname);
    try {
      const response = respond(request, pathname, server);
      return response instanceof Response
        ? done(secure(response, pathname, api))
        : response.then(
            (answer) => done(secure(answer, pathname, api)),
            (error) => done(failed(error, request, context.id)),
          );
    } catch (error) {
      return done(failed(error, request, context.id));
    }
  };

  return (request: Request, server?: Pick<Bun.Server<unknown>, 'requestIP'>): Response | Promise<Response> => {
    const context: RequestContext = { id: requestIdOf(request, fromTrustedProxy(request, server)) };
    // Whatever is logged while the request is answered, here or deep in a module, names the request.
    return withinRequest(context, () => answer(request, context, server));
  };
}
