import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import HistoryScreen from './HistoryScreen';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => freshPage('/history'));
afterEach(() => {
  cleanup();
  api?.restore();
});

/** 120 identifications, newest first; the oldest is the only 'Whale Shark'. */
const HISTORY = Array.from({ length: 120 }, (_, i) => ({
  id: 120 - i,
  speciesName: i === 119 ? 'Whale Shark' : `Reef fish ${120 - i}`,
  scientificName: i === 119 ? 'Rhincodon typus' : 'Chromis viridis',
  conservationStatus: i === 119 ? 'Endangered' : 'Least Concern',
  description: 'A fish.',
  imageUrl: null,
  accepted: false,
  createdAt: new Date(Date.UTC(2030, 0, 1) - i * 60_000).toISOString(),
}));

/** The history API as the server pages it: 50 by default, the cursor being where the next page starts. */
function serveHistory(user = aUser()) {
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: user }),
    'GET /api/identifications': (_body, url) => {
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const end = Math.min(HISTORY.length, start + limit);
      return { status: 200, body: HISTORY.slice(start, end), headers: end < HISTORY.length ? { 'x-next-cursor': String(end) } : undefined };
    },
  });
  return api;
}
const cards = () => screen.queryAllByTestId('history-card');
const historyCalls = () => api!.calls.filter((call) => call.path === '/api/identifications');

test('shows the first 50, then Load more brings the next pages until there are none', async () => {
  serveHistory();
  render(<HistoryScreen />);
  await waitFor(() => expect(cards()).toHaveLength(50));
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(cards()).toHaveLength(100));
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(cards()).toHaveLength(120));
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(historyCalls()).toHaveLength(3);
  expect(cards()[119]!.textContent).toContain('Whale Shark');
});

test('premium search covers the whole history: its first use loads every page left', async () => {
  serveHistory(aUser({ isPremium: true, subscriptionTier: 'monthly' }));
  render(<HistoryScreen />);
  await waitFor(() => expect(cards()).toHaveLength(50));
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'rhincodon' } });
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(cards()[0]!.textContent).toContain('Whale Shark');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(screen.getByText('1 of 120')).toBeTruthy();
  expect(historyCalls()).toHaveLength(2);
});

test('premium export loads every page first and exports what the filters show over all of them', async () => {
  serveHistory(aUser({ isPremium: true, subscriptionTier: 'monthly' }));
  const exported: Blob[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob) => {
    exported.push(blob);
    return 'blob:history';
  };
  // The download link is not followed: happy-dom would leave the page for it.
  HTMLAnchorElement.prototype.click = () => {};
  try {
    render(<HistoryScreen />);
    await waitFor(() => expect(cards()).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const rows = JSON.parse(await exported[0]!.text()) as Array<{ id: number }>;
    expect(rows.map((row) => row.id)).toEqual(HISTORY.map((item) => item.id));
    // The first page, then the 70 left in one page of the largest size.
    expect(historyCalls()).toHaveLength(2);
  } finally {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  }
});
