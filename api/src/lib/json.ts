/** A JSON response with the given status; used where a route answers outside Elysia's normal flow. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A JSON column read back: its value, or the fallback when it is empty or unreadable. */
export function parseStored<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A JSON list column read back: its items, or none when it is empty, unreadable or not a list. */
export function parseStoredList<T>(text: string | null | undefined): T[] {
  const list = parseStored<unknown>(text, []);
  return Array.isArray(list) ? (list as T[]) : [];
}
