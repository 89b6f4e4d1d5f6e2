import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, freshPage } from '../../../test/fake-api';
import { discardQueued, pendingIdentifications, queueIdentification } from '../offline/outbox';
import OutboxStatus, { offlineWaitingText, waitingText } from './OutboxStatus';
import { outboxWords } from './outbox-words';

const english = outboxWords('en');

// The island with a real IndexedDB (fake-indexeddb) and the real send, against the fake API at the fetch boundary.
let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], name, { type: 'image/jpeg' });
let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(async () => {
  freshPage();
  online = true;
  for (const queued of await pendingIdentifications()) await discardQueued(queued.id);
});
afterEach(() => {
  cleanup();
  api?.restore();
});

test('says how many wait, in the singular and the plural', () => {
  expect(waitingText(english, 1)).toBe('1 identification waiting to be sent');
  expect(waitingText(english, 2)).toBe('2 identifications waiting to be sent');
});

test('offline, what happens next agrees in number with how many wait', () => {
  expect(offlineWaitingText(english, 1)).toBe('1 identification waiting to be sent: it goes when you are back online');
  expect(offlineWaitingText(english, 2)).toBe('2 identifications waiting to be sent: they go when you are back online');
});

test("the count is in the page's language, in the number its rules ask for", () => {
  expect(offlineWaitingText(outboxWords('de'), 1)).toBe('1 Bestimmung wartet auf das Senden: Sie geht raus, sobald du wieder online bist');
  expect(waitingText(outboxWords('fr'), 0)).toBe('0 identification en attente d’envoi');
  expect(waitingText(outboxWords('de'), 1200)).toBe('1.200 Bestimmungen warten auf das Senden');
});

test('offline it says how many wait and sends nothing; back online it sends them and announces each', async () => {
  let identifyCalls = 0;
  api = fakeApi({
    'POST /api/identify': () =>
      ++identifyCalls === 1
        ? { status: 201, body: { id: 12, speciesName: 'Chromis viridis' } }
        : { status: 400, body: { message: 'The photo is not an image we can read' } },
  });
  await queueIdentification(photo('one.jpg'), { latitude: '-16.9', longitude: '145.8' });
  await queueIdentification(photo('two.jpg'), { observedAt: '2026-11-20' });
  online = false;
  render(<OutboxStatus words={english} />);
  await waitFor(() => expect(screen.getByTestId('outbox-waiting').textContent).toBe('2 identifications waiting to be sent: they go when you are back online'));
  expect(api.sent()).toEqual([]);

  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(screen.getAllByTestId('outbox-notice')).toHaveLength(2));
  const [sent, refused] = screen.getAllByTestId('outbox-notice');
  expect(sent!.textContent).toContain('Your identification of Chromis viridis is ready.');
  expect(screen.getByRole('link', { name: 'See the identification' }).getAttribute('href')).toBe('/identifications/12');
  expect(refused!.textContent).toMatch(/^The identification saved on .+ could not be sent: The photo is not an image we can read$/);
  await waitFor(() => expect(screen.queryByTestId('outbox-waiting')).toBeNull());
  expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');

  // Each was sent once, with its photo and its own fields.
  const posts = api.sent().filter((call) => call.path === '/api/identify');
  expect(posts).toHaveLength(2);
  const form = posts[0]!.body as FormData;
  expect(form.get('latitude')).toBe('-16.9');
  expect((form.get('image') as File).name).toBe('one.jpg');
  expect((posts[1]!.body as FormData).get('observedAt')).toBe('2026-11-20');
  expect(await pendingIdentifications()).toEqual([]);

  act(() => screen.getAllByRole('button', { name: 'Dismiss' })[0]!.click());
  expect(screen.getAllByTestId('outbox-notice')).toHaveLength(1);
});

test('a server that cannot take it now (503) keeps it waiting, and says so', async () => {
  api = fakeApi({ 'POST /api/identify': () => ({ status: 503, body: { message: 'The AI service is temporarily unavailable' } }) });
  await queueIdentification(photo('one.jpg'), {});
  render(<OutboxStatus words={english} />);
  await waitFor(() => expect(api!.sent().filter((call) => call.path === '/api/identify')).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId('outbox-waiting').textContent).toBe('1 identification waiting to be sent'));
  expect(screen.queryByTestId('outbox-notice')).toBeNull();
  expect((await pendingIdentifications())[0]).toMatchObject({ attempts: 1, lastError: 'The AI service is temporarily unavailable' });
});
