/**
 * The reviews module's door: its routes (GET /api/reviews, the experts' queue; POST /api/identifications/:id/reviews),
 * `reviewLedger` (the port identifications call for a sighting's reviews and when an account that reviewed is deleted), and
 * `reviews`, what the admin uses to make or unmake an expert. Every other file in this folder is private.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context';
import { readPageRequest, sendPage } from '../../lib/paging';
import { authGuard } from '../accounts';
import { expertIdentificationView } from '../identifications';
import { pathId } from '../../lib/path-id';
import { taxa } from '../taxa';
import { queueQuery, reviewBody, reviewParams } from './model';
import { checkWrittenName, QUEUE_CURSOR, recomputeReviewedBy, reviewQueue, setExpert, sightingsReviewedBy, submitReview } from './service';

export { reviewLedger } from './service';
export { expertBody, type ExpertBody } from './model';
export type { NameRefusal } from './service';

/** What the admin and trips may ask of reviews. */
export const reviews = {
  /** Makes a user an expert (for some groups) or takes the role away; the sightings they reviewed are recomputed. */
  setExpert,
  /**
   * An account's reviews start or stop counting without a role change (suspended, reinstated, deleted): read the
   * sightings it reviewed first, change the account, then recompute them.
   */
  sightingsReviewedBy,
  recomputeReviewedBy,
  /** A scientific name a person wrote, checked against WoRMS as an expert's suggestion is (a trip's diver names a sighting). */
  checkWrittenName,
};

export function reviewRoutes(ctx: AppContext) {
  const taxonomy = taxa.createTaxonomy(ctx);
  return new Elysia({ name: 'reviews' })
    .use(authGuard(ctx))
    .get(
      '/reviews',
      async ({ user, query, request, set }) => sendPage(set, request.url, await reviewQueue(ctx, user, readPageRequest(query, QUEUE_CURSOR), query.group)),
      { user: true, query: queueQuery, response: t.Array(expertIdentificationView) },
    )
    .post('/identifications/:id/reviews', ({ user, params, body }) => submitReview(ctx, taxonomy, user, pathId(params.id), body), {
      user: true,
      params: reviewParams,
      body: reviewBody,
      response: expertIdentificationView,
    });
}
