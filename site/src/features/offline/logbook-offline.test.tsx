import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import { $user } from '../account/session';
import HistoryScreen from '../history/HistoryScreen';
import DivesScreen from '../dives/DivesScreen';
import DiveDetail from '../dives/DiveDetail';
import { forgetLastSeen } from './last-seen';
import { divesWords } from '../dives/dives-words';
import { historyWords } from '../history/history-words';

// The logbook's screens seen once online, then opened again with no connection: from what the device kept, marked
// "Offline, as of". Real IndexedDB (fake-indexeddb); the fake API at the fetch boundary.
const member = aUser({ id: 7 });
const noConnection = () => {
  throw new TypeError('Failed to fetch');
};
const SIGHTING = { id: 11, speciesName: 'Grey Reef Shark', scientificName: 'Carcharhinus amblyrhynchos', conservationStatus: null, imageUrl: null, accepted: true, createdAt: '2026-11-20T09:30:00Z' };
const DIVE = {
  id: 5,
  startedAt: '2025-06-14T09:30:00',
  durationSeconds: 45 * 60,
  maxDepthMeters: 22,
  site: { name: 'Blue Corner', latitude: null, longitude: null },
  cameraOffsetSeconds: 0,
  identificationCount: 0,
  profile: [],
  identifications: [],
};
const ROUTES = {
  'GET /api/user': () => ({ status: 200, body: member }),
  'GET /api/identifications': () => ({ status: 200, body: [SIGHTING] }),
  'GET /api/identifications/life-list': () => ({ status: 200, body: [{ taxonKey: 'a', name: 'Grey Reef Shark', scientificName: 'Carcharhinus amblyrhynchos', firstSeen: '2026-11-20', lastSeen: '2026-11-20', sightings: 1, identificationId: 11 }] }),
  'GET /api/identifications/sightings': () => ({ status: 200, body: [] }),
  'GET /api/dives': () => ({ status: 200, body: [{ ...DIVE, profile: undefined, identifications: undefined }] }),
  'GET /api/dives/5': () => ({ status: 200, body: DIVE }),
};
let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(async () => {
  freshPage();
  await forgetLastSeen();
});
afterEach(async () => {
  cleanup();
  api?.restore();
  await forgetLastSeen();
});

/** Shows `screen` online, then again with no connection, the page loaded afresh (its stores unknown). */
async function seenThenOffline(path: string, show: () => void, seen: () => Promise<unknown>) {
  window.history.replaceState(null, '', path);
  api = fakeApi(ROUTES);
  show();
  await seen();
  expect(screen.queryByTestId('shown-from-device')).toBeNull();
  cleanup();
  api.restore();
  $user.set(undefined);
  api = fakeApi(Object.fromEntries(Object.keys(ROUTES).map((route) => [route, noConnection])));
  show();
}

test('History and the life list open offline from what was last seen, marked offline as of then', async () => {
  const before = Date.now();
  await seenThenOffline('/history', () => render(<HistoryScreen words={historyWords('en')} />), () => waitFor(() => expect(screen.getAllByTestId('history-card')).toHaveLength(1)));
  await waitFor(() => expect(screen.getAllByTestId('history-card')).toHaveLength(1));
  const marks = await screen.findAllByTestId('shown-from-device');
  expect(marks).toHaveLength(2); // the history and the life list
  for (const mark of marks) {
    expect(mark.textContent).toMatch(/^Offline, as of .+/);
    const at = Date.parse(mark.querySelector('time')!.getAttribute('datetime')!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
  }
  expect(screen.getByTestId('life-list').textContent).toContain('1 taxon seen, 1 sighting');
  expect(window.location.pathname).toBe('/history'); // not sent to sign in
});

test('an empty history seen online is empty offline too, and marked', async () => {
  ROUTES['GET /api/identifications'] = () => ({ status: 200, body: [] });
  try {
    await seenThenOffline('/history', () => render(<HistoryScreen words={historyWords('en')} />), () => screen.findByRole('heading', { name: 'No identifications yet' }));
    expect(await screen.findByRole('heading', { name: 'No identifications yet' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('shown-from-device').map((mark) => mark.closest('[data-testid="life-list"]') === null)).toContain(true));
  } finally {
    ROUTES['GET /api/identifications'] = () => ({ status: 200, body: [SIGHTING] });
  }
});

test('Dives and a dive page open offline from what was last seen', async () => {
  await seenThenOffline('/dives', () => render(<DivesScreen words={divesWords('en')} />), () => screen.findByText(/Blue Corner/));
  expect(await screen.findByText(/Blue Corner/)).toBeTruthy();
  expect((await screen.findByTestId('shown-from-device')).textContent).toMatch(/^Offline, as of /);
  cleanup();
  api?.restore();

  await seenThenOffline('/dives/5', () => render(<DiveDetail words={divesWords('en')} />), () => screen.findByRole('heading', { level: 1, name: /^Dive of / }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dive of 14 June 2025, 09:30' })).toBeTruthy();
  expect((await screen.findByTestId('shown-from-device')).textContent).toMatch(/^Offline, as of /);
});

test('a dive never opened online says it needs a connection', async () => {
  window.history.replaceState(null, '', '/dives/5');
  api = fakeApi({ 'GET /api/user': ROUTES['GET /api/user'], 'GET /api/dives/5': noConnection });
  render(<DiveDetail words={divesWords('en')} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'This dive needs a connection' })).toBeTruthy();
  expect(screen.getByText('It has not been opened on this device yet. It opens when you are back online.')).toBeTruthy();
  expect(screen.queryByTestId('shown-from-device')).toBeNull();
});
