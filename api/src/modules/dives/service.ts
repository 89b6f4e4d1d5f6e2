import { checkPosition } from '@rules/location';
import { downsampleProfile } from '@rules/dives';
import type { AppContext } from '../../context';
import { transaction } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { ruleMessage } from '../../lib/error-messages';
import { byTextAndId, pageOf, type Page, type PageRequest } from '../../lib/paging';
import type { UserRow } from '../accounts';
import { identificationsForDives as identifications } from '../identifications';
import { matchAgain, placePhotos, profileOf } from './matching';
import type { Dive, DiveDetail, DiveEdit } from './model';
import { deleteDiveRow, findDive, listDives, updateDive, type DiveRow, type NewDiveRow } from './repo';

/** GET /api/dives pages by [startedAt, id] of the last dive given. */
export const DIVES_CURSOR = byTextAndId('dives');

function diveView(row: DiveRow, identificationCount: number): Dive {
  const hasSite = row.siteName !== null || row.latitude !== null;
  return {
    id: row.id,
    startedAt: row.startedAt,
    utcOffsetMinutes: row.utcOffsetMinutes,
    durationSeconds: row.durationSeconds,
    maxDepthMeters: row.maxDepthMeters,
    site: hasSite ? { name: row.siteName, latitude: row.latitude, longitude: row.longitude } : null,
    cameraOffsetSeconds: row.cameraOffsetSeconds,
    identificationCount,
  };
}

export async function views(ctx: AppContext, rows: DiveRow[]): Promise<Dive[]> {
  const counts = await identifications.diveSightings.count(ctx, rows.map((row) => row.id));
  return rows.map((row) => diveView(row, counts.get(row.id) ?? 0));
}

export async function listUserDives(ctx: AppContext, user: UserRow, request: PageRequest<[string, number]>): Promise<Page<Dive>> {
  const rows = await listDives(ctx.db, user.id, request);
  const page = pageOf(rows, request, DIVES_CURSOR, (row) => [row.startedAt, row.id] as [string, number]);
  return { ...page, items: await views(ctx, page.items) };
}

/** A dive its owner (or an admin) may read; anyone else gets the same 404 as for a missing one. */
async function readableDive(ctx: AppContext, user: UserRow, id: number): Promise<DiveRow> {
  const row = await findDive(ctx.db, id);
  if (!row || (row.userId !== user.id && !user.isAdmin)) throw notFound('Dive not found', 'dives.not_found');
  return row;
}

/** Only its owner changes or deletes a dive. */
async function ownDive(ctx: AppContext, user: UserRow, id: number): Promise<DiveRow> {
  const row = await findDive(ctx.db, id);
  if (!row || row.userId !== user.id) throw notFound('Dive not found', 'dives.not_found');
  return row;
}

export async function getDive(ctx: AppContext, user: UserRow, id: number): Promise<DiveDetail> {
  const row = await readableDive(ctx, user, id);
  const [dive] = await views(ctx, [row]);
  const profile = downsampleProfile(profileOf(row)).map(([seconds, depthMeters]) => ({ seconds, depthMeters }));
  return { ...dive!, profile, identifications: await identifications.diveSightings.of(ctx, row.id) };
}

/**
 * PUT /api/dives/{id}: the site's name and position, the camera's offset; then its photos are matched again: those
 * now outside it are unlinked (what it gave them cleared), those on no dive that now fall in it are placed on it,
 * and the rest get the new site and depth. A photo linked without a time of day keeps its link and gets the site.
 * Those whose position or depth changed have their candidates marked again against OBIS, after the transaction.
 */
export async function editDive(ctx: AppContext, user: UserRow, id: number, edit: DiveEdit): Promise<DiveDetail> {
  const row = await ownDive(ctx, user, id);
  const changes: Partial<NewDiveRow> = {};
  if (edit.siteName !== undefined) changes.siteName = edit.siteName?.trim() || null;
  if (edit.latitude !== undefined || edit.longitude !== undefined) {
    const position = checkPosition(edit.latitude, edit.longitude);
    if ('error' in position) throw badRequest(ruleMessage(position.error), 'position.invalid');
    changes.latitude = position.value?.latitude ?? null;
    changes.longitude = position.value?.longitude ?? null;
  }
  if (edit.cameraOffsetSeconds !== undefined) changes.cameraOffsetSeconds = edit.cameraOffsetSeconds;
  const { published, moved } = await transaction(ctx.db, async (tx) =>
    matchAgain(tx, user.id, [Object.keys(changes).length ? await updateDive(tx, id, changes) : row]),
  );
  await afterPhotosMoved(ctx, { published, moved });
  return getDive(ctx, user, id);
}

/** What matching photos again changed: published sightings whose pages change, photos whose place or depth changed. */
export interface PhotosMoved {
  published: number[];
  moved: number[];
}

/** After the transaction: candidates of photos that moved are marked again against OBIS; changed pages are published. */
export async function afterPhotosMoved(ctx: AppContext, { published, moved }: PhotosMoved): Promise<void> {
  await identifications.regroundMoved(ctx, moved);
  if (published.length) await ctx.catalogueFollower.refreshCatalogue(ctx, published);
}

/**
 * DELETE /api/dives/{id}: its identifications stay, unlinked, and lose what the dive gave them (the site's position,
 * the depth from its profile); what the user typed stays, and the candidates of those that lost a position or a depth
 * are marked again against OBIS. The log file stays for the account export.
 */
export async function deleteDive(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  await ownDive(ctx, user, id);
  const { published, moved } = await transaction(ctx.db, async (tx) => {
    const photos = await identifications.photosOnDive(tx, id);
    const moved = await identifications.placeOnDives(tx, photos.map((photo) => ({ photo, diveId: null, gives: null })));
    await deleteDiveRow(tx, id);
    return { published: photos.filter((photo) => photo.published).map((photo) => photo.id), moved };
  });
  await afterPhotosMoved(ctx, { published, moved });
}
