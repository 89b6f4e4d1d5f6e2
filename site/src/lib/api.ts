/**
 * The one API client the islands use. Every call sends the session cookie; a JSON content type is
 * sent with a JSON body. A non-OK answer throws ApiError whose message is "{status}: {text}"
 * and which also carries the body's `message` for screens that show it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
    readonly serverMessage?: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text);
    return typeof body?.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

async function send(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await fetch(url, init);
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, messageOf(text));
  }
  return response;
}

async function read<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  return read<T>(await send(method, url, body));
}

/** One page of a paged list, and the cursor of the page after it (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * One page of a paged list (decision 064): the body is the page's items, and `X-Next-Cursor` names the next page
 * when there is one. Without a cursor, the first page; without a limit, the server's (50).
 */
export async function apiPage<T>(url: string, page: { cursor?: string | null; limit?: number } = {}): Promise<Page<T>> {
  const query = new URLSearchParams();
  if (page.limit) query.set('limit', String(page.limit));
  if (page.cursor) query.set('cursor', page.cursor);
  const response = await send('GET', query.size ? `${url}?${query}` : url);
  return { items: (await read<T[]>(response)) ?? [], nextCursor: response.headers?.get('x-next-cursor') ?? null };
}

/** The server's own message when it sent one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
