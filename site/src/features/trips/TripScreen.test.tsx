import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import TripScreen from './TripScreen';
import { keepTripPhoto } from './trip-photo-store';
import type { Trip, TripSighting } from './trips';
import { tripsWords } from './trips-words';

let api: ReturnType<typeof fakeApi> | undefined;
let tripId = 100;
beforeEach(() => freshPage(`/trips/${++tripId}`));
afterEach(() => {
  cleanup();
  api?.restore();
});

const sighting = (id: number, photoIds: number[], status: TripSighting['status'] = 'grouped'): TripSighting => ({ id, photoIds, identificationId: null, status });
const aTrip = (sightings: TripSighting[], photoCount = 4): Trip => ({
  id: tripId, name: 'Raja Ampat', createdAt: '2026-11-20T08:00:00Z', photoCount, sightingCount: sightings.length,
  identified: 0, pending: 0, failed: 0, needsPlan: 0, sightings,
});

/** Photos 1 to 4, sent from this device: taken a minute apart, on dive 12. */
async function sentPhotos() {
  for (const id of [1, 2, 3, 4]) {
    await keepTripPhoto({ owner: aUser().id, tripId, name: `IMG_${id}.jpg`, type: 'image/jpeg', size: 10, takenAt: `2026-11-18T10:0${id}:00Z`, bytes: null, photoId: id, diveId: 12 });
  }
}

function serve(trip: Trip) {
  let shown = trip;
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    [`GET /api/trips/${tripId}`]: () => ({ status: 200, body: shown }),
    [`POST /api/trips/${tripId}/group`]: () => ({ status: 200, body: (shown = aTrip([sighting(1, [1, 2]), sighting(2, [3, 4])])) }),
    [`PUT /api/trips/${tripId}/sightings`]: (body) => {
      const { sightings } = body as { sightings: Array<{ photoIds: number[] }> };
      // As the server does, sightings being or been identified stay as they were.
      const kept = shown.sightings.filter((each) => each.status === 'identified');
      return { status: 200, body: (shown = aTrip([...kept, ...sightings.map((each, index) => sighting(index + 10, each.photoIds))])) };
    },
  });
  render(<TripScreen words={tripsWords('en')} />);
  return api;
}
/** A photo's row on the grid, and a sighting's card, by what they show. */
const photoRow = async (name: string) => (await screen.findByText(name)).closest('li')!;
const card = (index: number) => screen.findByRole('listitem', { name: `Sighting ${index}` });
const sent = (calls: NonNullable<typeof api>['calls']) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

test('groups the sent photos into sightings, shown in time order with their dive', async () => {
  await sentPhotos();
  serve(aTrip([]));
  fireEvent.click(await screen.findByRole('button', { name: 'Group into sightings' }));
  const grid = await screen.findByRole('list', { name: 'Sightings, in time order' });
  const cards = within(grid).getAllByRole('listitem', { name: /^Sighting \d$/ });
  expect(cards.map((card) => within(card).getAllByText(/^IMG_/).map((name) => name.textContent))).toEqual([['IMG_1.jpg', 'IMG_2.jpg'], ['IMG_3.jpg', 'IMG_4.jpg']]);
  expect(within(cards[0]!).getByRole('link', { name: 'Dive 12' }).getAttribute('href')).toBe('/dives/12');
});

test('merges two sightings, then splits one, with buttons, sending each grouping', async () => {
  await sentPhotos();
  const calls = serve(aTrip([sighting(1, [2, 1]), sighting(2, [3]), sighting(3, [4], 'identified')])).calls;
  fireEvent.click(within(await card(1)).getByRole('button', { name: 'Merge with the next' }));
  await waitFor(() => expect(sent(calls)).toEqual([{ sightings: [{ photoIds: [1, 2, 3] }] }]));
  await screen.findByText('Sightings saved.');
  // A sighting being identified (photo 4's) is neither merged nor regrouped.
  expect(within(await card(1)).queryByRole('button', { name: 'Merge with the next' })).toBeNull();
  fireEvent.click(within(await photoRow('IMG_3.jpg')).getByRole('button', { name: 'Split from here' }));
  await waitFor(() => expect(sent(calls).at(-1)).toEqual({ sightings: [{ photoIds: [1, 2] }, { photoIds: [3] }] }));
});

test('moves a photo to another sighting by its menu, and drops one', async () => {
  await sentPhotos();
  const calls = serve(aTrip([sighting(1, [1, 2]), sighting(2, [3, 4])])).calls;
  const menu = await screen.findByRole('combobox', { name: 'Move IMG_2.jpg to' });
  fireEvent.change(menu, { target: { value: '1' } });
  const photo = menu.closest('li')!;
  fireEvent.click(within(photo).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(sent(calls)).toEqual([{ sightings: [{ photoIds: [1] }, { photoIds: [2, 3, 4] }] }]));
  fireEvent.click(within(await photoRow('IMG_4.jpg')).getByRole('button', { name: 'Drop' }));
  await waitFor(() => expect(sent(calls).at(-1)).toEqual({ sightings: [{ photoIds: [1] }, { photoIds: [2, 3] }] }));
});
