import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, freshPage } from '../../../test/fake-api';
import { $toast } from '../../ui/toasts';
import ExpertReviews from './ExpertReviews';
import type { Identification } from './identifications';
import { historyToastWords } from './history-toast-words';
import { expertReviewWords } from './owner-tools-words';

const words = expertReviewWords('en');
const toasts = historyToastWords('en');

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

const taxon = (scientificName: string) => ({ scientificName }) as never;
const sighting = (overrides: Record<string, unknown> = {}) =>
  ({ id: 5, userId: 7, speciesName: 'Ocellaris Clownfish', catalogueConsent: false, reviewStatus: 'unreviewed', communityTaxon: null, reviews: [], ...overrides }) as unknown as Identification;

test('"Ask experts to review" asks once, then the panel says experts can review it', async () => {
  freshPage('/identifications/5');
  const asked = sighting({ reviewRequestedAt: '2026-11-20T10:00:00.000Z' });
  api = fakeApi({
    'POST /api/identifications/5/review-request': () => ({ status: 200, body: asked }),
    'GET /api/identifications/5': () => ({ status: 200, body: asked }),
  });
  let shown = sighting();
  const { rerender } = render(<ExpertReviews identification={shown} onSaved={(updated) => (shown = updated)} words={words} toasts={toasts} />);
  fireEvent.click(screen.getByRole('button', { name: 'Ask experts to review' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Review asked' }));
  await waitFor(() => expect(shown).toEqual(asked));
  rerender(<ExpertReviews identification={shown} onSaved={() => {}} words={words} toasts={toasts} />);
  expect(screen.queryByRole('button', { name: 'Ask experts to review' })).toBeNull();
  expect(screen.getByText(/Experts can review this sighting/)).toBeTruthy();
  expect(api.sent().filter((call) => call.method === 'POST')).toHaveLength(1);
});

test('"Withdraw review request", a button reached by keyboard, withdraws it; the panel then offers to ask again', async () => {
  freshPage('/identifications/5');
  const withdrawn = sighting({ catalogueConsent: true, reviewRequestedAt: null });
  api = fakeApi({ 'DELETE /api/identifications/5/review-request': () => ({ status: 200, body: withdrawn }) });
  let shown = sighting({ catalogueConsent: true, reviewRequestedAt: '2026-11-20T10:00:00.000Z' });
  const { rerender } = render(<ExpertReviews identification={shown} onSaved={(updated) => (shown = updated)} words={words} toasts={toasts} />);
  const button = screen.getByRole('button', { name: 'Withdraw review request' });
  button.focus();
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Review request withdrawn' }));
  await waitFor(() => expect(shown).toEqual(withdrawn));
  rerender(<ExpertReviews identification={shown} onSaved={() => {}} words={words} toasts={toasts} />);
  expect(screen.queryByRole('button', { name: 'Withdraw review request' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Ask experts to review' })).toBeTruthy();
  expect(api.sent().filter((call) => call.method === 'DELETE')).toHaveLength(1);
});

test('a sighting offered to the catalogue is already before the experts: nothing to ask', () => {
  render(<ExpertReviews identification={sighting({ catalogueConsent: true })} onSaved={() => {}} words={words} toasts={toasts} />);
  expect(screen.queryByRole('button', { name: 'Ask experts to review' })).toBeNull();
});

test('the reviews list: who, what they said, the taxon and the date; an expert whose name is withheld is "An expert"', () => {
  const reviews = [
    { expert: 'reefdoc', verdict: 'agree', taxon: taxon('Amphiprion ocellaris'), createdAt: '2026-11-21T10:00:00.000Z' },
    { expert: null, verdict: 'suggest', taxon: taxon('Amphiprion percula'), createdAt: '2026-11-22T10:00:00.000Z' },
    { expert: 'fishguy', verdict: 'cannot-tell', taxon: null, createdAt: '2026-11-23T10:00:00.000Z' },
  ];
  render(<ExpertReviews identification={sighting({ reviewStatus: 'in-review', reviews })} onSaved={() => {}} words={words} toasts={toasts} />);
  const lines = within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);
  expect(lines).toEqual([
    'reefdoc · Agrees Amphiprion ocellaris · 21 November 2026',
    'An expert · Suggests Amphiprion percula · 22 November 2026',
    'fishguy · Cannot tell from the photos · 23 November 2026',
  ]);
});
