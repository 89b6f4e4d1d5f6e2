import { Elysia, t } from 'elysia';
import { languageOfRequest } from '@rules/languages';
import type { AppContext } from '../../context';
import { createSpeciesIdentifier } from '../../lib/ai/identifier';
import { clientAddressKey } from '../../lib/client-ip';
import { badRequest } from '../../lib/errors';
import type { CookieJar } from '../../lib/cookies';
import { readPageRequest, sendPage, type PageHeaders } from '../../lib/paging';
import { pathId } from '../../lib/path-id';
import { noContent, pageQuery } from '../../lib/route-schemas';
import { accounts, authGuard, type UserRow } from '../accounts';
import { taxa } from '../taxa';
import {
  consentBody,
  coverBody,
  exportFile,
  exportIds,
  exportQuery,
  freeCount,
  identificationParams,
  photoParams,
  identificationView,
  identifiedView,
  lifeListEntry,
  sightingSchema,
  uploadedConsent,
  uploadedImages,
  uploadedWhereAndWhen,
  whereAndWhenBody,
} from './model';
import { listSightings, setWhereAndWhen } from './where-and-when';
import { exportDarwinCore } from './darwin-core';
import { exportHistoryCsv } from './history-csv';
import { lifeListOf } from './life-list';
import { freeIdentificationsUsed } from './quota';
import {
  acceptIdentification,
  deleteAsViewer,
  getIdentification,
  identifyUpload,
  HISTORY_CURSOR,
  listIdentifications,
  listTrash,
  TRASH_CURSOR,
  requestReview,
  setCatalogueConsent,
  trashIdentification,
  restoreIdentification,
  withdrawReviewRequest,
  type Viewer,
} from './service';
import { readVisitorId, visitorIdFor } from './visitor';
import { photoIndex, removePhoto, setCover } from './sighting-photos';
import { metrics } from '../../lib/metrics';

/**
 * POST /api/identify, GET /api/free-identifications-count, the user's history (paged with ?cursor=&limit=, also at
 * /api/user/identifications), its trash (paged the same way), its exports, the user's life list, the located ones for the map (/sightings), and one
 * identification's read, accept, review request (asked and withdrawn), catalogue consent, where and when, cover and
 * photo removal, trash and delete.
 */
export function identificationRoutes(ctx: AppContext) {
  const identifiers = { model: createSpeciesIdentifier(ctx.config.identifier), taxonomy: taxa.createTaxonomy(ctx) };
  const viewerOf = async (cookie: CookieJar): Promise<Viewer> => ({ user: await accounts.currentUser(ctx, cookie), visitorId: readVisitorId(ctx, cookie) });

  const history = async ({ user, query, request, set }: { user: UserRow; query: Record<string, unknown>; request: Request; set: PageHeaders }) =>
    sendPage(set, request.url, await listIdentifications(ctx, user, readPageRequest(query, HISTORY_CURSOR)));
  const historyOptions = { user: true, query: pageQuery, response: t.Array(identificationView) } as const;
  const one = { params: identificationParams, response: identificationView };

  const identifications = new Elysia({ name: 'identifications', prefix: '/identifications' })
    .use(authGuard(ctx))
    .get('', history, historyOptions)
    .get(
      '/export',
      ({ user, query }) => {
        if (query.format === 'csv') return exportHistoryCsv(ctx, user, exportIds(query.ids));
        if (query.ids !== undefined) throw badRequest('ids limits the CSV export only; the Darwin Core Archive holds every confirmed sighting', 'export.ids_csv_only');
        return exportDarwinCore(ctx, user);
      },
      { user: true, query: exportQuery, response: exportFile },
    )
    .get('/trash', async ({ user, query, request, set }) => sendPage(set, request.url, await listTrash(ctx, user, readPageRequest(query, TRASH_CURSOR))), historyOptions)
    .get('/life-list', ({ user }) => lifeListOf(ctx, user), { user: true, response: t.Array(lifeListEntry) })
    .get('/sightings', ({ user }) => listSightings(ctx, user), { user: true, response: t.Array(sightingSchema) })
    .get('/:id', async ({ params, cookie }) => getIdentification(ctx, pathId(params.id), await viewerOf(cookie)), one)
    .post('/:id/accept', ({ user, params }) => acceptIdentification(ctx, user, pathId(params.id)), { ...one, user: true })
    .post('/:id/review-request', ({ user, params }) => requestReview(ctx, user, pathId(params.id)), { ...one, user: true })
    .delete('/:id/review-request', ({ user, params }) => withdrawReviewRequest(ctx, user, pathId(params.id)), { ...one, user: true })
    .post('/:id/consent', ({ user, params, body }) => setCatalogueConsent(ctx, user, pathId(params.id), body), {
      ...one,
      user: true,
      body: consentBody,
    })
    .put(
      '/:id/where-and-when',
      ({ user, params, body }) => setWhereAndWhen(ctx, identifiers.taxonomy, user, pathId(params.id), body),
      { ...one, user: true, body: whereAndWhenBody },
    )
    .put('/:id/cover', ({ user, params, body }) => setCover(ctx, user, pathId(params.id), body.index), { ...one, user: true, body: coverBody })
    .delete('/:id/photos/:index', ({ user, params }) => removePhoto(ctx, user, pathId(params.id), photoIndex(params.index)), {
      user: true,
      params: photoParams,
      response: identificationView,
    })
    .post(
      '/:id/trash',
      async ({ user, params, set }) => {
        await trashIdentification(ctx, user, pathId(params.id));
        set.status = 204;
      },
      { user: true, params: identificationParams, response: { 204: noContent } },
    )
    .post('/:id/restore', ({ user, params }) => restoreIdentification(ctx, user, pathId(params.id)), {
      user: true,
      params: identificationParams,
      response: { 200: identificationView },
    })
    .delete(
      '/:id',
      async ({ user, params, set }) => {
        await deleteAsViewer(ctx, user, pathId(params.id));
        set.status = 204;
      },
      { user: true, params: identificationParams, response: { 204: noContent } },
    );

  // Calls about identifications that live outside /identifications.
  return new Elysia({ name: 'identify' })
    .use(authGuard(ctx))
    .post('/identify', async ({ body, cookie, request, set }) => {
      const photos = await uploadedImages(body);
      const consent = uploadedConsent(body);
      const whereAndWhen = uploadedWhereAndWhen(body, ctx.now());
      const user = await accounts.currentUser(ctx, cookie);
      const ip = clientAddressKey(request, ctx.config);
      const uploader = user ? { user, ip } : { visitorId: visitorIdFor(ctx, cookie), ip };
      // The model writes in the request's language: the lang cookie, else the account's, else Accept-Language.
      const language = languageOfRequest(request.headers, user?.locale);
      const identification = await identifyUpload(ctx, identifiers, uploader, photos, consent, whereAndWhen, request.signal, language).catch((error) => {
        metrics.identification(error);
        throw error;
      });
      metrics.identification();
      set.status = 201;
      return identification;
    }, { response: { 201: identifiedView } })
    .get('/free-identifications-count', async ({ cookie }) => ({ count: await freeIdentificationsUsed(ctx, await viewerOf(cookie)) }), { response: freeCount })
    .get('/user/identifications', history, historyOptions)
    .use(identifications);
}
