import { checkPosition } from '@rules/location';
import { IMPORT_ANSWER_DIVES, MAX_DIVES_PER_LOG } from '@rules/dive-imports';
import { matchDive } from '@rules/dive-matching';
import { downsampleProfile } from '@rules/dives';
import type { AppContext } from '../../context';
import { transaction } from '../../db/client';
import { readDiveLog, type DiveLogFormat, type ParsedDive } from '../../lib/dive-logs';
import { badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import { byTextAndId, pageOf, type Page, type PageRequest } from '../../lib/paging';
import { photoStore, photoUrl } from '../../lib/storage';
import type { UserRow } from '../accounts';
import { identifications } from '../identifications';
import { givesOf, placePhotos, profileOf, secondsInto } from './matching';
import type { Dive, DiveDetail, DiveEdit } from './model';
import { importsRefusal, newDivesWithinAccount, onceEach, TOO_MANY_DIVES_IN_LOG } from './limits';
import { dropOldestLogFiles, measureOldLogFiles } from './log-files';
import { slices } from '../../lib/turns';
import { deleteDiveRow, findDive, forgetLogFiles, insertLog, insertNewDives, listDives, updateDive, type DiveRow, type NewDiveRow } from './repo';

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

async function views(ctx: AppContext, rows: DiveRow[]): Promise<Dive[]> {
  const counts = await identifications.diveSightings.count(ctx, rows.map((row) => row.id));
  return rows.map((row) => diveView(row, counts.get(row.id) ?? 0));
}

const newestFirst = (a: DiveRow, b: DiveRow) => b.startedAt.localeCompare(a.startedAt) || b.id - a.id;

const newDiveRow = (userId: number, logId: number, dive: ParsedDive): NewDiveRow => ({
  userId,
  logId,
  startedAt: dive.startedAt,
  utcOffsetMinutes: dive.utcOffsetMinutes,
  durationSeconds: dive.durationSeconds,
  maxDepthMeters: dive.maxDepthMeters,
  siteName: dive.site?.name ?? null,
  latitude: dive.site?.latitude ?? null,
  longitude: dive.site?.longitude ?? null,
  profile: JSON.stringify(dive.profile),
});

/** The rows of a log's new dives, their profiles turned into text a slice at a time (lib/turns.ts). */
async function newDiveRows(userId: number, logId: number, fresh: ParsedDive[]): Promise<NewDiveRow[]> {
  const breathe = slices();
  const rows: NewDiveRow[] = [];
  for (const dive of fresh) {
    rows.push(newDiveRow(userId, logId, dive));
    await breathe();
  }
  return rows;
}

/** How a stored log file is served back (the account export). */
const LOG_CONTENT_TYPES: Record<DiveLogFormat, string> = {
  subsurface: 'application/xml',
  uddf: 'application/xml',
  macdive: 'application/xml',
  fit: 'application/vnd.ant.fit',
  suunto: 'application/json',
};

/** The stored name of an uploaded log: a fresh key, its extension kept when it is one of the formats'. */
function logKey(fileName: string): string {
  const extension = fileName.toLowerCase().match(/\.(ssrf|xml|uddf|fit|json)$/)?.[1] ?? 'xml';
  return `dive-logs/${crypto.randomUUID()}.${extension}`;
}

/**
 * POST /api/dives/import: the log read (refused whole when it cannot be), its new dives added (the same start and
 * duration is the same dive: counted as a duplicate), the file stored as uploaded, and the user's photos on no dive
 * yet placed on them. Refused before anything is written: a 31st import within an hour (429), a log of more than
 * 10,000 dives (413), one that would take the account past 20,000 dives (409). One transaction: a failure leaves no
 * row and no stored file. A log that adds nothing keeps its row (it counts as an import) but not its file. The
 * account's files are kept within 100 MB, the oldest dropped first. The answer lists the newest 50 dives added.
 */
export async function importLog(ctx: AppContext, user: UserRow, file: File) {
  // Checked again in the transaction; here it spares the reading of a log that would be refused.
  const busy = await importsRefusal(ctx.db, user.id, ctx.now());
  if (busy) throw busy;
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Read on a worker within its time budget (422 past it): the event loop keeps answering meanwhile.
  const log = await readDiveLog(bytes, { now: ctx.now() });
  if (log.dives.length > MAX_DIVES_PER_LOG) throw payloadTooLarge(TOO_MANY_DIVES_IN_LOG);
  await measureOldLogFiles(ctx, user.id);
  const unique = onceEach(log.dives);
  const store = photoStore(ctx.config);
  const key = logKey(file.name);
  let stored = false;
  // Reads, then writes: the account's imports take turns, on every instance (decision 076).
  const result = await transaction(
    ctx.db,
    async (tx) => {
      const now = ctx.now();
      const busy = await importsRefusal(tx, user.id, now);
      if (busy) return { refusal: busy };
      const added = await newDivesWithinAccount(tx, user.id, unique);
      if ('refusal' in added) return added;
      const keeps = added.fresh.length > 0;
      const row = await insertLog(tx, {
        userId: user.id,
        fileName: file.name.slice(0, 255) || 'dive-log',
        format: log.format,
        fileUrl: keeps ? photoUrl(key) : '',
        fileBytes: keeps ? bytes.byteLength : 0,
        createdAt: now,
      });
      const inserted = await insertNewDives(tx, await newDiveRows(user.id, row.id, added.fresh));
      if (inserted.length === 0) {
        if (keeps) await forgetLogFiles(tx, [row.id]);
        return { inserted, published: [] as number[], moved: [] as number[], dropped: [] as string[] };
      }
      await store.write(key, bytes, LOG_CONTENT_TYPES[log.format]);
      stored = true;
      const dropped = await dropOldestLogFiles(tx, user.id);
      const { published, moved } = await placePhotos(tx, await identifications.photosWithoutDive(tx, user.id), inserted);
      return { inserted, published, moved, dropped };
    },
    { serializes: `dive-import:${user.id}` },
  ).catch(async (error: unknown) => {
    if (stored) await store.remove([key]);
    throw error;
  });
  if ('refusal' in result) throw result.refusal;
  if (result.dropped.length) await store.remove(result.dropped);
  await identifications.regroundMoved(ctx, result.moved);
  if (result.published.length) await ctx.catalogueFollower.refreshCatalogue(ctx, result.published);
  return {
    imported: result.inserted.length,
    duplicates: log.dives.length - result.inserted.length,
    skippedSamples: log.skippedSamples,
    skippedDives: log.skippedDives,
    logFilesDropped: result.dropped.length,
    dives: await views(ctx, result.inserted.sort(newestFirst).slice(0, IMPORT_ANSWER_DIVES)),
  };
}

export async function listUserDives(ctx: AppContext, user: UserRow, request: PageRequest<[string, number]>): Promise<Page<Dive>> {
  const rows = await listDives(ctx.db, user.id, request);
  const page = pageOf(rows, request, DIVES_CURSOR, (row) => [row.startedAt, row.id] as [string, number]);
  return { ...page, items: await views(ctx, page.items) };
}

/** A dive its owner (or an admin) may read; anyone else gets the same 404 as for a missing one. */
async function readableDive(ctx: AppContext, user: UserRow, id: number): Promise<DiveRow> {
  const row = await findDive(ctx.db, id);
  if (!row || (row.userId !== user.id && !user.isAdmin)) throw notFound('Dive not found');
  return row;
}

/** Only its owner changes or deletes a dive. */
async function ownDive(ctx: AppContext, user: UserRow, id: number): Promise<DiveRow> {
  const row = await findDive(ctx.db, id);
  if (!row || row.userId !== user.id) throw notFound('Dive not found');
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
    if ('error' in position) throw badRequest(position.error);
    changes.latitude = position.value?.latitude ?? null;
    changes.longitude = position.value?.longitude ?? null;
  }
  if (edit.cameraOffsetSeconds !== undefined) changes.cameraOffsetSeconds = edit.cameraOffsetSeconds;
  const { published, moved } = await transaction(ctx.db, async (tx) => {
    const updated = Object.keys(changes).length ? await updateDive(tx, id, changes) : row;
    const profile = profileOf(updated);
    const linked = await identifications.photosOnDive(tx, id);
    const relinked = await identifications.placeOnDives(
      tx,
      linked.map((photo) => {
        const seconds = secondsInto(updated, photo.takenAt);
        const stays = seconds === null || matchDive(photo.takenAt, [updated]) !== null;
        return { photo, diveId: stays ? id : null, gives: givesOf(updated, seconds, profile) };
      }),
    );
    const placed = await placePhotos(tx, await identifications.photosWithoutDive(tx, user.id), [updated]);
    return { published: [...linked.filter((photo) => photo.published).map((photo) => photo.id), ...placed.published], moved: [...relinked, ...placed.moved] };
  });
  await identifications.regroundMoved(ctx, moved);
  if (published.length) await ctx.catalogueFollower.refreshCatalogue(ctx, published);
  return getDive(ctx, user, id);
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
  await identifications.regroundMoved(ctx, moved);
  if (published.length) await ctx.catalogueFollower.refreshCatalogue(ctx, published);
}
