import { inExpertGroups } from '@rules/consensus';
import type { AppContext } from '../../context';
import type { PhotoVisibility } from '../../web/uploads';
import { accounts, type UserRow } from '../accounts';
import { taxa as taxonCache } from '../taxa';
import { findPhotoOwner, findSightingOfPhoto } from './repo';
import { VISITOR_COOKIE, visitorIdOf } from './visitor';

type PhotoOwner = { userId: number | null; visitorId: string | null; reviewRequestedAt: Date | null; webCopy: string | null; aphiaId: number | null };

/**
 * Who may see a stored photo. The web copy of a published identification is public and never changes under its
 * name. Any other photo is private: only its owner (the signed-in member, or the visitor whose cookie made it) and
 * admins see it, and caches must not keep it; to anyone else it does not exist, whoever gave them its address.
 * A trashed identification's photos answer only its owner and admins until deleted; a photo stops answering once
 * its identification is deleted, or belongs to nobody and is not published.
 * The rule is the same for every photo of a sighting, cover or not; a photo removed from it answers no one.
 * A share link shows its photo through /shared/{token}/photo, never through this address.
 * Experts see the web copies (never the high-resolution ones) of a sighting its owner asked them to review (and has
 * not withdrawn), when it is in their groups: the ones their queue shows them.
 */
export function photoVisibility(ctx: AppContext): PhotoVisibility {
  return async (url, request) => {
    const owner = await ownerOf(ctx, url);
    if (!owner) return 'gone';
    // In the trash, only its owner (and admins) still see it, so the owner can decide to restore it.
    if (owner.trashedAt) return (await mayView(ctx, request, { ...owner, reviewRequestedAt: null }, url)) ? 'private' : 'gone';
    if (owner.isPublished && owner.webCopy === url) return 'public';
    if (owner.userId === null && owner.visitorId === null) return 'gone';
    return (await mayView(ctx, request, owner, url)) ? 'private' : 'gone';
  };
}

/** The sighting a photo is one of, by its photo list; a row whose list was never written is found by its cover. */
async function ownerOf(ctx: AppContext, url: string) {
  const sighting = await findSightingOfPhoto(ctx.db, url);
  if (sighting) return sighting;
  const row = await findPhotoOwner(ctx.db, url);
  return row && { ...row, webCopy: row.imageUrl };
}

async function mayView(ctx: AppContext, request: Request, owner: PhotoOwner, url: string): Promise<boolean> {
  const cookies = new Bun.CookieMap(request.headers.get('cookie') ?? '');
  if (owner.visitorId !== null && visitorIdOf(ctx, cookies.get(VISITOR_COOKIE)) === owner.visitorId) return true;
  const viewer = await accounts.sessionUserOfCookies(ctx.db, cookies, ctx.now());
  if (viewer === null) return false;
  if (viewer.id === owner.userId || viewer.isAdmin) return true;
  return viewer.isExpert && !!owner.reviewRequestedAt && owner.webCopy === url && (await reviewsGroupOf(ctx, viewer, owner.aphiaId));
}

/** Whether the sighting's model taxon (its class or phylum) is in the expert's groups, as their queue has it. */
async function reviewsGroupOf(ctx: AppContext, expert: UserRow, aphiaId: number | null): Promise<boolean> {
  const groups = accounts.expertGroupsOf(expert);
  if (groups === null) return true;
  const taxon = aphiaId === null ? undefined : (await taxonCache.taxaByIds(ctx, [aphiaId])).get(aphiaId);
  return inExpertGroups(groups, [taxon?.classification.class, taxon?.classification.phylum].filter((name): name is string => !!name));
}
