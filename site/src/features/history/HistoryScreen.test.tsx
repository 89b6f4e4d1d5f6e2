import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { testApp } from '../../../../api/test-support/harness';
import { makePremium } from '../../../../api/test-support/identify';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import { parseCsv } from '../../../../api/test-support/csv';
import HistoryScreen from './HistoryScreen';
import { fetchHistoryCsv } from './identifications';
import { historyWords } from './history-words';

let api: ReturnType<typeof fakeApi> | undefined;
let restoreFetch: (() => void) | undefined;
beforeEach(() => freshPage('/history'));
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  restoreFetch?.();
  restoreFetch = undefined;
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
  render(<HistoryScreen words={historyWords('en')} />);
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
  render(<HistoryScreen words={historyWords('en')} />);
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
  await downloads(async (exported) => {
    render(<HistoryScreen words={historyWords('en')} />);
    await waitFor(() => expect(cards()).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const rows = JSON.parse(await exported[0]!.text()) as Array<{ id: number }>;
    expect(rows.map((row) => row.id)).toEqual(HISTORY.map((item) => item.id));
    // The first page, then the 70 left in one page of the largest size.
    expect(historyCalls()).toHaveLength(2);
  });
});

/** Catches what the page downloads, without happy-dom following the link. */
async function downloads(work: (exported: Blob[]) => Promise<void>) {
  const exported: Blob[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob) => {
    exported.push(blob);
    return 'blob:history';
  };
  HTMLAnchorElement.prototype.click = () => {};
  try {
    await work(exported);
  } finally {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  }
}

test('premium: filter by area and dates, then the CSV the API makes holds exactly those rows, Darwin Core columns and all', async () => {
  const app = await testApp();
  const browser = app.client();
  const { id: userId } = await withBunWeb(() => browser.register('diver'));
  await makePremium(app.ctx.db, 'diver');
  const at = (latitude: number, longitude: number) => ({ userId, latitude, longitude, locationSource: 'user' as const });
  await insertIdentification(app, { ...at(27.2, 33.9), speciesName: 'Lionfish', observedAt: '2025-03-01' });
  const bonaire = await insertIdentification(app, { ...at(12.15, -68.27), speciesName: 'Queen Angelfish', observedAt: '2025-05-02' });
  const bonaireLater = await insertIdentification(app, { ...at(12.2, -68.3), speciesName: 'Trumpetfish', observedAt: '2025-09-09' });
  await insertIdentification(app, { userId, speciesName: 'Nowhere fish', observedAt: '2025-05-02' });
  restoreFetch = serveApiFrom(browser);

  render(<HistoryScreen words={historyWords('en')} />);
  await waitFor(() => expect(cards()).toHaveLength(4));
  const area = screen.getByLabelText('Area') as HTMLSelectElement;
  expect([...area.options].map((option) => option.textContent)).toEqual(['All areas', 'Caribbean Sea', 'Red Sea', 'No location']);
  fireEvent.change(area, { target: { value: 'Caribbean Sea' } });
  await waitFor(() => expect(cards()).toHaveLength(2));
  fireEvent.change(screen.getByLabelText('Seen until'), { target: { value: '2025-05-02' } });
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(cards()[0]!.getAttribute('href')).toBe(`/identifications/${bonaire.id}`);
  fireEvent.change(screen.getByLabelText('Seen from'), { target: { value: '2025-05-03' } });
  await waitFor(() => expect(cards()).toHaveLength(0));
  fireEvent.change(screen.getByLabelText('Seen from'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Seen until'), { target: { value: '' } });
  await waitFor(() => expect(cards()).toHaveLength(2));

  await downloads(async (exported) => {
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const { header, records } = parseCsv(await exported[0]!.text());
    expect(header.slice(0, 3)).toEqual(['id', 'speciesName', 'scientificName']);
    // Newest first, as the history shows them.
    expect(records.map((record) => Number(record.id))).toEqual([bonaireLater.id, bonaire.id]);
    expect(records[1]).toMatchObject({ 'dwc:decimalLatitude': '12.15', 'dwc:decimalLongitude': '-68.27', 'dwc:eventDate': '2025-05-02' });

  });
  // Beside CSV and JSON: the Darwin Core Archive of every confirmed sighting, a ZIP the API makes.
  const archive = screen.getByRole('link', { name: 'Export for OBIS/GBIF (Darwin Core)' });
  expect(archive.hasAttribute('download')).toBe(true);
  const zip = await browser.request('GET', archive.getAttribute('href')!);
  expect(zip.headers.get('content-type')).toBe('application/zip');
});

test('a free account gets no area, date or CSV tools, and the API refuses it the CSV', async () => {
  const app = await testApp();
  const browser = app.client();
  const { id: userId } = await withBunWeb(() => browser.register('diver'));
  const own = await insertIdentification(app, { userId, latitude: 12.15, longitude: -68.27, locationSource: 'user' });
  restoreFetch = serveApiFrom(browser);
  await expect(fetchHistoryCsv([own.id])).rejects.toThrow(/403/);
  // Free accounts are not offered the tools at all.
  render(<HistoryScreen words={historyWords('en')} />);
  await waitFor(() => expect(screen.getByText(/Premium members can filter, sort, search and export/)).toBeTruthy());
  expect(screen.queryByLabelText('Area')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Export for OBIS/GBIF (Darwin Core)' })).toBeNull();
});

test('an item not saved yet is accepted or trashed from its card, the history is read again and the life list follows', async () => {
  const app = await testApp();
  const browser = app.client();
  const { id: userId } = await withBunWeb(() => browser.register('diver'));
  const keep = await insertIdentification(app, { userId, speciesName: 'Lionfish', accepted: false });
  await insertIdentification(app, { userId, speciesName: 'Blurry fish', accepted: false });
  restoreFetch = serveApiFrom(browser);
  render(<HistoryScreen words={historyWords('en')} />);
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(screen.getAllByText('Not saved yet')).toHaveLength(2);
  const lifeList = screen.getByTestId('life-list');
  await waitFor(() => expect(lifeList.textContent).toContain('0 taxa seen'));
  fireEvent.click(screen.getByRole('button', { name: 'Accept Lionfish' }));
  await waitFor(() => expect(screen.getAllByText('Not saved yet')).toHaveLength(1));
  // Saved from its card, the sighting is on the life list without a reload.
  await waitFor(() => expect(screen.getByTestId('life-list').textContent).toContain('1 taxon seen, 1 sighting'));
  expect(cards().find((card) => card.getAttribute('href') === `/identifications/${keep.id}`)!.textContent).toContain('Saved');
  fireEvent.click(screen.getByRole('button', { name: 'Trash Blurry fish' }));
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(screen.queryByText('Not saved yet')).toBeNull();
});
