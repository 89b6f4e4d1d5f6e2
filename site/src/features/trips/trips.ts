import { answer, api, page, pageQuery, type AnswerData, type PageWanted } from '../../lib/api';

/** A trip as the API answers it: its counts and its sightings (photo ids, the sharpest first). */
export type Trip = AnswerData<Awaited<ReturnType<ReturnType<typeof api.trips>['get']>>>;
export type TripSighting = Trip['sightings'][number];
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

/** A trip's id in its page's address: /trips/{id}, or /de/trips/{id}. */
export function tripIdFromPath(pathname: string): number | null {
  const id = Number(/\/trips\/(\d+)\/?$/.exec(pathname)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
