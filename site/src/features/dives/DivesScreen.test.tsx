import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import DivesScreen from './DivesScreen';
import type { Dive } from './dives';
import { divesWords } from './dives-words';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => freshPage('/dives'));
afterEach(() => {
  cleanup();
  api?.restore();
});

const aDive = (id: number, extra: Partial<Dive> = {}): Dive => ({
  id,
  startedAt: '2025-06-14T09:30:00',
  utcOffsetMinutes: null,
  durationSeconds: 45 * 60 + 30,
  maxDepthMeters: 22.1,
  site: { name: 'Blue Corner', latitude: 7.132557, longitude: 134.224213 },
  cameraOffsetSeconds: 0,
  identificationCount: 3,
  ...extra,
});

/** A signed-in diver with these dives, 2 a page, newest first as the server sends them. */
function serve(dives: Dive[], importAnswer?: (form: FormData) => { status: number; body: unknown }) {
  let stored = [...dives];
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    'GET /api/dives': (_, url) => {
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = start + Number(url.searchParams.get('limit') ?? 2);
      return { status: 200, body: stored.slice(start, end), headers: end < stored.length ? { 'x-next-cursor': String(end) } : undefined };
    },
    'POST /api/dives/import': (body) => {
      const answer = importAnswer!(body as FormData);
      if (answer.status === 201) stored = [...(answer.body as { dives: Dive[] }).dives, ...stored];
      return answer;
    },
  });
  return api;
}

const rows = () => screen.queryAllByTestId('dive-row');
const chooseLog = (name: string, text = '<divelog/>') => chooseLogs([name], text);
const chooseLogs = (names: string[], text = '<divelog/>', label = 'Dive log files') => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { files: names.map((name) => new File([text], name, { type: 'application/xml' })) } });
};

test('each dive shows its date, site, maximum depth, duration and sightings, and links to its page', async () => {
  serve([aDive(2, { startedAt: '2025-06-14T13:05:00', site: null, maxDepthMeters: 9.46, durationSeconds: 75 * 60, identificationCount: 1 }), aDive(1)]);
  render(<DivesScreen words={divesWords('en')} />);
  await waitFor(() => expect(rows()).toHaveLength(2));
  const [newest, older] = rows() as [HTMLElement, HTMLElement];
  expect(newest.getAttribute('href')).toBe('/dives/2');
  expect(newest.textContent).toBe('14 June 2025, 13:05No site givenMaximum depth 9.5 mDuration 1 h 15 min1 sighting');
  expect(older.textContent).toBe('14 June 2025, 09:30Blue CornerMaximum depth 22.1 mDuration 46 min3 sightings');
});

