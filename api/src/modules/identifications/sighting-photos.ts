import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { removeImages } from '../../lib/images/store';
import { photoStore } from '../../lib/storage';
import type { UserRow } from '../accounts';
import { storedPhotosOf } from './photo-lists';
import { rewritePhotos } from './repo';
import { ownIdentification, view } from './service';
import type { IdentificationView } from './view';

export const LAST_PHOTO = 'A sighting keeps at least one photo: add another before removing this one, or delete the identification.';
const NO_SUCH_PHOTO = 'This identification has no photo at that place';

/** `/photos/:index`: a whole number from 0; anything else is refused before the sighting is looked up. */
export function photoIndex(value: string): number {
  if (!/^\d{1,2}$/.test(value)) throw badRequest('The photo index is a whole number from 0 (the cover)', 'identifications.bad_photo_index');
  return Number(value);
}

async function ownPhotos(ctx: AppContext, user: UserRow, id: number, index: number) {
  const row = await ownIdentification(ctx, user, id);
  const photos = (await storedPhotosOf(ctx.db, [row])).get(row.id)!;
  if (index >= photos.length) throw notFound(NO_SUCH_PHOTO, 'identifications.no_such_photo');
  return { row, photos };
}

/**
 * PUT /identifications/:id/cover: photo `index` (as the answer lists them, cover first) becomes the cover; the
 * others keep their order. A published sighting's card and page follow at once.
 */
export async function setCover(ctx: AppContext, user: UserRow, id: number, index: number): Promise<IdentificationView> {
  const { row, photos } = await ownPhotos(ctx, user, id, index);
  if (index > 0) {
    await rewritePhotos(ctx.db, id, [photos[index]!, ...photos.filter((_, i) => i !== index)]);
    if (row.isPublished) await ctx.catalogueFollower.photosChanged(ctx, id, row.imageUrl);
  }
  return view(ctx, (await ownIdentification(ctx, user, id)), { user });
}

/**
 * DELETE /identifications/:id/photos/:index: the photo and its stored copies go; the next one becomes the cover
 * when it was the cover. Never the last one (409). A published sighting's page drops it before its files go, so
 * its address answers 404 as soon as this returns.
 */
export async function removePhoto(ctx: AppContext, user: UserRow, id: number, index: number): Promise<IdentificationView> {
  const { row, photos } = await ownPhotos(ctx, user, id, index);
  if (photos.length === 1) throw conflict(LAST_PHOTO, 'identifications.last_photo');
  const removed = photos[index]!;
  await rewritePhotos(ctx.db, id, photos.filter((_, i) => i !== index));
  if (row.isPublished) await ctx.catalogueFollower.photosChanged(ctx, id, row.imageUrl);
  await removeImages(photoStore(ctx.config), [removed.imageUrl, removed.imageHighResUrl]);
  return view(ctx, (await ownIdentification(ctx, user, id)), { user });
}
