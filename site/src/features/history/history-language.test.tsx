import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import { englishShown } from '../../../test/english-shown';
import LoadMore from '../../ui/LoadMore';
import ConsentPanel from './ConsentPanel';
import ExpertReviews from './ExpertReviews';
import HistoryScreen from './HistoryScreen';
import HistoryTools from './HistoryTools';
import PhotoActions from './PhotoActions';
import { ALL_HISTORY } from './history-tools';
import type { Identification } from './identifications';
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

test('in German, the premium tools, "Load more" and the consent panel leave no English', () => {
  const items = [
    { id: 1, speciesName: 'Grüne Meeresschildkröte', scientificName: 'Chelonia mydas', conservationStatus: 'Endangered', accepted: true, createdAt: '2025-02-11T10:00:00Z' },
    { id: 2, speciesName: 'Krake', scientificName: 'Octopus vulgaris', conservationStatus: 'Least Concern', accepted: false, createdAt: '2025-02-12T10:00:00Z' },
  ] as unknown as Identification[];
  const words = historyWords('de');
  const list = { hasMore: true, loadingMore: false, loadMore: async () => {} };
  const shown = { ...items[0]!, catalogueConsent: false, licence: null };
  const { container } = render(
    <>
      <HistoryTools items={items} shown={items.slice(0, 1)} query={ALL_HISTORY} onChange={() => {}} exportRows={async () => []} complete={false} words={words.tools} />
      <LoadMore list={list} words={words.loadMore} />
      <ConsentPanel identification={shown} onSaved={() => {}} words={words.detail.consent} />
    </>,
  );
  expect(englishShown(container, 'de')).toEqual([]);
  expect(screen.getByRole('button', { name: 'Filtern' })).toBeTruthy();
  expect(screen.getByText('1 von 2+')).toBeTruthy();
  const status = screen.getByLabelText('Schutzstatus') as HTMLSelectElement;
  expect([...status.options].map((option) => [option.value, option.textContent])).toEqual([
    ['all', 'Alle Schutzstatus'],
    ['Endangered', 'Stark gefährdet'],
    ['Least Concern', 'Nicht gefährdet'],
  ]);
  expect([...(screen.getByLabelText('Sortieren nach') as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Neueste zuerst', 'Älteste zuerst', 'Name A–Z', 'Name Z–A']);
  expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Freigabe für den Katalog' })).toBeTruthy();
});

test('in German, asking experts to review and the photos’ cover and removal leave no English', () => {
  const words = historyWords('de').detail;
  const sighting = { id: 7, catalogueConsent: false, reviewRequestedAt: null, reviews: [{ expert: null, verdict: 'cannot-tell', taxon: null, createdAt: null }] } as unknown as Identification;
  const place = { index: 1, count: 2, show: () => {} };
  const { container } = render(
    <>
      <ExpertReviews identification={sighting} onSaved={() => {}} words={words.reviews} toasts={words.toasts} />
      <PhotoActions identification={sighting} place={place} onSaved={() => {}} words={words.photoActions} toasts={words.toasts} />
    </>,
  );
  expect(englishShown(container, 'de')).toEqual([]);
  expect(screen.getByRole('heading', { name: 'Prüfung durch Fachleute' })).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Prüfungen' }).textContent).toBe('Eine Fachperson · Auf den Fotos nicht zu erkennen');
  expect(screen.getByRole('button', { name: 'Als Titelbild verwenden' })).toBeTruthy();
});