test('Load more brings the next page of dives until there are none', async () => {
  serve([aDive(3), aDive(2), aDive(1)]);
  render(<DivesScreen words={divesWords('en')} />);
  await waitFor(() => expect(rows()).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('importing a log sends the file, says what was imported, and lists the new dives', async () => {
  serve([], () => ({ status: 201, body: { imported: 2, duplicates: 1, skippedSamples: 4, skippedDives: 3, logFilesDropped: 0, dives: [aDive(9), aDive(8)] } }));
  render(<DivesScreen words={divesWords('en')} />);
  expect(await screen.findByText(/No dives yet/)).toBeTruthy();
  chooseLog('palau.ssrf');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Imported 2 dives. 1 dive was already here and not added again. 3 dives were left out: no readable start or length, or a date or length no dive can have. 4 samples with impossible values skipped.'));
  await waitFor(() => expect(rows()).toHaveLength(2));
  const sent = api!.calls.find((call) => call.path === '/api/dives/import')!.body as FormData;
  expect((sent.get('file') as File).name).toBe('palau.ssrf');
  expect(screen.getByLabelText('Dive log files').getAttribute('accept')).toBe('.ssrf,.xml,.uddf,.fit,.json,.gpx');
});

test('an import that drops older log files says so; the screen says how much is kept', async () => {
  serve([], () => ({ status: 201, body: { imported: 1, duplicates: 0, skippedSamples: 0, skippedDives: 0, logFilesDropped: 2, dives: [aDive(9)] } }));
  render(<DivesScreen words={divesWords('en')} />);
  expect(await screen.findByText('Your log files are kept as you imported them, up to 100 MB per account: past that, the oldest are dropped first. Their dives stay.')).toBeTruthy();
  chooseLog('palau.ssrf');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Imported 1 dive. 2 older log files were dropped to keep your log files within 100 MB.'));
});

test("a file the server refuses shows the server's message and adds nothing", async () => {
  const message = 'This file is not a dive log ReefID can read (Subsurface XML or UDDF)';
  serve([aDive(1)], () => ({ status: 400, body: { message } }));
  render(<DivesScreen words={divesWords('en')} />);
  await waitFor(() => expect(rows()).toHaveLength(1));
  chooseLog('notes.xml', '<notes/>');
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(rows()).toHaveLength(1);
  expect(within(screen.getByRole('list', { name: 'Your dives, newest first' })).getAllByRole('link')).toHaveLength(1);
});

test("a track whose dives don't say their time zone: the screen asks for it by the answer's code, and sends the track again with it", async () => {
  serve([aDive(1)], (form) =>
    form.get('utcOffsetMinutes') === null
      ? { status: 400, body: { code: 'dives.needs_utc_offset', message: "Some of your dives don't say their time zone." } }
      : { status: 201, body: { imported: 0, duplicates: 0, skippedSamples: 0, skippedDives: 0, positioned: 1, logFilesDropped: 0, dives: [] } },
  );
  render(<DivesScreen words={divesWords('en')} />);
  await waitFor(() => expect(rows()).toHaveLength(1));
  chooseLog('boat.gpx', '<gpx/>');
  // A refusal the screen knows by its code is in the page's words, not the server's.
  expect((await screen.findByRole('alert')).textContent).toBe(divesWords('en').import.errors['dives.needs_utc_offset']!);
  fireEvent.change(screen.getByLabelText("The dive site's time zone"), { target: { value: '480' } });
  fireEvent.click(screen.getByRole('button', { name: 'Place my dives on boat.gpx' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The track placed 1 dive.'));
  const sent = api!.calls.filter((call) => call.path === '/api/dives/import').map((call) => (call.body as FormData).get('utcOffsetMinutes'));
  expect(sent).toEqual([null, '480']);
});

test("a watch's folder: the files go one at a time, what they added is summed, and each refused file is named with its reason", async () => {
  const notALog = divesWords('en').import.errors['dives.not_a_log']!;
  let sending = 0;
  let most = 0;
  serve([], (form) => {
    const name = (form.get('file') as File).name;
    if (name === 'notes.txt') return { status: 400, body: { code: 'dives.not_a_log', message: 'This file is not a dive log.' } };
    const n = Number(/\d+/.exec(name)![0]);
    return { status: 201, body: { imported: n === 2 ? 0 : 1, duplicates: n === 2 ? 1 : 0, skippedSamples: 0, skippedDives: 0, positioned: 0, logFilesDropped: 0, dives: n === 2 ? [] : [aDive(n)] } };
  });
  const fetchNow = globalThis.fetch;
  // The requests in flight at once: one at a time, as the server's limits expect.
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    most = Math.max(most, ++sending);
    try {
      return await fetchNow(...args);
    } finally {
      sending--;
    }
  }) as typeof fetch;
  try {
    render(<DivesScreen words={divesWords('en')} />);
    expect(await screen.findByText(/No dives yet/)).toBeTruthy();
    chooseLogs(['ACTIVITY_1.fit', 'ACTIVITY_2.fit', 'notes.txt', 'ACTIVITY_3.fit']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Imported 2 dives. 1 dive was already here and not added again.'));
    expect(screen.getByRole('alert').textContent).toBe(`notes.txt: ${notALog}`);
    const sent = api!.calls.filter((call) => call.path === '/api/dives/import').map((call) => ((call.body as FormData).get('file') as File).name);
    expect(sent).toEqual(['ACTIVITY_1.fit', 'ACTIVITY_2.fit', 'notes.txt', 'ACTIVITY_3.fit']);
    expect(most).toBe(1);
  } finally {
    globalThis.fetch = fetchNow;
  }
});

test("in German, My Dives and the import's refusal are in German, the refusal chosen by its code whatever the server's words", async () => {
  serve([aDive(1)], () => ({ status: 400, body: { code: 'dives.not_a_log', message: 'This file is not a dive log ReefID can read.' } }));
  render(<DivesScreen words={divesWords('de')} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Meine Tauchgänge' })).toBeTruthy();
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]!.textContent).toContain('22,1 m');
  expect(rows()[0]!.textContent).toContain('3 Sichtungen');
  chooseLogs(['notes.txt'], 'notes', 'Logbuch-Dateien');
  expect((await screen.findByRole('alert')).textContent).toStartWith('Diese Datei ist kein Logbuch, das ReefID lesen kann.');
  expect(screen.getByText(/bis zu 10\.000 Tauchgänge pro Datei/)).toBeTruthy();
});
