import { Elysia } from 'elysia';
import { languageOfRequest } from '@rules/languages';
import type { AppContext } from '../../../context';
import { pathId } from '../../../lib/path-id';
import { noContent } from '../../../lib/route-schemas';
import { authGuard } from '../../accounts';
import { tripParams } from '../model';
import { currentShareLink, reportQuery, shareLink, sharedTripParams, tripReportSchema } from './model';
import { currentTripShare, ownTripReport, revokeTripShare, shareTrip, sharedTripReport } from './share';

/**
 * The owner's report of a trip, GET /:id/report (?lang= the page's language), and its unlisted link: GET (the live
 * link or null), POST (made on the first share, the same link after) and DELETE (revoked).
 */
export function tripReportRoutes(ctx: AppContext) {
  const one = { user: true, params: tripParams } as const;
  return new Elysia({ name: 'trip-report' })
    .use(authGuard(ctx))
    .get('/:id/report', ({ user, params, query, request }) => ownTripReport(ctx, user, pathId(params.id), query.lang ?? languageOfRequest(request.headers, user.locale)), {
      ...one,
      query: reportQuery,
      response: tripReportSchema,
    })
    .get('/:id/share', ({ user, params }) => currentTripShare(ctx, user, pathId(params.id)), { ...one, response: currentShareLink })
    .post('/:id/share', ({ user, params }) => shareTrip(ctx, user, pathId(params.id)), { ...one, response: shareLink })
    .delete(
      '/:id/share',
      async ({ user, params, set }) => {
        await revokeTripShare(ctx, user, pathId(params.id));
        set.status = 204;
      },
      { ...one, response: { 204: noContent } },
    );
}

/**
 * GET /api/shared/trips/:token: a shared trip's report, to anyone with its link. Read on every request and never
 * stored by browsers or proxies, so a revoked link answers 404 at once; kept out of search engines.
 */
export function sharedTripRoutes(ctx: AppContext) {
  return new Elysia({ name: 'shared-trips', prefix: '/shared/trips' }).get(
    '/:token',
    async ({ params, query, request, set }) => {
      const report = await sharedTripReport(ctx, params.token, query.lang ?? languageOfRequest(request.headers));
      Object.assign(set.headers, { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' });
      return report;
    },
    { params: sharedTripParams, query: reportQuery, response: tripReportSchema },
  );
}
