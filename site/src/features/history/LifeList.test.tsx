import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { testApp } from '../../../../api/test-support/harness';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import { fakeApi } from '../../../test/fake-api';
import LifeList from './LifeList';
import { historyWords } from './history-words';

let restoreFetch = () => {};
afterEach(() => {
  cleanup();
  restoreFetch();
});
beforeEach(() => {
  restoreFetch = () => {};
});

/** A diver signed in to the real API, in process. */
async function diver() {
  const app = await testApp();
  const browser = app.client();
  const { id: userId } = await withBunWeb(() => browser.register('diver'));
  restoreFetch = serveApiFrom(browser);
  return { app, userId };
}

const rows = () => screen.getAllByTestId('life-list-entry').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('one line per species the diver saved: names, first and last day seen, sightings; most recent first', async () => {
  const { app, userId } = await diver();
  const saved = { userId, accepted: true };
  const turtle = { ...saved, aphiaId: 137209, speciesName: 'Green Sea Turtle', scientificName: 'Chelonia mydas' };
  await insertIdentification(app, { ...turtle, observedAt: '2024-08-03T10:15:00' });
  await insertIdentification(app, { ...turtle, observedAt: '2025-02-11' });
  await insertIdentification(app, { ...saved, aphiaId: 278400, speciesName: 'Clownfish', scientificName: 'Amphiprion ocellaris', observedAt: '2025-06-14' });
  // Not saved: not on the list.
  await insertIdentification(app, { userId, aphiaId: 105857, speciesName: 'Whale Shark', scientificName: 'Rhincodon typus', observedAt: '2025-07-01' });

  render(<LifeList words={historyWords('en').lifeList} />);
  await waitFor(() => expect(screen.getByText('2 taxa seen, 3 sightings')).toBeTruthy());
  expect(within(screen.getByTestId('life-list')).getByRole('heading', { name: 'Life list' })).toBeTruthy();
  expect(rows()).toEqual([
    ['Clownfish Amphiprion ocellaris', '14 June 2025', '14 June 2025', '1'],
    ['Green Sea Turtle Chelonia mydas', '3 August 2024', '11 February 2025', '2'],
  ]);
});

test('an empty life list says how to fill it', async () => {
  const { app, userId } = await diver();
  await insertIdentification(app, { userId, accepted: false });
  render(<LifeList words={historyWords('en').lifeList} />);
  await waitFor(() => expect(screen.getByText('0 taxa seen, 0 sightings')).toBeTruthy());
  expect(screen.getByText(/each species you save joins your life list/)).toBeTruthy();
  expect(screen.queryAllByTestId('life-list-entry')).toHaveLength(0);
});

test('says so when it cannot be loaded', async () => {
  const api = fakeApi({ 'GET /api/identifications/life-list': () => ({ status: 500, body: { message: 'Internal error' } }) });
  restoreFetch = api.restore;
  render(<LifeList words={historyWords('en').lifeList} />);
  await waitFor(() => expect(screen.getByText('Your life list could not be loaded. Please try again later.')).toBeTruthy());
});
