import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import DiveDetail, { diveIdFromPath } from './DiveDetail';
import type { DiveDetail as Dive } from './dives';
import { divesWords } from './dives-words';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => freshPage('/dives/5'));
afterEach(() => {
  cleanup();
  api?.restore();
});

const DIVE: Dive = {
  id: 5,
  startedAt: '2025-06-14T09:30:00',
  utcOffsetMinutes: null,
  durationSeconds: 45 * 60,
  maxDepthMeters: 22,
  site: { name: 'Blue Corner', latitude: 7.132557, longitude: 134.224213 },
  cameraOffsetSeconds: 0,
  identificationCount: 1,
  profile: [
    { seconds: 0, depthMeters: 0 },
    { seconds: 600, depthMeters: 18 },
    { seconds: 720, depthMeters: 22 },
    { seconds: 2700, depthMeters: 0 },
  ],
  identifications: [{ id: 11, takenAt: '2025-06-14T09:45:00', depthMeters: 20.5 }],
};

const photo = (id: number, speciesName: string, observedAt: string) => ({ id, speciesName, imageUrl: `/uploads/${id}.jpg`, observedAt });

/** The diver's dive 5 with one photo on it; another photo of the day is off the dive, its camera an hour fast. */
function serve(dive: Dive = DIVE) {
  let current = dive;
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    'GET /api/map': () => ({ status: 200, body: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', attributionUrl: null, demo: false } }),
    'GET /api/dives/5': () => ({ status: 200, body: current }),
    'GET /api/identifications/11': () => ({ status: 200, body: photo(11, 'Grey Reef Shark', '2025-06-14T09:45:00') }),
    'GET /api/identifications': () => ({ status: 200, body: [photo(11, 'Grey Reef Shark', '2025-06-14T09:45:00'), photo(12, 'Napoleon Wrasse', '2025-06-14T10:50:10')] }),
    'PUT /api/dives/5': (body) => {
      const { siteName, latitude, longitude, cameraOffsetSeconds } = body as { siteName?: string; latitude?: number; longitude?: number; cameraOffsetSeconds?: number };
      const site = siteName === undefined ? current.site : { name: siteName, latitude: latitude ?? null, longitude: longitude ?? null };
      current = { ...current, site: site as Dive['site'], cameraOffsetSeconds: cameraOffsetSeconds ?? current.cameraOffsetSeconds };
      return { status: 200, body: current };
    },
    'DELETE /api/dives/5': () => ({ status: 204 }),
  });
  return api;
}

test('shows the dive, its site on the map, and its profile with each sighting at its moment and depth', async () => {
  serve();
  render(<DiveDetail words={divesWords('en')} />);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Dive of 14 June 2025, 09:30');
  expect(screen.getByTestId('dive-site-text').textContent).toBe('Blue Corner (7.1326°N, 134.2242°E)');
  expect(screen.getByRole('region', { name: 'Map of the dive site' })).toBeTruthy();
  expect(screen.getByRole('img', { name: /^Depth profile: time across, depth downward Maximum depth 22 m, duration 45 min/ })).toBeTruthy();
  const marker = await screen.findByRole('link', { name: 'Grey Reef Shark at 20.5 m, 15:00 into the dive' });
  expect(marker.getAttribute('href')).toBe('/identifications/11');
  // 15 of 45 minutes across the plot; 20.5 of 25 m down it.
  expect(marker.style.left).toBe(`${(((84 + (900 / 2700) * 540) / 640) * 100).toFixed(2)}%`);
  expect(marker.style.top).toBe(`${(((20 + (20.5 / 25) * 192) / 280) * 100).toFixed(2)}%`);
  expect(screen.getByRole('link', { name: 'Add photos from this dive' }).getAttribute('href')).toBe('/identification?dive=5');
});

test("setting the camera's clock by a photo sends the offset, then reads the dive again", async () => {
  serve();
  render(<DiveDetail words={divesWords('en')} />);
  const picker = (await screen.findByLabelText('Photo')) as HTMLSelectElement;
  await waitFor(() => expect(picker.options).toHaveLength(2));
  fireEvent.change(picker, { target: { value: '12' } });
  const real = screen.getByLabelText('When it was really taken') as HTMLInputElement;
  expect(real.value).toBe('2025-06-14T10:50:10');
  fireEvent.change(real, { target: { value: '2025-06-14T09:50:00' } });
  expect(screen.getByTestId('clock-offset').textContent).toBe('The camera is 1 h 00 min 10 s ahead of the dive computer.');
  const reads = () => api!.calls.filter((call) => call.method === 'GET' && call.path === '/api/dives/5').length;
  const before = reads();
  fireEvent.click(screen.getByRole('button', { name: "Set the camera's clock" }));
  await waitFor(() => expect(api!.calls.find((call) => call.method === 'PUT')?.body).toEqual({ cameraOffsetSeconds: -3610 }));
  await waitFor(() => expect(reads()).toBe(before + 1));
  expect(await screen.findByText('Camera clock: 1 h 00 min 10 s ahead of the dive computer.')).toBeTruthy();
});

test('the site is edited with a checked position, and saved', async () => {
  serve();
  render(<DiveDetail words={divesWords('en')} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit the site' }));
  fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Blue Holes' } });
  fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '95' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the site' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Latitude must be a number of decimal degrees between -90 and 90.');
  expect(api!.calls.some((call) => call.method === 'PUT')).toBe(false);
  fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '7.1401' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the site' }));
  await waitFor(() => expect(api!.calls.find((call) => call.method === 'PUT')?.body).toEqual({ siteName: 'Blue Holes', latitude: 7.1401, longitude: 134.224213 }));
  await waitFor(() => expect(screen.getByTestId('dive-site-text').textContent).toBe('Blue Holes (7.1401°N, 134.2242°E)'));
});

test('deleting asks first, and says the sightings are kept', async () => {
  serve();
  render(<DiveDetail words={divesWords('en')} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete This Dive' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog.textContent).toContain('Its sightings are kept in your identifications');
  expect(api!.calls.some((call) => call.method === 'DELETE')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api!.calls.some((call) => call.method === 'DELETE' && call.path === '/api/dives/5')).toBe(true));
});

test("another diver's dive, or one deleted, says it could not be loaded", async () => {
  api = fakeApi({ 'GET /api/user': () => ({ status: 200, body: aUser() }) });
  render(<DiveDetail words={divesWords('en')} />);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Failed to load the dive');
});

test("a dive's id is read from its address in any language", () => {
  expect(diveIdFromPath('/dives/5')).toBe('5');
  expect(diveIdFromPath('/de/dives/5')).toBe('5');
  expect(diveIdFromPath('/zh/dives/12')).toBe('12');
});
