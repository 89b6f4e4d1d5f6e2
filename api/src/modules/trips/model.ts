import { t, type Static } from 'elysia';
import { MAX_TRIP_NAME } from '@rules/trips';

export const tripParams = t.Object({ id: t.String() });

/** A trip's name: up to 200 characters, not blank (kept without its outer spaces). */
export const newTripBody = t.Object({ name: t.String({ minLength: 1, maxLength: MAX_TRIP_NAME, pattern: '\\S' }) });

export const tripSightingSchema = t.Object({
  id: t.Number(),
  /** The five sharpest first (the ones the model sees), then the rest in time order. */
  photoIds: t.Array(t.Number()),
  identificationId: t.Nullable(t.Number()),
  status: t.Union([t.Literal('grouped'), t.Literal('queued'), t.Literal('identified'), t.Literal('failed'), t.Literal('needs-plan')]),
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
