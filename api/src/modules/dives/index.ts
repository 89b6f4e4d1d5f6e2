/**
 * The dives module's door: its routes (/api/dives), `diveMatcher` (the port identifications call at upload), and
 * `dives`, what the app and other modules use (an account's dives with its holdings, an admin's deletion). Every
 * other file in this folder is private to the module.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context';
import { MAX_DIVE_LOG_BYTES, DIVE_LOG_TOO_LARGE } from '../../lib/dive-logs';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { readPageRequest, sendPage } from '../../lib/paging';
import { pathId } from '../../lib/path-id';
import { noContent, pageQuery } from '../../lib/route-schemas';
import { authGuard } from '../accounts';
import { deleteDivesOfUser, withDives } from './account-data';
import { diveDetailSchema, diveEdit, diveParams, diveSchema, importAnswer, tripClockAnswer, tripClockBody } from './model';
import { importFile } from './imports';
import { deleteDive, DIVES_CURSOR, editDive, getDive, listUserDives } from './service';
import { setTripCameraOffset } from './trip-clock';
import { exportDives } from './export';

export { diveMatcher } from './matching';

/** What the app and other modules may ask of dives. */
export const dives = {
  /** An account's holdings with its dives: exported with it, deleted with it. */
  withDives,
  /** An admin deletes an account: its dives, logs and log files. */
  deleteDivesOfUser,
};

/** The one file of the multipart field `file`: over 25 MB is refused before it is read. */
function uploadedLog(body: unknown): File {
  const field = (body as Record<string, unknown> | null)?.file;
  if (Array.isArray(field)) throw badRequest('Please import one dive log at a time.', 'dives.several_files');
  if (!(field instanceof Blob)) throw badRequest('Please choose a dive log to import (multipart form field "file").', 'dives.no_file');
  if (field.size > MAX_DIVE_LOG_BYTES) throw payloadTooLarge(DIVE_LOG_TOO_LARGE, 'dives.log_too_large');
  return field instanceof File ? field : new File([field], 'dive-log.xml');
}

export const BAD_UTC_OFFSET_CODE = 'dives.bad_utc_offset';
export const BAD_UTC_OFFSET = 'utcOffsetMinutes must be a whole number of minutes from -720 (UTC-12) to 840 (UTC+14).';

/** The form field `utcOffsetMinutes`: absent, or whole minutes from UTC-12 to UTC+14. */
function formOffset(body: unknown): number | undefined {
  const field = (body as Record<string, unknown> | null)?.utcOffsetMinutes;
  if (field === undefined || field === '') return undefined;
  const text = typeof field === 'number' ? String(field) : typeof field === 'string' ? field.trim() : '';
  const minutes = /^[+-]?\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(minutes >= -720 && minutes <= 840)) throw badRequest(BAD_UTC_OFFSET, BAD_UTC_OFFSET_CODE);
  return minutes;
}

/**
 * The signed-in user's dives: POST /import (a dive log of any format read, or a GPX track: imports.ts), the list
 * (paged with ?cursor=&limit=, newest first), one dive with its profile and sightings (its owner or an admin), its
 * edit and its deletion; PUT /camera-offset (one camera offset for a trip's dives); GET /export (every dive as a
 * Subsurface log).
 */
export function diveRoutes(ctx: AppContext) {
  const one = { user: true, params: diveParams, response: diveDetailSchema } as const;
  return new Elysia({ name: 'dives', prefix: '/dives' })
    .use(authGuard(ctx))
    .post(
      '/import',
      async ({ user, body, set }) => {
        const answer = await importFile(ctx, user, uploadedLog(body), { utcOffsetMinutes: formOffset(body) });
        set.status = 201;
        return answer;
      },
      { user: true, body: t.Object({ file: t.Any(), utcOffsetMinutes: t.Optional(t.Any()) }), response: { 201: importAnswer } },
    )
    .get('', async ({ user, query, request, set }) => sendPage(set, request.url, await listUserDives(ctx, user, readPageRequest(query, DIVES_CURSOR))), {
      user: true,
      query: pageQuery,
      response: t.Array(diveSchema),
    })
    .put('/camera-offset', ({ user, body }) => setTripCameraOffset(ctx, user, body), { user: true, body: tripClockBody, response: tripClockAnswer })
    .get(
      '/export',
      async ({ user }) =>
        new Response(await exportDives(ctx, user), {
          headers: { 'content-type': 'application/xml; charset=utf-8', 'content-disposition': 'attachment; filename="reefid-dives.ssrf"' },
        }),
      { user: true },
    )
    .get('/:id', ({ user, params }) => getDive(ctx, user, pathId(params.id)), one)
    .put('/:id', ({ user, params, body }) => editDive(ctx, user, pathId(params.id), body), { ...one, body: diveEdit })
    .delete(
      '/:id',
      async ({ user, params, set }) => {
        await deleteDive(ctx, user, pathId(params.id));
        set.status = 204;
      },
      { user: true, params: diveParams, response: { 204: noContent } },
    );
}
