import { treaty } from '@elysiajs/eden';
import type { ErrorCode } from '@rules/error-codes';
import type { App } from '../../../api/contract';

/**
 * The one API client the islands use, typed by the API itself. Every call sends the session cookie; a JSON
 * content type is sent with a JSON body. A non-OK answer throws ApiError whose message is "{status}: {text}"
 * and which also carries the body's `message` for screens that show it, and its `code`, by which screens choose.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
    readonly serverMessage?: string,
    readonly statusText = '',
    /** The answer's code (`dives.needs_utc_offset`; none when the answer was not the API's JSON): what screens choose by. */
    readonly code?: ErrorCode,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

/** The `message` and `code` of an error's JSON body, when it has them. */
function errorOf(text: string): { message?: string; code?: ErrorCode } {
  try {
    const body = JSON.parse(text);
    return { message: typeof body?.message === 'string' ? body.message : undefined, code: typeof body?.code === 'string' ? (body.code as ErrorCode) : undefined };
  } catch {
    return {};
  }
}

/** Lets an OK answer through to be read as JSON; a non-OK one throws ApiError. */
async function refuseErrors(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text();
  const { message, code } = errorOf(text);
  throw new ApiError(response.status, text || response.statusText, message, response.statusText, code);
}

/**
 * A client of the API at the page's own origin; `check` sees every answer first and throws what the call should
 * throw. Pages rendered on the server never call the API (islands call it once hydrated), so there the origin is
 * only a placeholder. `transport` sends the requests (fetch, unless a screen needs to follow an upload).
 */
export function apiClient(
  check: (response: Response) => Promise<Response> = refuseErrors,
  transport: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
) {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  // The type of fetch also carries Bun's preconnect, which the client never calls.
  const fetcher = Object.assign(async (input: RequestInfo | URL, init?: RequestInit) => check(await transport(input, init)), { preconnect: fetch.preconnect });
  return treaty<App>(origin, { fetch: { credentials: 'include' }, parseDate: false, fetcher }).api;
}

export const api = apiClient();

/**
 * JSON carries a date as its ISO text. A route's own Response is, for the calls the site makes, an error answer,
 * which the client throws: it never reaches the data.
 */
export type Sent<T> = T extends Date
  ? string
  : T extends Response
    ? never
    : T extends Array<infer Item>
      ? Array<Sent<Item>>
      : T extends object
        ? { [Key in keyof T]: Sent<T[Key]> }
        : T;

/** What one call of the client resolves to: its data, else its error. */
type Answer = { data: unknown; error: null; response: Response } | { data: null; error: { value: unknown }; response?: Response };

/** The data of a successful answer, as the wire carries it. */
export type AnswerData<R> = Sent<R extends { error: null; data: infer Data } ? Data : never>;

async function settle(request: Promise<Answer>): Promise<{ data: unknown; response: Response | undefined }> {
  const { data, error, response } = await request;
  // What the check threw (an ApiError) or what fetch threw (offline) is thrown as it was.
  if (error) throw error.value;
  // An empty body is no data (the client reads it as empty text).
  return { data: data === '' ? undefined : data, response };
}

/** The data of a call, or what it threw. */
export async function answer<R extends Answer>(request: Promise<R>): Promise<AnswerData<R>>;
export async function answer(request: Promise<Answer>): Promise<unknown> {
  return (await settle(request)).data;
}

/** One page of a paged list, and the cursor of the page after it (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Which page of a paged list: without a cursor, the first; without a limit, the server's (50). */
export interface PageWanted {
  cursor?: string | null;
  limit?: number;
}

/** The query that asks for a page (decision 064). */
export function pageQuery(page: PageWanted = {}): { query: { limit?: string; cursor?: string } } {
  return { query: { limit: page.limit ? String(page.limit) : undefined, cursor: page.cursor || undefined } };
}

/** One page of a paged list (decision 064): the body is the page's items, and `X-Next-Cursor` names the next page. */
export async function page<R extends Answer>(request: Promise<R>): Promise<Page<ItemOf<AnswerData<R>>>>;
export async function page(request: Promise<Answer>): Promise<Page<unknown>> {
  const { data, response } = await settle(request);
  return { items: Array.isArray(data) ? data : [], nextCursor: response?.headers?.get('x-next-cursor') ?? null };
}

/** One item of a list answer. */
export type ItemOf<List> = List extends Array<infer Item> ? Item : never;

/** The server's own message when it sent one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
