import type { AppContext } from '../../context';
import { removeImages } from '../../lib/images/store';
import { photoStore } from '../../lib/storage';
import { TRASH_KEEPS_MS } from '@rules/trash';
import { photoFilesOf } from './photo-lists';
import { forgetPhotos, listTrashedWithImages, updateIdentification } from './repo';

/** A trashed identification's photos are kept this long (the record stays for the admins), then deleted. */
export const TRASH_KEEPS_FILES_MS = TRASH_KEEPS_MS;
/** How many a sweep handles; the next sweep takes the rest. */
export const TRASH_BATCH = 500;

/**
 * Deletes the image files (web and high-resolution copies of every photo, the card thumbnails) of identifications trashed more than 30 days
 * before `ctx.now()`, and forgets their addresses. Returns how many identifications lost their files.
 */
export async function emptyTrash(ctx: AppContext, limit = TRASH_BATCH): Promise<number> {
  const rows = await listTrashedWithImages(ctx.db, new Date(ctx.now().getTime() - TRASH_KEEPS_FILES_MS), limit);
  for (const row of rows) {
    await removeImages(photoStore(ctx.config), await photoFilesOf(ctx.db, [row]));
    if (row.imageUrl) await ctx.catalogueFollower.removeCardThumbnail(photoStore(ctx.config), row.imageUrl);
    await forgetPhotos(ctx.db, row.id);
    await updateIdentification(ctx.db, row.id, { imageUrl: null, imageHighResUrl: null, cardThumbnail: null });
  }
  return rows.length;
}
