import { MAX_TRIP_PHOTOS, TOO_MANY_TRIP_PHOTOS } from '@rules/trips';
import type { AppContext } from '../../context';
import { transaction } from '../../db/client';
import { badRequest, conflict, payloadTooLarge } from '../../lib/errors';
import { readWhereAndWhen } from '../../lib/images/exif';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '../../lib/images/limits';
import { inspectUpload } from '../../lib/images/prepare';
import { photoStore } from '../../lib/storage';
import type { UserRow } from '../accounts';
import { pictureFigures } from './likeness';
import type { TripPhotoAnswer } from './model';
import { countTripPhotos, findTripPhoto, insertTripPhoto, type TripPhotoRow } from './repo';
import { ownTrip } from './service';

/** The one file of the multipart field `image`: over 10 MB is refused before it is read. */
export function uploadedTripPhoto(body: unknown): Blob {
  const field = (body as Record<string, unknown> | null)?.image;
  if (Array.isArray(field)) throw badRequest('Please send one photo at a time.', 'trips.several_photos');
  if (!(field instanceof Blob)) throw badRequest('Please choose a photo to add (multipart form field "image").', 'trips.no_photo');
  if (field.size > MAX_UPLOAD_BYTES) throw payloadTooLarge(FILE_TOO_LARGE, 'upload.too_large');
  return field;
}

const answerOf = (row: TripPhotoRow): TripPhotoAnswer => ({ id: row.id, sha256: row.sha256, takenAt: row.takenAt, diveId: row.diveId, depthMeters: row.depthMeters });

const full = () => conflict(TOO_MANY_TRIP_PHOTOS, 'trips.photo_limit');

/**
 * Takes one photo into a trip. The same bytes sent again answer the photo already taken (`added: false`), read and
 * checked no further, so an interrupted series is resumed by sending everything again. A new photo passes the
 * checks of an identification's photos (lib/images: type by its bytes, size, pixels), its time and place are read
 * from its metadata, it is placed on the diver's dives as an identification's photo is (the dives module's matcher),
 * and its likeness and sharpness are measured once; the original is stored as sent, never served.
 */
export async function addTripPhoto(ctx: AppContext, user: UserRow, tripId: number, file: Blob): Promise<{ photo: TripPhotoAnswer; added: boolean }> {
  await ownTrip(ctx, user, tripId);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sha256 = new Bun.CryptoHasher('sha256').update(bytes).digest('hex');
  const known = await findTripPhoto(ctx.db, tripId, sha256);
  if (known) return { photo: answerOf(known), added: false };
  if ((await countTripPhotos(ctx.db, tripId)) >= MAX_TRIP_PHOTOS) throw full();
  const kind = await inspectUpload(bytes);
  const [read, figures] = await Promise.all([readWhereAndWhen(bytes, ctx.now()), pictureFigures(bytes, kind)]);
  const dive = await ctx.diveMatcher.diveOfPhoto(ctx, user.id, { takenAt: read.takenAt, diveId: null });
  // As for an identification: the photo's own position only when the account allows it, else its dive's site.
  const position = (user.usePhotoLocation ? read.position : null) ?? dive?.position ?? null;
  const photoKey = `trips/${crypto.randomUUID()}`;
  const store = photoStore(ctx.config);
  await store.write(photoKey, bytes, file.type || 'application/octet-stream');
  const row = {
    tripId,
    sha256,
    takenAt: read.takenAt,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    diveId: dive?.diveId ?? null,
    depthMeters: read.depthMeters ?? dive?.depthMeters ?? null,
    photoKey,
    signature: figures.signature,
    sharpness: figures.sharpness,
    createdAt: ctx.now(),
  };
  // Counted and added in one turn: two uploads at once never take a trip past its most.
  const added = await transaction(ctx.db, async (tx) => ((await countTripPhotos(tx, tripId)) >= MAX_TRIP_PHOTOS ? 'full' : ((await insertTripPhoto(tx, row)) ?? null)), {
    serializes: `trip:${tripId}`,
  });
  if (added === 'full' || added === null) await store.remove([photoKey]);
  if (added === 'full') throw full();
  // The same bytes arrived twice at once: the other request's photo is the one.
  if (added === null) return { photo: answerOf((await findTripPhoto(ctx.db, tripId, sha256))!), added: false };
  return { photo: answerOf(added), added: true };
}
