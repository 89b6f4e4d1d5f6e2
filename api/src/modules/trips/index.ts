/**
 * The trips module's door: its routes (/api/trips) and `trips`, what the app and other modules use (an account's
 * trips with its holdings, an admin's deletion). Every other file in this folder is private to the module.
 */
import { Elysia, t } from 'elysia';
import type { AppContext } from '../../context';
import { readPageRequest, sendPage } from '../../lib/paging';
import { pathId } from '../../lib/path-id';
import { noContent, pageQuery } from '../../lib/route-schemas';
import { authGuard } from '../accounts';
import { deleteTripsOfUser, withTrips } from './account-data';
import { newTripBody, sightingsBody, tripParams, tripPhotoAnswer, tripSchema } from './model';
import { addTripPhoto, uploadedTripPhoto } from './photos';
import { createTrip, deleteTrip, getTrip, listUserTrips, TRIPS_CURSOR } from './service';
import { editSightings, groupTrip } from './sightings';
import { tripIdentifyRoute } from './identify';
import { tripReviewRoutes } from './review';
import { startTripQueue } from './queue/running';
import { tripReportRoutes } from './report/routes';

export { sharedTripRoutes } from './report/routes';

/** What grouping measures of a photo, and how alike two are (decision 135; its benches measure them). */
export { pictureFigures, signatureDistance } from './likeness';

/** What the app and other modules may ask of trips. */
export const trips = {
  /** An account's holdings with its trips: exported with it, deleted with it. */
  withTrips,
  /** An admin deletes an account: its trips and their photos. */
  deleteTripsOfUser,
  /** The server starts the trip identification queue (queue/) where it writes. */
  startTripQueue,
};

/**
 * The signed-in user's trips: a new one, the list (paged with ?cursor=&limit=, newest first), one and its
 * deletion; POST /:id/photos (one photo per request, resumable by its bytes), POST /:id/group (the ungrouped photos
 * into sightings) and PUT /:id/sightings (the diver's own grouping of those not yet identified); their identification
 * (identify.ts) and review (review.ts: accept the sure, a sighting named by the diver, the accepted offered).
 */
export function tripRoutes(ctx: AppContext) {
  const one = { user: true, params: tripParams, response: tripSchema } as const;
  return new Elysia({ name: 'trips', prefix: '/trips' })
    .use(authGuard(ctx))
    .post(
      '',
      async ({ user, body, set }) => {
        const trip = await createTrip(ctx, user, body.name);
        set.status = 201;
        return trip;
      },
      { user: true, body: newTripBody, response: { 201: tripSchema } },
    )
    .get('', async ({ user, query, request, set }) => sendPage(set, request.url, await listUserTrips(ctx, user, readPageRequest(query, TRIPS_CURSOR))), {
      user: true,
      query: pageQuery,
      response: t.Array(tripSchema),
    })
    .get('/:id', ({ user, params }) => getTrip(ctx, user, pathId(params.id)), one)
    .delete(
      '/:id',
      async ({ user, params, set }) => {
        await deleteTrip(ctx, user, pathId(params.id));
        set.status = 204;
      },
      { user: true, params: tripParams, response: { 204: noContent } },
    )
    .post(
      '/:id/photos',
      async ({ user, params, body, set }) => {
        const { photo, added } = await addTripPhoto(ctx, user, pathId(params.id), uploadedTripPhoto(body));
        set.status = added ? 201 : 200;
        return photo;
      },
      { user: true, params: tripParams, body: t.Object({ image: t.Any() }), response: { 200: tripPhotoAnswer, 201: tripPhotoAnswer } },
    )
    .post('/:id/group', ({ user, params }) => groupTrip(ctx, user, pathId(params.id)), one)
    .put('/:id/sightings', ({ user, params, body }) => editSightings(ctx, user, pathId(params.id), body), { ...one, body: sightingsBody })
    .use(tripIdentifyRoute(ctx))
    .use(tripReviewRoutes(ctx))
    .use(tripReportRoutes(ctx));
}
