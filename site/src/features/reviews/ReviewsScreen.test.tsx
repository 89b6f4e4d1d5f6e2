import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import { $toast } from '../../ui/toasts';
import ReviewsScreen from './ReviewsScreen';
import { reviewWords } from './review-words';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

const sighting = (id: number, speciesName: string, scientificName: string) => ({
  id,
  speciesName,
  scientificName,
  photos: [{ imageUrl: `/uploads/identifications/${id}.jpg` }, { imageUrl: `/uploads/identifications/${id}b.jpg` }],
  candidates: [
    { name: speciesName, scientificName, rank: 'species', confidence: 0.7 },
    { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', rank: 'species', confidence: 0.2 },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  reviewStatus: 'unreviewed',
  communityTaxon: null,
  reviews: [],
});
const FIRST = sighting(11, 'Ocellaris Clownfish', 'Amphiprion ocellaris');
const SECOND = sighting(12, 'Blue Tang', 'Paracanthurus hepatus');
const THIRD = sighting(13, 'Moorish Idol', 'Zanclus cornutus');

function openQueue(
  user = aUser({ isExpert: true, expertGroups: null } as never),
  reviews?: (body: unknown) => { status: number; body?: unknown },
  language: 'en' | 'de' = 'en',
) {
  freshPage(language === 'en' ? '/reviews' : `/${language}/reviews`);
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: user }),
    'GET /api/reviews': (_body, url) =>
      url.searchParams.get('cursor')
        ? { status: 200, body: [THIRD] }
        : { status: 200, body: url.searchParams.get('group') === 'Actinopterygii' ? [SECOND] : [FIRST, SECOND], headers: { 'x-next-cursor': 'next' } },
    'POST /api/identifications/11/reviews': reviews ?? (() => ({ status: 200, body: {} })),
    'POST /api/identifications/12/reviews': () => ({ status: 200, body: {} }),
  });
  render(<ReviewsScreen words={reviewWords(language)} />);
}
// A yes or no, not the element: a failed expectation prints what it got, and printing a DOM node is slow.
const isShown = (name: string) => [...document.querySelectorAll('h2')].some((heading) => heading.textContent === name);
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

test('a non-expert is told what the queue is for, and nothing is asked of the API', async () => {
  openQueue(aUser());
  expect(await screen.findByRole('heading', { name: 'Reviews are for experts' })).toBeTruthy();
  expect(api!.sent().filter((call) => call.path === '/api/reviews')).toHaveLength(0);
});

test('the queue shows each sighting\'s photos, the model\'s answer and candidates; Load more adds the next page', async () => {
  openQueue();
  await screen.findByRole('heading', { level: 2, name: 'Ocellaris Clownfish' });
  const first = card('Ocellaris Clownfish');
  expect(within(first).getByRole('img', { name: 'Ocellaris Clownfish, photo 1 of 2' })).toBeTruthy();
  expect(within(first).getByRole('region', { name: 'Ranked candidates' }).textContent).toContain('Amphiprion percula');
  expect(isShown('Moorish Idol')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Moorish Idol' })).toBeTruthy();
  expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('review-card'))).toHaveLength(3);
});

test('Agree sends the verdict; the sighting leaves the queue with a toast and focus moves to the next one', async () => {
  openQueue();
  await screen.findByRole('heading', { level: 2, name: 'Ocellaris Clownfish' });
  fireEvent.click(within(card('Ocellaris Clownfish')).getByRole('button', { name: 'Agree: Amphiprion ocellaris' }));
  await waitFor(() => expect(isShown('Ocellaris Clownfish')).toBe(false));
  expect($toast.get()).toMatchObject({ title: 'Review sent' });
  expect(api!.sent().find((call) => call.path === '/api/identifications/11/reviews')?.body).toEqual({ verdict: 'agree' });
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Blue Tang'));
});

