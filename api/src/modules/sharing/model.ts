import { t } from 'elysia';
export type { SharedIdentification } from '@catalogue/model/shared';

/** 128 random bits in base64url: too many to guess, short enough to paste. */
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const newShareToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES))).toString('base64url');

/** Whether text has the shape of a share token (anything else names no link, without asking the database). */
export const isShareToken = (text: string) => TOKEN_PATTERN.test(text);

export const sharedPath = (token: string) => `/shared/${token}`;
/** The cover at /shared/{token}/photo (as links shared before sightings had several photos name it), the others at /photo/{index}. */
export const sharedPhotoPath = (token: string, index = 0) => `/shared/${token}/photo${index ? `/${index}` : ''}`;

/** `/identifications/{id}/share`: checked by identificationId, so a malformed id is a 404 like a missing one. */
export const shareParams = t.Object({ id: t.String() });

/** The unlisted link, made on the first share (POST); GET gives null while there is none. */
export const shareLink = t.Object({ url: t.String() });
export const currentShareLink = t.Object({ url: t.Nullable(t.String()) });
