import type { LicenceId } from '@rules/licence';
import { answer, api, page, pageQuery, type AnswerData, type PageWanted } from '../../lib/api';

/** A trip as the API answers it: its counts and its sightings (photo ids, the sharpest first). */
export type Trip = AnswerData<Awaited<ReturnType<ReturnType<typeof api.trips>['get']>>>;
export type TripSighting = Trip['sightings'][number];
/** What a review card shows of an identified sighting's answer. */
export type TripAnswer = NonNullable<TripSighting['answer']>;
/** What the API made of one photo sent in: its id, and when and on which dive it was taken. */
export type TripPhotoAnswer = AnswerData<Awaited<ReturnType<ReturnType<typeof api.trips>['photos']['post']>>>;

const trip = (id: number) => api.trips({ id: String(id) });

/** A page of the diver's trips, newest first (decision 064). */
export const fetchTripsPage = (wanted: PageWanted = {}) => page(api.trips.get(pageQuery(wanted)));
export const startTrip = (name: string) => answer(api.trips.post({ name }));
export const fetchTrip = (id: number) => answer(trip(id).get());
/** The trip's photos in no sighting yet become sightings. */
export const groupTrip = (id: number) => answer(trip(id).group.post());
/** The diver's own grouping of the photos not yet identified; a photo left out is in no sighting. */
export const saveSightings = (id: number, sightings: Array<{ photoIds: number[] }>) => answer(trip(id).sightings.put({ sightings }));
/** One photo sent in: 201 when new, 200 with the same answer when the server already holds these bytes. */
export const sendTripPhoto = (id: number, image: File) => answer(trip(id).photos.post({ image }));

/** Queues the trip's grouped sightings (and those that needed a plan) for identification: how many were queued. */
export const identifyTrip = (id: number, now: boolean) => answer(trip(id).identify.post({ now }));
/** Accepts every identified sighting the model was sure of (rules/trip-review.ts). */
export const acceptSure = (id: number) => answer(trip(id).accept.post());
/** Accepts one sighting's identification. */
export const acceptOne = (identificationId: number) => answer(api.identifications({ id: identificationId }).accept.post());
/** The diver's own name for an identified sighting, checked against WoRMS by the server. */
export const nameSighting = (id: number, sightingId: number, scientificName: string) =>
  answer(trip(id).sightings({ sightingId: String(sightingId) }).name.put({ scientificName }));
/** Offers every accepted sighting of the trip to the catalogue under one licence. */
export const offerAccepted = (id: number, licence: LicenceId) => answer(trip(id).offer.post({ licence }));

/** A trip's id in its page's address: /trips/{id}, or /de/trips/{id}. */
export function tripIdFromPath(pathname: string): number | null {
  const id = Number(/\/trips\/(\d+)\/?$/.exec(pathname)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
