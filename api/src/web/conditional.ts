/**
 * ETags and conditional requests for the site and the catalogue, so a browser or a CDN revalidating a page or a
 * file it holds gets 304 without the body. Tags are weak: a gzipped and a plain answer of the same file share one.
 */

/** The tag of a file on disk: its size and modification time, as nginx makes them. */
export const fileTag = (file: { size: number; lastModified: number }) => `W/"${file.size.toString(36)}-${Math.round(file.lastModified).toString(36)}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesTag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The answer, or 304 Not Modified with its headers (no body) when the request already holds this version. */
export function unlessNotModified(request: Request, response: Response): Response {
  const etag = response.headers.get('etag');
  const ifNoneMatch = request.headers.get('if-none-match');
  if (response.status !== 200 || !etag || !ifNoneMatch || !matchesTag(ifNoneMatch, etag)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(null, { status: 304, headers });
}