test('Suggest another name: an empty name is refused here, an unknown one by the server, shown inline with the name kept', async () => {
  openQueue(undefined, (body) =>
    (body as { scientificName?: string }).scientificName === 'Amphiprion percula'
      ? { status: 200, body: {} }
      : { status: 400, body: { message: 'Unknown name: WoRMS has no taxon "Nemo fictus"' } },
  );
  await screen.findByRole('heading', { level: 2, name: 'Ocellaris Clownfish' });
  const first = card('Ocellaris Clownfish');
  fireEvent.click(within(first).getByRole('button', { name: 'Suggest another name' }));
  const input = within(first).getByLabelText('Scientific name') as HTMLInputElement;
  fireEvent.click(within(first).getByRole('button', { name: 'Send suggestion' }));
  expect(within(first).getByRole('alert').textContent).toBe('Enter the scientific name you suggest.');
  expect(api!.sent().filter((call) => call.method === 'POST')).toHaveLength(0);
  fireEvent.change(input, { target: { value: 'Nemo fictus' } });
  fireEvent.click(within(first).getByRole('button', { name: 'Send suggestion' }));
  await waitFor(() => expect(within(first).getByRole('alert').textContent).toBe('Unknown name: WoRMS has no taxon "Nemo fictus"'));
  expect(input.value).toBe('Nemo fictus');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(input, { target: { value: 'Amphiprion percula' } });
  fireEvent.click(within(first).getByRole('button', { name: 'Send suggestion' }));
  await waitFor(() => expect(isShown('Ocellaris Clownfish')).toBe(false));
  expect(api!.sent().filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { verdict: 'suggest', scientificName: 'Nemo fictus' },
    { verdict: 'suggest', scientificName: 'Amphiprion percula' },
  ]);
});

test('Cannot tell is a verdict of its own', async () => {
  openQueue();
  await screen.findByRole('heading', { level: 2, name: 'Ocellaris Clownfish' });
  fireEvent.click(within(card('Ocellaris Clownfish')).getByRole('button', { name: 'Cannot tell' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Review sent' }));
  expect(api!.sent().find((call) => call.method === 'POST')?.body).toEqual({ verdict: 'cannot-tell' });
});

test('the group filter: an expert of every group types a class; an expert of some picks one of theirs', async () => {
  openQueue();
  await screen.findByRole('heading', { level: 2, name: 'Ocellaris Clownfish' });
  fireEvent.change(screen.getByLabelText('Class or phylum'), { target: { value: ' Actinopterygii ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(isShown('Ocellaris Clownfish')).toBe(false));
  expect(screen.getByRole('heading', { level: 2, name: 'Blue Tang' })).toBeTruthy();
  cleanup();
  api!.restore();
  openQueue(aUser({ isExpert: true, expertGroups: ['Actinopterygii', 'Anthozoa'] } as never));
  const select = (await screen.findByLabelText('Group')) as HTMLSelectElement;
  expect([...select.options].map((option) => option.text)).toEqual(['All my groups', 'Actinopterygii', 'Anthozoa']);
  fireEvent.change(select, { target: { value: 'Actinopterygii' } });
  await waitFor(() => expect(api!.sent().some((call) => call.path === '/api/reviews')).toBe(true));
  await waitFor(() => expect(isShown('Ocellaris Clownfish')).toBe(false));
});

test('in German, the queue and an agreement speak German', async () => {
  openQueue(undefined, undefined, 'de');
  await screen.findByRole('heading', { level: 2, name: 'Ocellaris Clownfish' });
  expect(screen.getByRole('heading', { level: 1, name: 'Prüfungen' })).toBeTruthy();
  expect(screen.getByRole('search', { name: 'Die Liste filtern' })).toBeTruthy();
  fireEvent.click(within(card('Ocellaris Clownfish')).getByRole('button', { name: 'Zustimmen: Amphiprion ocellaris' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Prüfung gesendet', description: 'Du hast der Antwort zugestimmt.' }));
});
