import { errorBody } from '../../lib/errors';

/**
 * The read-only mode's door (READ_ONLY=true, for a cut-over or a restore): every write under /api answers 503 with
 * Retry-After, before it reaches the API; pages, files and reads keep working. The server also runs no sweeps,
 * sessions do not slide (accounts' guard), and /readyz writes no storage probe (operations/health).
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads that write: the link in a verification e-mail (GET, as a link is) marks the address verified. */
const WRITING_READS = new Set(['/api/verify-email']);

/** Seconds a client is told to wait: a cut-over takes minutes; clients that retry sooner only add load. */
export const READ_ONLY_RETRY_AFTER_SECONDS = 60;

export const READ_ONLY_MESSAGE = 'ReefID is read-only for a few minutes while it is being maintained. Nothing was changed; please try again shortly.';

/** The 503 for a write while READ_ONLY is set; null for reads, which go on. */
export function refuseWhileReadOnly(method: string, pathname: string): Response | null {
  if (!WRITES.has(method) && !WRITING_READS.has(pathname)) return null;
  return new Response(JSON.stringify(errorBody('server.read_only', READ_ONLY_MESSAGE)), {
    status: 503,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(READ_ONLY_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    },
  });
}
