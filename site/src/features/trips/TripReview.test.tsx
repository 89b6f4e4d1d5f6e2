import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import { $settings } from '../plans/subscription';
import TripScreen from './TripScreen';
import type { Trip, TripAnswer, TripSighting } from './trips';
import { tripsWords } from './trips-words';

let api: ReturnType<typeof fakeApi> | undefined;
let tripId = 500;
afterEach(() => {
  cleanup();
  api?.restore();
});

const answer = (rest: Partial<TripAnswer> = {}): TripAnswer => ({
  scientificName: 'Chromis viridis', vernacularName: 'blue-green chromis', commonNames: { es: ['cromis verde'] }, speciesName: 'Blue-green chromis',
  rank: 'Species', confidence: 0.9, doubts: [], imageUrl: '/uploads/cover.webp', accepted: false, catalogueConsent: false, licence: null, diverName: null, ...rest,
});
const sighting = (id: number, status: TripSighting['status'], found?: TripAnswer): TripSighting => ({ id, photoIds: [id], identificationId: found ? id + 100 : null, status, ...(found ? { answer: found } : {}) });
const aTrip = (sightings: TripSighting[]): Trip => {
  const count = (status: TripSighting['status']) => sightings.filter((each) => each.status === status).length;
  return { id: tripId, name: 'Raja Ampat', createdAt: '2026-11-20T08:00:00Z', photoCount: sightings.length, sightingCount: sightings.length,
    identified: count('identified'), pending: count('queued'), failed: count('failed'), needsPlan: count('needs-plan'), sightings };
};
const SETTINGS = { lifetimeSlotTotal: 1000, lifetimeSlotsTaken: 0, lifetimePrice: 1500, monthlyPrice: 500, yearlyPrice: 4000, publishRequiresVerification: true, lastUpdated: '2026-11-01T00:00:00Z', paymentsAvailable: true };

/** What the server holds of the trip: GET answers it; a test's routes change it, as the server would. */
const server: { trip: Trip } = { trip: aTrip([]) };

/** The trip screen of `trip`, in `language`, with `routes` beside the trip's read ({trip} in a route is its id). */
function open(trip: Trip, routes: Parameters<typeof fakeApi>[0] = {}, language: 'en' | 'es' = 'en') {
  freshPage(`${language === 'en' ? '' : `/${language}`}/trips/${++tripId}`);
  server.trip = trip;
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    'GET /api/subscription-settings': () => ({ status: 200, body: SETTINGS }),
    [`GET /api/trips/${tripId}`]: () => ({ status: 200, body: { ...server.trip, id: tripId } }),
    ...Object.fromEntries(Object.entries(routes).map(([route, answerOf]) => [route.replace('{trip}', String(tripId)), answerOf])),
  });
  render(<TripScreen words={tripsWords(language)} />);
  return api;
}
/** The server holds `trip` now, and answers with it. */
const becomes = (trip: Trip) => {
  server.trip = trip;
  return { status: 200, body: { ...trip, id: tripId } };
};
const sentTo = (path: string) => api!.calls.filter((call) => call.method !== 'GET' && call.path === path.replace('{trip}', String(tripId))).map((call) => call.body);

