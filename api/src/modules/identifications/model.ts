import { t } from 'elysia';
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

/**
 * The consent chosen on the upload form: multipart fields `catalogueConsent` ("true" or "false") and `licence`.
 * Both may be left out; the account's default then applies.
 */
export function uploadedConsent(body: unknown): { allow?: boolean; licence?: string } {
  const fields = (body as Record<string, unknown> | null) ?? {};
  const allow = fields.catalogueConsent;
  const licence = fields.licence;
  if (allow !== undefined && allow !== 'true' && allow !== 'false') throw badRequest('catalogueConsent must be "true" or "false"');
  if (licence !== undefined && typeof licence !== 'string') throw badRequest('licence must be text');
  return { allow: allow === undefined ? undefined : allow === 'true', licence: licence || undefined };
}

/** POST /api/identifications/{id}/consent; the licence is checked by the service against rules/licence.ts. */
export const consentBody = t.Object({
  allow: t.Boolean(),
  licence: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
});
