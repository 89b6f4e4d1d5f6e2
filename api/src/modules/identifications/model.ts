import { badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '../../lib/images/limits';

/** Path ids are positive integers; anything else names no identification. */
export function identificationId(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Identification not found');
  return id;
}

/** The one file of the multipart field `image`, refused early when over 10 MB. */
export async function uploadedImage(body: unknown): Promise<Uint8Array> {
  const field = (body as Record<string, unknown> | null)?.image;
  if (Array.isArray(field)) throw badRequest('Please upload one image at a time.');
  if (!(field instanceof Blob)) throw badRequest('Please choose an image to upload (multipart form field "image").');
  if (field.size > MAX_UPLOAD_BYTES) throw payloadTooLarge(FILE_TOO_LARGE);
  return new Uint8Array(await field.arrayBuffer());
}
