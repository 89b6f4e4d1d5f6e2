import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import HistoryScreen from './HistoryScreen';
import { historyWords } from './history-words';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => freshPage('/de/history'));
afterEach(() => {
  cleanup();
  api?.restore();
});

const turtle = { aphiaId: 137209, speciesName: 'Chelonia mydas', scientificName: 'Chelonia mydas', firstSeen: '2024-08-03', lastSeen: '2025-02-11' };

test('in German, History speaks German: its heading, views, life list counted in German, and an unsaved card', async () => {
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    'GET /api/identifications': () => ({
      status: 200,
      body: [{ id: 7, speciesName: 'Chelonia mydas', scientificName: 'Chelonia mydas', description: 'Eine Schildkröte.', imageUrl: null, accepted: false, createdAt: '2025-02-11T10:00:00Z' }],
    }),
    'GET /api/identifications/life-list': () => ({ status: 200, body: [{ ...turtle, sightings: 1 }] }),
    'GET /api/identifications/sightings': () => ({ status: 200, body: [] }),
  });
  render(<HistoryScreen words={historyWords('de')} />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meine Bestimmungen');
  await waitFor(() => expect(screen.getByText('1 Taxon gesehen, 1 Sichtung')).toBeTruthy());
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bestimmungen', 'Papierkorb']);
  await waitFor(() => expect(screen.getByTestId('history-card').textContent).toContain('Noch nicht gespeichert'));
  expect(screen.getByTestId('history-card').getAttribute('href')).toBe('/de/identifications/7');
  expect(screen.getByRole('button', { name: 'Chelonia mydas übernehmen' }).textContent).toBe('Übernehmen');
});
