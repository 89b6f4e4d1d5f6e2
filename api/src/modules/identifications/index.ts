import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { createSpeciesIdentifier } from '../../lib/ai/identifier';
import { clientIp } from '../../lib/client-ip';
import type { CookieJar } from '../../lib/cookies';
import { readPageRequest, sendPage, type PageHeaders } from '../../lib/paging';
import { currentUser, requireUser } from '../auth/guard';
import { createTaxonomy } from '../taxa/service';
import { consentBody, identificationId, uploadedConsent, uploadedImage } from './model';
import { freeIdentificationsUsed } from './quota';
import {
  acceptIdentification,
  deleteAsViewer,
  getIdentification,
  identifyUpload,
  HISTORY_CURSOR,
  listIdentifications,
  setCatalogueConsent,
  trashIdentification,
  type Viewer,
} from './service';
import { readVisitorId, visitorIdFor } from './visitor';

/**
 * POST /api/identify, GET /api/free-identifications-count, the user's history (paged with ?cursor=&limit=) and one
 * identification's read, accept, catalogue consent, trash and delete.
 */
export function identificationRoutes(ctx: AppContext) {
  const identifiers = { model: createSpeciesIdentifier(ctx.config.openai), taxonomy: createTaxonomy(ctx) };
  const viewerOf = (cookie: CookieJar): Viewer => ({ user: currentUser(ctx, cookie), visitorId: readVisitorId(ctx, cookie) });

  const history = ({ cookie, query, request, set }: { cookie: CookieJar; query: Record<string, unknown>; request: Request; set: PageHeaders }) => {
    const user = requireUser(ctx, cookie);
    return sendPage(set, request.url, listIdentifications(ctx, user, readPageRequest(query, HISTORY_CURSOR)));
  };

  return new Elysia({ name: 'identifications' })
    .post('/identify', async ({ body, cookie, request, set }) => {
      const bytes = await uploadedImage(body);
      const consent = uploadedConsent(body);
      const user = currentUser(ctx, cookie);
      const ip = clientIp(request, ctx.config);
      const uploader = user ? { user, ip } : { visitorId: visitorIdFor(ctx, cookie), ip };
      const identification = await identifyUpload(ctx, identifiers, uploader, bytes, consent);
      set.status = 201;
      return identification;
    })
    .get('/free-identifications-count', ({ cookie }) => ({ count: freeIdentificationsUsed(ctx, viewerOf(cookie)) }))
    .get('/identifications', history)
    .get('/user/identifications', history)
    .get('/identifications/:id', ({ params, cookie }) => getIdentification(ctx, identificationId(params.id), viewerOf(cookie)))
    .post('/identifications/:id/accept', ({ params, cookie }) =>
      acceptIdentification(ctx, requireUser(ctx, cookie), identificationId(params.id)),
    )
    .post(
      '/identifications/:id/consent',
      ({ params, cookie, body }) => setCatalogueConsent(ctx, requireUser(ctx, cookie), identificationId(params.id), body),
      { body: consentBody },
    )
    .post('/identifications/:id/trash', async ({ params, cookie, set }) => {
      await trashIdentification(ctx, requireUser(ctx, cookie), identificationId(params.id));
      set.status = 204;
    })
    .delete('/identifications/:id', async ({ params, cookie, set }) => {
      await deleteAsViewer(ctx, requireUser(ctx, cookie), identificationId(params.id));
      set.status = 204;
    });
}
