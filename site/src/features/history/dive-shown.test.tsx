import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import HistoryCard from './HistoryCard';
import type { Identification } from './identifications';
import WhereAndWhenPanel from './WhereAndWhenPanel';
import { historyWords } from './history-words';
import { whereAndWhenPanelWords } from '../maps/where-and-when-words';
import { historyToastWords } from './history-toast-words';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

const sighting = (extra: Partial<Identification> = {}) =>
  ({
    id: 7,
    speciesName: 'Grey Reef Shark',
    scientificName: 'Carcharhinus amblyrhynchos',
    conservationStatus: null,
    description: 'A reef shark.',
    imageUrl: null,
    accepted: true,
    location: { latitude: 7.132557, longitude: 134.224213, source: 'dive' },
    observedAt: '2025-06-14T09:45:00',
    diveId: 5,
    depthMeters: 20.5,
    depthSource: 'dive',
    createdAt: '2025-06-20T10:00:00Z',
    ...extra,
  }) as Identification;

/** Dive 5 at Blue Corner, read once however many show it. */
function serve() {
  api = fakeApi({
    'GET /api/map': () => ({ status: 200, body: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', attributionUrl: null, demo: false } }),
    'GET /api/dives/5': () => ({ status: 200, body: { id: 5, startedAt: '2025-06-14T09:30:00', site: { name: 'Blue Corner', latitude: 7.13, longitude: 134.22 } } }),
  });
  return api;
}

test("a History card links to its dive, with the dive's date and site, and gives the depth and who gave it", async () => {
  serve();
  const { rerender } = render(<HistoryCard identification={sighting()} words={historyWords('en').card} />);
  const link = await screen.findByRole('link', { name: 'Dive of 14 June 2025, 09:30 at Blue Corner' });
  expect(link.getAttribute('href')).toBe('/dives/5');
  expect(screen.getByTestId('card-depth').textContent).toBe('20.5 m, from the dive');
  rerender(<HistoryCard identification={sighting({ diveId: null, depthMeters: 12, depthSource: 'user' })} words={historyWords('en').card} />);
  expect(screen.getByTestId('card-depth').textContent).toBe('12 m, as you gave it');
  expect(screen.queryByTestId('dive-link')).toBeNull();
  rerender(<HistoryCard identification={sighting({ diveId: null, depthMeters: null, depthSource: null })} words={historyWords('en').card} />);
  expect(screen.queryByTestId('card-depth')).toBeNull();
});

test('the where-and-when panel says the place came from the dive, the depth, and links to the dive', async () => {
  serve();
  render(<WhereAndWhenPanel identification={sighting()} editable={false} onSaved={() => {}} words={whereAndWhenPanelWords('en')} toasts={historyToastWords('en')} />);
  expect(screen.getByTestId('where-text').textContent).toContain('(7.1326°N, 134.2242°E, from the dive)');
  expect(screen.getByTestId('depth-text').textContent).toBe('Depth: 20.5 m, from the dive');
  await waitFor(() => expect(screen.getByTestId('dive-link').textContent).toBe('Dive of 14 June 2025, 09:30 at Blue Corner'));
});
