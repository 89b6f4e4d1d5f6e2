/**
 * A trip's limits and its grouping's rules, shared by the API and the screen that sends a trip's photos in.
 */

/** The most trips one account holds. */
export const MAX_TRIPS_PER_ACCOUNT = 200;
/** The most photos one trip holds. */
export const MAX_TRIP_PHOTOS = 2_000;
/** The longest name a trip may have. */
export const MAX_TRIP_NAME = 200;
/** Photos further apart than this (seconds, camera time) are never one sighting. */
export const SAME_SIGHTING_SECONDS = 60;
/** The photos of a sighting the model sees: its sharpest. */
export const PHOTOS_THE_MODEL_SEES = 5;

/** Where a trip's sighting is on its way to an identification. */
export const TRIP_SIGHTING_STATUSES = ['grouped', 'queued', 'identified', 'failed', 'needs-plan'] as const;
export type TripSightingStatus = (typeof TRIP_SIGHTING_STATUSES)[number];

/** A sighting in these states is being or was identified: its photos may no longer be regrouped. */
export const LOCKED_STATUSES: readonly TripSightingStatus[] = ['queued', 'identified'];

const count = (n: number) => n.toLocaleString('en');
export const TOO_MANY_TRIPS = `An account holds at most ${count(MAX_TRIPS_PER_ACCOUNT)} trips. Please delete one before starting another.`;
export const TOO_MANY_TRIP_PHOTOS = `A trip holds at most ${count(MAX_TRIP_PHOTOS)} photos. Please start another trip for the rest.`;
export const TRIP_NOT_FOUND = 'Trip not found';
