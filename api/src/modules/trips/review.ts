import { Elysia } from 'elysia';
import { BAD_LICENCE, isLicence } from '@rules/licence';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pathId } from '../../lib/path-id';
import { authGuard, type UserRow } from '../accounts';
import { identificationsForTrips as identifications } from '../identifications';
import { reviews, type NameRefusal } from '../reviews';
import { taxa } from '../taxa';
import { diverNameBody, offerBody, sightingParams, tripParams, tripSchema, type Trip } from './model';
import { ownTrip } from './service';
import { tripView } from './view';

const NOT_A_SIGHTING = 'This trip has no such sighting';
const NOT_IDENTIFIED = 'This sighting has no identification to name yet';
const NAME_REFUSALS: Record<NameRefusal, 'trips.name_needed' | 'trips.name_too_long' | 'trips.unknown_name'> = {
  name_needed: 'trips.name_needed',
  name_too_long: 'trips.name_too_long',
  unknown_name: 'trips.unknown_name',
};

/** The trip as shown, with its sightings' answers: what each review route answers. */
async function shown(ctx: AppContext, user: UserRow, id: number): Promise<Trip> {
  return tripView(ctx.db, await ownTrip(ctx, user, id));
}

/** POST /api/trips/:id/accept: every identified sighting the review rule calls sure (rules/trip-review.ts), and no other. */
export async function acceptSure(ctx: AppContext, user: UserRow, id: number): Promise<Trip> {
  const trip = await shown(ctx, user, id);
  const sure = trip.sightings.filter((sighting) => sighting.answer && !sighting.answer.accepted && sighting.answer.doubts.length === 0);
  if (!sure.length) return trip;
  await identifications.acceptTripAnswers(ctx, user.id, sure.map((sighting) => sighting.identificationId!));
  return shown(ctx, user, id);
}

/**
 * PUT /api/trips/:id/sightings/:sightingId/name: the diver's own name for an identified sighting, checked against
 * WoRMS as an expert's suggestion is, kept beside the model's answer and accepted (decision 138).
 */
export async function nameSighting(ctx: AppContext, user: UserRow, id: number, sightingId: number, written: string): Promise<Trip> {
  const trip = await shown(ctx, user, id);
  const sighting = trip.sightings.find((each) => each.id === sightingId);
  if (!sighting) throw notFound(NOT_A_SIGHTING, 'trips.sighting_not_found');
  if (!sighting.answer) throw conflict(NOT_IDENTIFIED, 'trips.not_identified');
  const checked = await reviews.checkWrittenName(ctx, taxa.createTaxonomy(ctx), written);
  if ('refused' in checked) throw badRequest(checked.message, NAME_REFUSALS[checked.refused]);
  await identifications.nameByOwner(ctx, user, sighting.identificationId!, checked);
  return shown(ctx, user, id);
}

/**
 * POST /api/trips/:id/offer {licence}: the diver's consent, given once, to every accepted sighting of the trip, each
 * through the identification's own consent (which also asks experts to review it).
 */
export async function offerAccepted(ctx: AppContext, user: UserRow, id: number, licence: string): Promise<Trip> {
  const trip = await shown(ctx, user, id);
  if (!isLicence(licence)) throw badRequest(BAD_LICENCE, 'consent.invalid');
  const accepted = trip.sightings.filter((sighting) => sighting.answer?.accepted && !(sighting.answer.catalogueConsent && sighting.answer.licence === licence));
  if (!accepted.length) return trip;
  await identifications.consentToAll(ctx, user, accepted.map((sighting) => sighting.identificationId!), { allow: true, licence });
  return shown(ctx, user, id);
}

/** The review of an identified trip: accept the sure ones, name one, offer the accepted to the catalogue. */
export function tripReviewRoutes(ctx: AppContext) {
  const one = { user: true, params: tripParams, response: tripSchema } as const;
  return new Elysia({ name: 'trip-review' })
    .use(authGuard(ctx))
    .post('/:id/accept', ({ user, params }) => acceptSure(ctx, user, pathId(params.id)), one)
    .put('/:id/sightings/:sightingId/name', ({ user, params, body }) => nameSighting(ctx, user, pathId(params.id), pathId(params.sightingId), body.scientificName), {
      ...one,
      params: sightingParams,
      body: diverNameBody,
    })
    .post('/:id/offer', ({ user, params, body }) => offerAccepted(ctx, user, pathId(params.id), body.licence), { ...one, body: offerBody });
}