test('identifies the grouped sightings, then follows the progress in a named bar while any is pending', async () => {
  const grouped = aTrip([sighting(1, 'grouped'), sighting(2, 'grouped')]);
  const queued = aTrip([sighting(1, 'identified', answer()), sighting(2, 'queued')]);
  const done = aTrip([sighting(1, 'identified', answer()), sighting(2, 'identified', answer({ scientificName: 'Chromis', vernacularName: null, commonNames: undefined, rank: 'Genus', doubts: ['above-species'] }))]);
  open(grouped, { 'POST /api/trips/{trip}/identify': () => (becomes(queued), { status: 202, body: { queued: 2 } }) });
  fireEvent.click(await screen.findByRole('button', { name: 'Identify 2 sightings' }));
  await waitFor(() => expect(sentTo('/api/trips/{trip}/identify')).toEqual([{ now: true }]));
  const bar = await screen.findByRole('progressbar', { name: 'Sightings identified' });
  expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1', '2']);
  expect(screen.getByText('1 of 2 sightings identified').getAttribute('aria-live')).toBe('polite');
  // The queue identifies the second; shown again, the tab reads the trip at once and its card fills in.
  becomes(done);
  document.dispatchEvent(new Event('visibilitychange'));
  await screen.findByText('2 of 2 sightings identified');
  expect(within(screen.getByRole('list', { name: 'Identified sightings, doubtful first' })).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Chromis', 'Blue-green chromis']);
});

test('more than 20 sightings offer the cheaper batch, chosen first, or now', async () => {
  const many = aTrip(Array.from({ length: 21 }, (_, index) => sighting(index + 1, 'grouped')));
  open(many, { 'POST /api/trips/{trip}/identify': () => ({ status: 202, body: { queued: 21 } }) });
  const button = await screen.findByRole('button', { name: 'Identify 21 sightings' });
  expect((screen.getByRole('radio', { name: 'Cheaper, in a batch: the results come within a day' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(button);
  await waitFor(() => expect(sentTo('/api/trips/{trip}/identify')).toEqual([{ now: false }]));
  fireEvent.click(screen.getByRole('radio', { name: 'Now' }));
  fireEvent.click(screen.getByRole('button', { name: 'Identify 21 sightings' }));
  await waitFor(() => expect(sentTo('/api/trips/{trip}/identify').at(-1)).toEqual({ now: true }));
});

test("sightings past the free identifications say the plan's price, from the plans' settings, with a link to them", async () => {
  // The plans' settings as the page holds them once read (GET /api/subscription-settings, read once a page).
  $settings.set(SETTINGS);
  open(aTrip([sighting(1, 'identified', answer()), sighting(2, 'needs-plan')]));
  const message = await screen.findByText(/past your free identifications/);
  await waitFor(() => expect(message.textContent).toContain('$15'));
  expect(within(message).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
});

test('review cards: the doubtful first with their reasons, names in the page language; accept all that are sure, or one', async () => {
  const sure = answer();
  const unsure = answer({ scientificName: 'Chromis atripectoralis', vernacularName: null, commonNames: undefined, confidence: 0.4, doubts: ['low-confidence', 'not-recorded-nearby'] });
  const trip = aTrip([sighting(1, 'identified', sure), sighting(2, 'identified', unsure)]);
  const accepted = aTrip([sighting(1, 'identified', { ...sure, accepted: true }), sighting(2, 'identified', unsure)]);
  open(trip, {
    'POST /api/trips/{trip}/accept': () => becomes(accepted),
    'POST /api/identifications/102/accept': () => ({ status: 200, body: {} }),
  }, 'es');
  const cards = within(await screen.findByRole('list', { name: 'Avistamientos identificados, los dudosos primero' })).getAllByRole('listitem', { name: /./ });
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Chromis atripectoralis', 'Cromis verde']);
  expect(within(cards[0]!).getAllByRole('listitem').map((reason) => reason.textContent)).toEqual(['El modelo no estaba seguro', 'Sin registros cerca']);
  fireEvent.click(screen.getByRole('button', { name: 'Aceptar todos los seguros' }));
  await waitFor(() => expect(sentTo('/api/trips/{trip}/accept')).toEqual([undefined]));
  await screen.findByText('Aceptado');
  fireEvent.click(within(screen.getByRole('listitem', { name: 'Chromis atripectoralis' })).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(sentTo('/api/identifications/102/accept')).toHaveLength(1));
});

test("fixes a name with the WoRMS-checked field: a refusal is shown and the name typed stays; saved, the card is named by the diver's", async () => {
  const trip = aTrip([sighting(1, 'identified', answer({ doubts: ['low-confidence'] }))]);
  const named = aTrip([sighting(1, 'identified', answer({ accepted: true, diverName: { scientificName: 'Chromis ternatensis', vernacularName: null } }))]);
  let tries = 0;
  open(trip, {
    'PUT /api/trips/{trip}/sightings/1/name': () =>
      ++tries === 1 ? { status: 400, body: { code: 'trips.unknown_name', message: 'WoRMS does not know this scientific name: please check its spelling' } } : becomes(named),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Fix the name' }));
  const field = await screen.findByRole('textbox', { name: 'Scientific name' });
  fireEvent.change(field, { target: { value: 'Chromis ternatensys' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the name' }));
  expect((await screen.findByRole('alert')).textContent).toBe('WoRMS does not know this scientific name: please check its spelling');
  expect((field as HTMLInputElement).value).toBe('Chromis ternatensys');
  fireEvent.change(field, { target: { value: ' Chromis ternatensis ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the name' }));
  await screen.findByRole('heading', { name: 'Chromis ternatensis' });
  expect(screen.getByText('The model said Blue-green chromis')).toBeTruthy();
  expect(sentTo('/api/trips/{trip}/sightings/1/name')).toEqual([{ scientificName: 'Chromis ternatensys' }, { scientificName: 'Chromis ternatensis' }]);
});

test('offers every accepted sighting to the catalogue once, under the licence chosen in the dialog', async () => {
  const accepted = answer({ accepted: true });
  const trip = aTrip([sighting(1, 'identified', accepted)]);
  const offered = aTrip([sighting(1, 'identified', { ...accepted, catalogueConsent: true, licence: 'CC0-1.0' })]);
  open(trip, { 'POST /api/trips/{trip}/offer': () => becomes(offered) });
  fireEvent.click(await screen.findByRole('button', { name: 'Offer all accepted sightings to the catalogue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offer all accepted sightings to the catalogue' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Licence' }), { target: { value: 'CC0-1.0' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Offer them' }));
  await screen.findByText('The accepted sightings are offered to the catalogue.');
  expect(sentTo('/api/trips/{trip}/offer')).toEqual([{ licence: 'CC0-1.0' }]);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText('Offered to the catalogue')).toBeTruthy();
});
