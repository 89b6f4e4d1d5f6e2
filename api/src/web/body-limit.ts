import { MAX_SIGHTING_PHOTOS, MAX_UPLOAD_BYTES } from '@rules/identification';
import type { ErrorCode } from '@rules/error-codes';
import { DIVE_LOG_TOO_LARGE, MAX_DIVE_LOG_BYTES } from '../lib/dive-logs';
import { errorBody } from '../lib/errors';
import { FILE_TOO_LARGE } from '../lib/images/limits';

/**
 * How large a request body may be, decided before it is read. A sighting (POST /api/identify) carries up to five
 * photos of 10 MB: 50 MB of photos, and room for the multipart framing and the form's text fields. Every other call
 * keeps the bound the whole server had before sightings, far above any form or JSON body of ours.
 */
export const SIGHTING_BODY_BYTES = MAX_SIGHTING_PHOTOS * MAX_UPLOAD_BYTES + 256 * 1024;
/** A trip's photo (POST /api/trips/{id}/photos): one photo of 10 MB, with room for its multipart framing. */
export const TRIP_PHOTO_BODY_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;
/** A dive log (POST /api/dives/import) of up to 25 MB, with room for its multipart framing. */
export const DIVE_LOG_BODY_BYTES = MAX_DIVE_LOG_BYTES + 256 * 1024;
export const OTHER_BODY_BYTES = 12 * 1024 * 1024;
/** The transport's outer bound (Bun.serve's maxRequestBodySize): the largest of the above. */
export const MAX_BODY_BYTES = Math.max(SIGHTING_BODY_BYTES, DIVE_LOG_BODY_BYTES, OTHER_BODY_BYTES);

export const SIGHTING_TOO_LARGE = `A sighting's photos may total at most ${(MAX_SIGHTING_PHOTOS * MAX_UPLOAD_BYTES) / 1024 / 1024} MB.`;
const OTHER_TOO_LARGE = 'The request body is too large.';

/** A route's own bound on the body it reads, and what a client sending more is told. */
export interface BodyBound {
  bytes: number;
  message: string;
  code: ErrorCode;
  /** Photos, decoded once admitted: the upload gate admits them before their bodies are read (web/upload-gate.ts). */
  photos?: true;
}

export const SIGHTING_BOUND: BodyBound = { bytes: SIGHTING_BODY_BYTES, message: SIGHTING_TOO_LARGE, code: 'upload.sighting_too_large', photos: true };
export const TRIP_PHOTO_BOUND: BodyBound = { bytes: TRIP_PHOTO_BODY_BYTES, message: FILE_TOO_LARGE, code: 'upload.too_large', photos: true };
const DIVE_LOG_BOUND: BodyBound = { bytes: DIVE_LOG_BODY_BYTES, message: DIVE_LOG_TOO_LARGE, code: 'dives.log_too_large' };
const OTHER_BOUND: BodyBound = { bytes: OTHER_BODY_BYTES, message: OTHER_TOO_LARGE, code: 'request.too_large' };

const TRIP_PHOTOS = /^\/api\/trips\/[^/]+\/photos$/;

/** The bound of the API call at `pathname`: a sighting's, a trip photo's, a dive log's, or every other call's. */
export function bodyBoundOf(method: string, pathname: string): BodyBound {
  if (method !== 'POST') return OTHER_BOUND;
  if (pathname === '/api/identify') return SIGHTING_BOUND;
  if (pathname === '/api/dives/import') return DIVE_LOG_BOUND;
  if (TRIP_PHOTOS.test(pathname)) return TRIP_PHOTO_BOUND;
  return OTHER_BOUND;
}

const tooLarge = ({ code, message }: BodyBound) =>
  new Response(JSON.stringify(errorBody(code, message)), { status: 413, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' } });

/** A 413 when the body's declared length is over the route's bound: refused before a byte of it is read. */
export function declaredTooLarge(request: Request, bound: BodyBound): Response | null {
  const declared = request.headers.get('content-length');
  if (declared === null || Number(declared) <= bound.bytes) return null;
  return tooLarge(bound);
}

/** A body sent in chunks, whose length nobody declared. */
export const sentInChunks = (request: Request) =>
  !request.headers.has('content-length') && /chunked/i.test(request.headers.get('transfer-encoding') ?? '');

/**
 * A call's request as the API may read it, or a 413. A body sent in chunks, without a length, is read up to the
 * route's bound and refused beyond it, so no route reads more than its own bound although the transport admits a
 * sighting's. (A sighting sent in chunks is held to its bound by the transport itself.)
 */
export async function withinBodyLimit(request: Request, bound: BodyBound): Promise<Request | Response> {
  if (!request.body) return request;
  const limit = bound.bytes;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return tooLarge(bound);
    }
    chunks.push(value);
  }
  return new Request(request, { body: Buffer.concat(chunks) });
}
