import { MAX_SIGHTING_PHOTOS, MAX_UPLOAD_BYTES } from '@rules/identification';

/**
 * How large a request body may be, decided before it is read. A sighting (POST /api/identify) carries up to five
 * photos of 10 MB: 50 MB of photos, and room for the multipart framing and the form's text fields. Every other call
 * keeps the bound the whole server had before sightings, far above any form or JSON body of ours.
 */
export const SIGHTING_BODY_BYTES = MAX_SIGHTING_PHOTOS * MAX_UPLOAD_BYTES + 256 * 1024;
export const OTHER_BODY_BYTES = 12 * 1024 * 1024;
/** The transport's outer bound (Bun.serve's maxRequestBodySize): the largest of the above. */
export const MAX_BODY_BYTES = Math.max(SIGHTING_BODY_BYTES, OTHER_BODY_BYTES);

export const SIGHTING_TOO_LARGE = `A sighting's photos may total at most ${(MAX_SIGHTING_PHOTOS * MAX_UPLOAD_BYTES) / 1024 / 1024} MB.`;
const OTHER_TOO_LARGE = 'The request body is too large.';

const tooLarge = (message: string) =>
  new Response(JSON.stringify({ message }), { status: 413, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' } });

/** A 413 when the body's declared length is over the route's bound: refused before a byte of it is read. */
export function declaredTooLarge(request: Request, sighting: boolean): Response | null {
  const declared = request.headers.get('content-length');
  if (declared === null || Number(declared) <= (sighting ? SIGHTING_BODY_BYTES : OTHER_BODY_BYTES)) return null;
  return tooLarge(sighting ? SIGHTING_TOO_LARGE : OTHER_TOO_LARGE);
}

/** A body sent in chunks, whose length nobody declared. */
export const sentInChunks = (request: Request) =>
  !request.headers.has('content-length') && /chunked/i.test(request.headers.get('transfer-encoding') ?? '');

/**
 * Any other call's request as the API may read it, or a 413. A body sent in chunks, without a length, is read up to
 * the bound and refused beyond it, so no route reads more than its own bound although the transport admits a
 * sighting's. (A sighting sent in chunks is held to its bound by the transport itself.)
 */
export async function withinOtherBodyLimit(request: Request): Promise<Request | Response> {
  if (!request.body) return request;
  const limit = OTHER_BODY_BYTES;
  const message = OTHER_TOO_LARGE;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return tooLarge(message);
    }
    chunks.push(value);
  }
  return new Request(request, { body: Buffer.concat(chunks) });
}
