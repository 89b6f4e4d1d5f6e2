import { badRequest } from './errors';

/** Items per page when `limit` is left out, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
export const CURSOR_MESSAGE = 'cursor is not valid for this list: leave it out to start again from the first page';

/**
 * A paged list's cursor: the sort key of the last item of a page (for example its creation time and id), so the
 * next page starts right after it however many rows were added meanwhile. `list` keeps one list's cursor out of
 * another; `valid` checks a key coming back from a client, which may have changed it.
 */
export interface CursorKind<Key> {
  list: string;
  valid(key: unknown): key is Key;
}

export interface PageRequest<Key> {
  limit: number;
  /** The sort key of the last item already given; null for the first page. */
  after: Key | null;
}

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

export function encodeCursor<Key>(kind: CursorKind<Key>, key: Key): string {
  return Buffer.from(JSON.stringify({ l: kind.list, k: key })).toString('base64url');
}

function decodeCursor<Key>(kind: CursorKind<Key>, cursor: string): Key {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(CURSOR_MESSAGE, 'request.bad_cursor');
  }
  const { l, k } = (parsed ?? {}) as { l?: unknown; k?: unknown };
  if (l !== kind.list || !kind.valid(k)) throw badRequest(CURSOR_MESSAGE, 'request.bad_cursor');
  return k;
}

/** `?cursor=&limit=` of a request; an empty value counts as left out, anything else wrong is a 400 naming it. */
export function readPageRequest<Key>(query: Record<string, unknown>, kind: CursorKind<Key>): PageRequest<Key> {
  const { limit, cursor } = query;
  if (limit !== undefined && limit !== '' && (typeof limit !== 'string' || !/^\d{1,4}$/.test(limit))) throw badRequest(LIMIT_MESSAGE, 'request.bad_limit');
  const size = limit ? Number(limit) : DEFAULT_PAGE_SIZE;
  if (size < 1 || size > MAX_PAGE_SIZE) throw badRequest(LIMIT_MESSAGE, 'request.bad_limit');
  if (cursor !== undefined && typeof cursor !== 'string') throw badRequest(CURSOR_MESSAGE, 'request.bad_cursor');
  return { limit: size, after: cursor ? decodeCursor(kind, cursor) : null };
}

/** A page from rows read with one more than the limit: that extra row only says whether another page exists. */
export function pageOf<Row, Key>(rows: Row[], request: PageRequest<Key>, kind: CursorKind<Key>, keyOf: (row: Row) => Key): Page<Row> {
  const items = rows.slice(0, request.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > request.limit && last ? encodeCursor(kind, keyOf(last)) : null };
}

/** Where a route sets its answer's headers (Elysia's `set`). */
export interface PageHeaders {
  headers: Record<string, unknown>;
}

/**
 * The answer of a paged list: the items themselves as the body (the array every caller already reads), and the
 * next page's cursor in `X-Next-Cursor` and in a `Link: <…>; rel="next"` header. The last page has neither.
 */
export function sendPage<Item>(set: PageHeaders, requestUrl: string, page: Page<Item>): Item[] {
  if (page.nextCursor) {
    const next = new URL(requestUrl);
    next.searchParams.set('cursor', page.nextCursor);
    set.headers['x-next-cursor'] = page.nextCursor;
    set.headers.link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return page.items;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isTime = (value: unknown): value is number => Number.isSafeInteger(value);

/** Keys most lists page by: an id alone, or a time (epoch ms) and the id that breaks its ties. */
export const byId = (list: string): CursorKind<number> => ({ list, valid: isId });
export const byTimeAndId = (list: string): CursorKind<[number, number]> => ({
  list,
  valid: (key): key is [number, number] => Array.isArray(key) && key.length === 2 && isTime(key[0]) && isId(key[1]),
});
export const byTextAndId = (list: string): CursorKind<[string, number]> => ({
  list,
  valid: (key): key is [string, number] => Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && isId(key[1]),
});
