import { AsyncLocalStorage } from 'node:async_hooks';

/** What is known of the request being answered, wherever in its work a line is logged or a count is kept. */
export interface RequestContext {
  /** Sent back as X-Request-Id and written on every line logged while the request is answered. */
  readonly id: string;
  /** The API route's pattern (`/api/identifications/:id`) once Elysia has matched it: a bounded label, never an id. */
  route?: string;
}

const requests = new AsyncLocalStorage<RequestContext>();

/** Runs `answer` as the work of this request: lines it logs carry its id, even from awaited work deep inside. */
export const withinRequest = <T>(context: RequestContext, answer: () => T): T => requests.run(context, answer);

/** The request being answered, if any (a sweep or a start-up step has none). */
export const currentRequest = (): RequestContext | undefined => requests.getStore();

/** Ids a proxy of ours may hand on: short, and nothing that could break a log line or a header. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The request's id: the one a trusted proxy sent in X-Request-Id when it is sane (so nginx's line and ours share
 * it), else a new one. A client that is not our proxy cannot choose the id our log writes.
 */
export function requestIdOf(request: Request, fromTrustedProxy: boolean): string {
  const given = fromTrustedProxy ? request.headers.get('x-request-id') : null;
  return given && SANE_ID.test(given) ? given : crypto.randomUUID();
}

/** Elysia matched an API route: the request is counted and logged under its pattern. */
export function noteRoute(route: string): void {
  const request = requests.getStore();
  if (request) request.route = route;
}
