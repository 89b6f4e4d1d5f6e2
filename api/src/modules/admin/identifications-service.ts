import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { byId, pageOf, type Page, type PageRequest } from '../../lib/paging';
import { catalogue } from '../catalogue';
import { accounts, type UserRow } from '../accounts';
import { identificationsForAdmin as identifications } from '../identifications';
import { taxa } from '../taxa';
import { recordAdminAction } from './audit';
import type { AdminIdentification } from './model';

/** GET /api/admin/identifications pages by the id of the last identification given, newest first. */
export const IDENTIFICATIONS_CURSOR = byId('admin-identifications');

export async function listIdentifications(ctx: AppContext, request: PageRequest<number>): Promise<Page<AdminIdentification>> {
  const page = pageOf(await identifications.listIdentificationsPage(ctx.db, request), request, IDENTIFICATIONS_CURSOR, (row) => row.id);
  const [usernames, rules, communityTaxa] = await Promise.all([
    accounts.usernamesOf(ctx.db, page.items.flatMap((row) => (row.userId === null ? [] : [row.userId]))),
    catalogue.publishRules(ctx),
    taxa.taxaByIds(ctx, page.items.map((row) => row.communityAphiaId)),
  ]);
  return {
    ...page,
    items: page.items.map(({ visitorId, communityAphiaId, ...row }) => ({
      ...row,
      communityTaxon: communityAphiaId === null ? null : (communityTaxa.get(communityAphiaId) ?? null),
      username: row.userId === null ? null : (usernames.get(row.userId) ?? null),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      trashedAt: row.trashedAt?.toISOString() ?? null,
      publishRefusal: identifications.publishRefusal({ ...row, visitorId }, rules),
      reviewStatus: row.reviewStatus,
      // Experts disputed it while it is in the catalogue: it stays published, for an admin to look at.
      publishedButDisputed: row.isPublished && row.reviewStatus === 'disputed',
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
export type { AdminIdentification } from './model';

async function targetIdentification(ctx: AppContext, id: number) {
  const identification = await identifications.findIdentification(ctx.db, id);
  if (!identification) throw notFound('Identification not found', 'identifications.not_found');
  return identification;
}

const described = (row: { speciesName: string; slug: string }) => ({ speciesName: row.speciesName, slug: row.slug });

/** Makes the species page live through the catalogue; publishing twice changes nothing. */
export async function publish(ctx: AppContext, admin: UserRow, id: number): Promise<void> {
  const identification = await targetIdentification(ctx, id);
  await catalogue.publish(ctx, id);
  await recordAdminAction(ctx.db, admin, 'identification.publish', { type: 'identification', id, details: described(identification) }, ctx.now());
}

/** Takes the species page down at once through the catalogue. */
export async function unpublish(ctx: AppContext, admin: UserRow, id: number): Promise<void> {
  const identification = await targetIdentification(ctx, id);
  await catalogue.unpublish(ctx, id);
  await recordAdminAction(ctx.db, admin, 'identification.unpublish', { type: 'identification', id, details: described(identification) }, ctx.now());
}

/** Deletes the record, its image files and its species page (the identification service does all three). */
export async function remove(ctx: AppContext, admin: UserRow, id: number): Promise<void> {
  const identification = await targetIdentification(ctx, id);
  await identifications.deleteIdentification(ctx, id);
  await recordAdminAction(ctx.db, admin, 'identification.delete', { type: 'identification', id, details: described(identification) }, ctx.now());
}

/** The admin chooses whose text a species page shows; recorded in the audit log. */
export async function feature(ctx: AppContext, admin: UserRow, slug: string, identificationId: number) {
  const page = await catalogue.chooseFeatured(ctx, slug, identificationId);
  await recordAdminAction(ctx.db, admin, 'species.feature', { type: 'identification', id: identificationId, details: { slug, speciesName: page.featured.speciesName } }, ctx.now());
  return { slug: page.slug, featuredIdentificationId: page.featured.id };
}
