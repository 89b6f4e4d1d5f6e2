/**
 * The read-only mode's door (READ_ONLY=true, for a cut-over or a restore): every write under /api answers 503 with
 * Retry-After, before it reaches the API; pages, files and reads keep working. The server also runs no sweeps.
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Seconds a client is told to wait: a cut-over takes minutes; clients that retry sooner only add load. */
export const READ_ONLY_RETRY_AFTER_SECONDS = 60;

export const READ_ONLY_MESSAGE = 'ReefID is read-only for a few minutes while it is being maintained. Nothing was changed; please try again shortly.';

/** The 503 for a write while READ_ONLY is set; null for reads, which go on. */
export function refuseWhileReadOnly(method: string): Response | null {
  if (!WRITES.has(method)) return null;
  return new Response(JSON.stringify({ message: READ_ONLY_MESSAGE }), {
    status: 503,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(READ_ONLY_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    },
  });
}
