import { t, type Static } from 'elysia';
import { MAX_TRIP_NAME } from '@rules/trips';
import { DOUBTS } from '@rules/trip-review';
import { commonNamesSchema } from '../taxa';

export const tripParams = t.Object({ id: t.String() });

/** A trip's name: up to 200 characters, not blank (kept without its outer spaces). */
export const newTripBody = t.Object({ name: t.String({ minLength: 1, maxLength: MAX_TRIP_NAME, pattern: '\\S' }) });

/** A taxon as a review card names it: in the page's language, else English, else scientifically (rules/taxon.ts commonName). */
const cardName = {
  scientificName: t.Nullable(t.String()),
  vernacularName: t.Nullable(t.String()),
  commonNames: t.Optional(commonNamesSchema),
};

/** What a review card shows of an identified sighting's answer (identifications' TripAnswer). */
export const tripAnswerSchema = t.Object({
  ...cardName,
  /** The answer's own name as stored (the model's, in English). */
  speciesName: t.String(),
  rank: t.Nullable(t.String()),
  /** The model's best candidate's confidence, 0 to 1. */
  confidence: t.Nullable(t.Number()),
  /** Why it is doubtful (rules/trip-review.ts); none: the model was sure. */
  doubts: t.Array(t.UnionEnum(DOUBTS)),
  /** The web copy of its sharpest photo. */
  imageUrl: t.Nullable(t.String()),
  accepted: t.Boolean(),
  catalogueConsent: t.Boolean(),
  licence: t.Nullable(t.String()),
  /** The name the diver gave it instead (decision 138). */
  diverName: t.Nullable(t.Object(cardName)),
});

export const tripSightingSchema = t.Object({
  id: t.Number(),
  /** The five sharpest first (the ones the model sees), then the rest in time order. */
  photoIds: t.Array(t.Number()),
  identificationId: t.Nullable(t.Number()),
  status: t.Union([t.Literal('grouped'), t.Literal('queued'), t.Literal('identified'), t.Literal('failed'), t.Literal('needs-plan')]),
  /** Once identified (and not trashed): the answer, as the review cards show it. */
  answer: t.Optional(tripAnswerSchema),
});
export type TripSighting = Static<typeof tripSightingSchema>;

export const tripSchema = t.Object({
  id: t.Number(),
  name: t.String(),
  createdAt: t.String(),
  photoCount: t.Number(),
  sightingCount: t.Number(),
  /** Sightings identified. */
  identified: t.Number(),
  /** Sightings queued for identification and not yet answered. */
  pending: t.Number(),
  /** Sightings whose identification failed. */
  failed: t.Number(),
  /** Sightings past the account's free identifications: a plan identifies them. */
  needsPlan: t.Number(),
  sightings: t.Array(tripSightingSchema),
});
export type Trip = Static<typeof tripSchema>;

/** A photo taken into a trip: what its own metadata and the diver's dives say of it. */
export const tripPhotoAnswer = t.Object({
  id: t.Number(),
  sha256: t.String(),
  takenAt: t.Nullable(t.String()),
  diveId: t.Nullable(t.Number()),
  depthMeters: t.Nullable(t.Number()),
});
export type TripPhotoAnswer = Static<typeof tripPhotoAnswer>;

/** PUT /api/trips/:id/sightings: the grouping of the photos not yet identified, as the diver wants it. */
export const sightingsBody = t.Object({
  sightings: t.Array(t.Object({ photoIds: t.Array(t.Integer({ minimum: 1 }), { minItems: 1 }) })),
});
export type SightingsEdit = Static<typeof sightingsBody>;

/** PUT /api/trips/:id/sightings/:sightingId/name: the diver's own name for an identified sighting, checked against WoRMS. */
export const sightingParams = t.Object({ id: t.String(), sightingId: t.String() });
// Its length is checked by the name check, with the product's own message (as an expert's suggestion's).
export const diverNameBody = t.Object({ scientificName: t.String({ maxLength: 10_000 }) });

/**
 * POST /api/trips/:id/offer: the licence every accepted sighting of the trip is offered to the catalogue under, one
 * of rules/licence.ts (checked by the service, as an identification's consent is: `consent.invalid`).
 */
export const offerBody = t.Object({ licence: t.String({ maxLength: 100 }) });
