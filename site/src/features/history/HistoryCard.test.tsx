import { afterEach, describe, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import HistoryCard from './HistoryCard';
import type { Identification } from './identifications';
import { historyWords } from './history-words';

afterEach(cleanup);

const sighting = (extra: Partial<Identification> = {}) =>
  ({
    id: 7,
    speciesName: 'Green Sea Turtle',
    scientificName: 'Chelonia mydas',
    conservationStatus: 'Endangered',
    description: 'A large sea turtle.',
    imageUrl: null,
    accepted: true,
    observedAt: null,
    createdAt: '2025-07-03T14:05:00Z',
    ...extra,
  }) as Identification;

describe('a History card', () => {
  test('shows the dive date when there is one, and the identification date only when there is not', () => {
    const { rerender } = render(<HistoryCard identification={sighting({ observedAt: '2025-07-01T09:30' })} words={historyWords('en').card} />);
    expect(screen.getByText('Seen on 1 July 2025, 09:30')).toBeTruthy();
    expect(screen.queryByText(/Identified on/)).toBeNull();
    rerender(<HistoryCard identification={sighting({ observedAt: '2025-07-01' })} words={historyWords('en').card} />);
    expect(screen.getByText('Seen on 1 July 2025')).toBeTruthy();
    rerender(<HistoryCard identification={sighting()} words={historyWords('en').card} />);
    expect(screen.getByText(/^Identified on 3 July 2025/)).toBeTruthy();
    expect(screen.queryByText(/Seen on/)).toBeNull();
  });

  test('one not saved yet says so, with Accept and Trash beside its link; a saved one has neither', () => {
    const calls: string[] = [];
    const { rerender } = render(<HistoryCard identification={sighting({ accepted: false })} onAccept={() => calls.push('accept')} onTrash={() => calls.push('trash')} words={historyWords('en').card} />);
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Green Sea Turtle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Trash Green Sea Turtle' }));
    expect(calls).toEqual(['accept', 'trash']);
    // The buttons sit beside the link, not inside it.
    expect(screen.getByTestId('history-card').querySelector('button')).toBeNull();
    rerender(<HistoryCard identification={sighting()} onAccept={() => {}} onTrash={() => {}} words={historyWords('en').card} />);
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.queryByText('Not saved yet')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

test('a sighting of several photos says how many on its card; one of a single photo says nothing', () => {
  const photo = (name: string) => ({ imageUrl: `/uploads/identifications/${name}.jpg`, imageHighResUrl: null, width: 800, height: 600 });
  const { rerender } = render(<HistoryCard identification={sighting({ imageUrl: '/uploads/identifications/a.jpg', photos: ['a', 'b', 'c'].map(photo) })} words={historyWords('en').card} />);
  expect(screen.getByTestId('history-card').textContent).toContain('3 photos');
  rerender(<HistoryCard identification={sighting({ imageUrl: '/uploads/identifications/a.jpg', photos: [photo('a')] })} words={historyWords('en').card} />);
  expect(screen.queryByText(/photos$/)).toBeNull();
});

describe("a History card after the experts' review", () => {
  const taxon = (aphiaId: number, scientificName: string, vernacularName: string | null) =>
    ({ aphiaId, scientificName, vernacularName, authority: null, rank: 'Species', status: 'accepted', url: '', classification: {} }) as NonNullable<Identification['taxon']>;
  const turtle = taxon(137206, 'Chelonia mydas', 'green turtle');
  const hawksbill = taxon(137207, 'Eretmochelys imbricata', 'hawksbill turtle');

  test("names the experts' taxon, not the model's, once they settled on another, with their verdict beside it", () => {
    render(<HistoryCard identification={sighting({ taxon: turtle, communityTaxon: hawksbill, reviewStatus: 'verified' })} words={historyWords('en').card} />);
    const card = screen.getByTestId('history-card');
    expect(card.querySelector('h2')!.textContent).toBe('Hawksbill turtle');
    expect(card.textContent).toContain('Eretmochelys imbricata');
    expect(card.textContent).not.toContain('Green Sea Turtle');
    expect(card.querySelector('[data-review-status]')!.textContent).toBe('✓ Verified by experts');
  });

  test("keeps the answer's name when the experts agree with it, and shows no mark before any review", () => {
    const { rerender } = render(<HistoryCard identification={sighting({ taxon: turtle, communityTaxon: turtle, reviewStatus: 'verified' })} words={historyWords('en').card} />);
    expect(screen.getByTestId('history-card').querySelector('h2')!.textContent).toBe('Green Sea Turtle');
    expect(screen.getByText('Verified by experts')).toBeTruthy();
    rerender(<HistoryCard identification={sighting({ taxon: turtle, communityTaxon: null, reviewStatus: 'unreviewed' })} words={historyWords('en').card} />);
    expect(screen.getByTestId('history-card').querySelector('[data-review-status]')).toBeNull();
  });
});
