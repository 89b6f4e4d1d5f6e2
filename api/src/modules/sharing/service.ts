import type { AppContext } from '../../context';
import { DEMO_MODEL } from '../../lib/ai/demo-model';
import { notFound } from '../../lib/errors';
import { identificationsForSharing as identifications, type IdentificationRow } from '../identifications';
import { taxa } from '../taxa';
import type { UserRow } from '../accounts';
import { sharedPhotoCredit } from './credit';
import { newShareToken, sharedPath, sharedPhotoPath, type SharedIdentification } from './model';
import { deleteShareLinkOf, ensureShareLink, findShareLink, findShareLinkOf, shareLinksOf } from './repo';


/** The address visitors open, absolute like every other address the site shares. */
export const shareUrl = (ctx: AppContext, token: string) => new URL(sharedPath(token), ctx.config.publicUrl.origin).href;

/** The live link of each identification that has one, by identification id (an account's data export lists them). */
export async function shareUrlsOf(ctx: AppContext, identificationIds: number[]): Promise<Map<number, string>> {
  const tokens = await shareLinksOf(ctx.db, identificationIds);
  return new Map([...tokens].map(([id, token]) => [id, shareUrl(ctx, token)]));
}

/**
 * The signed-in owner's identification. Anyone else (another user, an admin, a visitor without an account) gets
 * the same 404 as for one that does not exist, and so does a trashed one: it has left the owner's history.
 */
async function ownIdentification(ctx: AppContext, user: UserRow | null, id: number): Promise<IdentificationRow> {
  const row = await identifications.findIdentification(ctx.db, id);
  if (!row || !user || row.userId !== user.id || row.trashedAt) throw notFound('Identification not found', 'identifications.not_found');
  return row;
}

/** The identification's unlisted link, made on its first share; every later share gives the same link. */
export async function shareIdentification(ctx: AppContext, user: UserRow | null, id: number): Promise<{ url: string }> {
  await ownIdentification(ctx, user, id);
  return { url: shareUrl(ctx, (await ensureShareLink(ctx.db, id, newShareToken())).token) };
}

/** The live link, or null while it has none. */
export async function currentShare(ctx: AppContext, user: UserRow | null, id: number): Promise<{ url: string | null }> {
  await ownIdentification(ctx, user, id);
  const link = await findShareLinkOf(ctx.db, id);
  return { url: link ? shareUrl(ctx, link.token) : null };
}

/** Revokes the link: its page and photo answer 404 from now on; sharing again makes a new link. */
export async function revokeShare(ctx: AppContext, user: UserRow | null, id: number): Promise<void> {
  await ownIdentification(ctx, user, id);
  await deleteShareLinkOf(ctx.db, id);
}

/** The identification behind a live link, or undefined (no such link, or trashed since it was shared). */
export async function sharedIdentificationRow(ctx: AppContext, token: string): Promise<IdentificationRow | undefined> {
  const link = await findShareLink(ctx.db, token);
  const row = link && await identifications.findIdentification(ctx.db, link.identificationId);
  return row && !row.trashedAt ? row : undefined;
}

/** What the shared page shows: the base every reader sees and the candidates; the photos' addresses go through the link. */
export async function toSharedIdentification(ctx: AppContext, row: IdentificationRow, token: string): Promise<SharedIdentification> {
  const taxon = row.aphiaId === null ? null : ((await taxa.taxaByIds(ctx, [row.aphiaId])).get(row.aphiaId) ?? null);
  const photos = (await identifications.sightingPhotosOf(ctx.db, [row])).get(row.id) ?? [];
  return {
    ...identifications.identificationBase(row, taxon),
    candidates: identifications.candidatesOf(row.candidates),
    createdAt: row.createdAt.toISOString(),
    observedOn: row.observedAt?.slice(0, 10) ?? null,
    demo: row.model === DEMO_MODEL,
    photoUrl: row.imageUrl ? sharedPhotoPath(token) : null,
    photos: photos.map(({ width, height }, index) => ({ imageUrl: sharedPhotoPath(token, index), width, height })),
    credit: sharedPhotoCredit(row),
  };
}

/** The stored web copy of a shared sighting's photo `index` (0 the cover), or undefined when it has none there. */
export async function sharedPhotoUrl(ctx: AppContext, row: IdentificationRow, index: number): Promise<string | undefined> {
  return (await identifications.sightingPhotosOf(ctx.db, [row])).get(row.id)?.[index]?.imageUrl;
}
