import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../../test/fake-api';
import ReportView from './ReportView';
import SharedTripReport from './SharedTripReport';
import TripReportScreen from './TripReportScreen';
import type { TripReport } from './report';
import { reportWords } from './report-words';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => freshPage('/trips/7/report'));
afterEach(() => {
  cleanup();
  api?.restore();
});

const MAP = { status: 200, body: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', attributionUrl: null, demo: false } };
const turtle = (sightings: number, newForLifeList = false) => ({ aphiaId: 1001, scientificName: 'Chelonia mydas', name: 'Green Turtle', sightings, newForLifeList });
const clown = { aphiaId: 1002, scientificName: 'Amphiprion ocellaris', name: 'Clown Anemonefish', sightings: 1, newForLifeList: true };
const aReport = (): TripReport => ({
  name: 'Raja Ampat',
  sightings: 4,
  species: [turtle(3), clown],
  dives: [
    { id: 11, startedAt: '2025-06-14T09:00:00', siteName: 'Manta Point', latitude: -0.5, longitude: 130.5, placeHidden: false, species: [turtle(2), clown] },
    { id: 12, startedAt: '2025-06-15T09:00:00', siteName: null, latitude: null, longitude: null, placeHidden: true, species: [turtle(1)] },
    { id: null, startedAt: null, siteName: null, latitude: null, longitude: null, placeHidden: false, species: [{ ...clown, newForLifeList: false }] },
  ],
});

test('the report lists the species with their counts, the new ones for the life list marked', () => {
  api = fakeApi({ 'GET /api/map': () => MAP });
  render(<ReportView report={aReport()} words={reportWords('en')} />);
  expect(screen.getByText('4 identified sightings')).toBeTruthy();
  const species = within(screen.getByRole('list', { name: 'Species seen on the trip, the most seen first' })).getAllByRole('listitem');
  expect(species.map((item) => item.textContent)).toEqual(['Green Turtle Chelonia mydas · 3 sightings', 'Clown Anemonefish Amphiprion ocellaris · 1 sighting New for your life list']);
});

test('each dive lists what was seen on it, in the order dived, with its place, or why its place is not shown', () => {
  api = fakeApi({ 'GET /api/map': () => MAP });
  render(<ReportView report={aReport()} words={reportWords('en')} />);
  const dives = within(screen.getByRole('list', { name: 'Dives, in the order they were dived' })).getAllByRole('listitem', { hidden: false }).filter((item) => item.id);
  expect(dives.map((item) => item.id)).toEqual(['dive-11', 'dive-12', 'no-dive']);
  expect(within(dives[0]!).getByRole('heading').textContent).toBe('Jun 14, 2025, 9:00 AM · Manta Point');
  expect(dives[0]!.textContent).toContain('0.5000°S, 130.5000°E');
  expect(within(dives[0]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Green Turtle Chelonia mydas · 2 sightings', 'Clown Anemonefish Amphiprion ocellaris · 1 sighting New for your life list']);
  expect(dives[1]!.textContent).toContain('Place not shown: a threatened species was seen on this dive.');
  expect(within(dives[2]!).getByRole('heading').textContent).toBe('Seen on no dive');
  // The map names only the dives with a place shown, each linking to its entry in the list.
  expect(screen.getByRole('region', { name: "The trip's dives on a map" })).toBeTruthy();
});

test('a report in German: its words and its dates in German', () => {
  api = fakeApi({ 'GET /api/map': () => MAP });
  render(<ReportView report={aReport()} words={reportWords('de')} />);
  expect(screen.getAllByText('Neu auf deiner Lebensliste')).toHaveLength(2);
  expect(screen.getByRole('heading', { name: /14\.06\.2025/ })).toBeTruthy();
});

test("the owner's report shares by an unlisted link and stops sharing it", async () => {
  let url: string | null = null;
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    'GET /api/map': () => MAP,
    'GET /api/trips/7/report': () => ({ status: 200, body: aReport() }),
    'GET /api/trips/7/share': () => ({ status: 200, body: { url } }),
    'POST /api/trips/7/share': () => ({ status: 200, body: { url: (url = 'http://localhost:4321/shared/trips/AAAAAAAAAAAAAAAAAAAAAA') } }),
    'DELETE /api/trips/7/share': () => ((url = null), { status: 204 }),
  });
  render(<TripReportScreen words={reportWords('en')} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Share by link' }));
  expect(((await screen.findByLabelText('Link to the report')) as HTMLInputElement).value).toBe('http://localhost:4321/shared/trips/AAAAAAAAAAAAAAAAAAAAAA');
  fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
  await screen.findByRole('button', { name: 'Share by link' });
  expect(screen.queryByLabelText('Link to the report')).toBeNull();
  expect(api.sent().filter((call) => call.path === '/api/trips/7/report')).toEqual([{ method: 'GET', path: '/api/trips/7/report', body: undefined }]);
});

test('a shared report is read by its token in the page’s language; a revoked link says so', async () => {
  freshPage('/de/shared/trips/AAAAAAAAAAAAAAAAAAAAAA');
  let asked = '';
  api = fakeApi({ 'GET /api/shared/trips/AAAAAAAAAAAAAAAAAAAAAA': (_, url) => ((asked = url.search), { status: 404, body: { code: 'trips.not_found', message: 'Trip not found' } }) });
  render(<SharedTripReport words={reportWords('de')} />);
  expect(await screen.findByText('Dieser Bericht wurde nicht gefunden: Sein Link wird vielleicht nicht mehr geteilt.')).toBeTruthy();
  expect(asked).toBe('?lang=de');
});
