import type { AppContext } from '../../context';
import type { PhotoVisibility } from '../../web/uploads';
import { findPhotoOwner } from './repo';

/**
 * Who may keep a copy of a stored photo. The web copy of a published identification is public and never changes
 * under its name. Any other photo is private to its owner: caches must not keep it. A photo stops answering
 * once its identification is trashed, deleted, or belongs to nobody and is not published.
 */
export function photoVisibility(ctx: AppContext): PhotoVisibility {
  return async (url) => {
    const owner = await findPhotoOwner(ctx.db, url);
    if (!owner || owner.trashedAt) return 'gone';
    if (owner.isPublished && owner.imageUrl === url) return 'public';
    if (owner.userId === null && owner.visitorId === null) return 'gone';
    return 'private';
  };
}
