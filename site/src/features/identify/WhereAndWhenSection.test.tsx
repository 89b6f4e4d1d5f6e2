import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import sharp from 'sharp';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import IdentifyScreen from './IdentifyScreen';
import { identifyWords } from './identify-words';
import { resetUpload } from './upload';

let api: ReturnType<typeof fakeApi> | undefined;
const realGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
beforeEach(() => {
  freshPage('/identification');
  resetUpload();
});
afterEach(() => {
  cleanup();
  api?.restore();
  if (realGeolocation) Object.defineProperty(navigator, 'geolocation', realGeolocation);
  else delete (navigator as { geolocation?: unknown }).geolocation;
});

/** What the server answers an upload with: where and when as they were sent. */
function answerOf(form: FormData) {
  const latitude = form.get('latitude');
  return {
    id: 5,
    userId: null,
    speciesName: 'Ocellaris Clownfish',
    scientificName: 'Amphiprion ocellaris',
    description: 'A small orange reef fish.',
    conservationStatus: 'Least Concern',
    distribution: null,
    habitat: null,
    features: null,
    conservation: null,
    classification: null,
    taxon: null,
    verification: 'unavailable',
    modelScientificName: 'Amphiprion ocellaris',
    conservationStatusSource: 'model',
    alternativeSpecies: '[]',
    candidates: [],
    imageUrl: null,
    imageHighResUrl: null,
    slug: 'ocellaris-clownfish',
    isPublished: false,
    publishedAt: null,
    uploaderName: null,
    uploaderWebsite: null,
    accepted: false,
    catalogueConsent: false,
    licence: null,
    model: 'gpt-4o-mini',
    demo: false,
    location: latitude ? { latitude: Number(latitude), longitude: Number(form.get('longitude')), source: 'user' } : null,
    observedAt: form.get('observedAt'),
    createdAt: '2025-06-20T10:00:00.000Z',
  };
}

/** A visitor on the identify screen; the map's tiles would come from a server nobody runs (none load in this DOM). */
function serve() {
  api = fakeApi({
    'GET /api/user': () => ({ status: 401, body: { message: 'Not signed in' } }),
    'GET /api/free-identifications-count': () => ({ status: 200, body: { count: 0 } }),
    'GET /api/map': () => ({ status: 200, body: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', attributionUrl: null, demo: false } }),
    'POST /api/identify': (body) => ({ status: 201, body: answerOf(body as FormData) }),
  });
  return api;
}

/** Like the device: asked for its position, it answers with it, or refuses as a user who said no. */
function fakeGeolocation(answer: { latitude: number; longitude: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition(success: PositionCallback, failure: PositionErrorCallback) {
        if (answer === 'denied') failure({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
        else success({ coords: { ...answer, accuracy: 10 }, timestamp: Date.now() } as unknown as GeolocationPosition);
      },
    },
  });
}

/** Chooses a photo in the drop zone, and lets the browser read what it says of itself. */
const choosePhoto = (bytes?: Uint8Array<ArrayBuffer>) =>
  act(async () => {
    const input = screen.getByTestId('dropzone').querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([bytes ?? new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'reef.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
/** Opens the section as a click on its summary does: the browser fires 'toggle' a moment later. */
const openSection = () =>
  act(async () => {
    screen.getByText('Add where and when').closest('details')!.open = true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
const uploads = () => api!.calls.filter((call) => call.method === 'POST' && call.path === '/api/identify');
const fieldsSent = () => {
  const form = uploads()[0]!.body as FormData;
  return { latitude: form.get('latitude'), longitude: form.get('longitude'), observedAt: form.get('observedAt') };
};

test('closed at first; a photo sent without it goes with no where or when, for the server to read from the photo', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  const details = screen.getByText('Add where and when').closest('details')!;
  expect(details.open).toBe(false);
  await choosePhoto();
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await waitFor(() => expect(uploads()).toHaveLength(1));
  expect(fieldsSent()).toEqual({ latitude: null, longitude: null, observedAt: null });
  expect((uploads()[0]!.body as FormData).get('image')).toBeInstanceOf(File);
  await screen.findByRole('button', { name: 'Identify Another Species' });
});

test('"Use my current location" and a date: the photo waits for Identify, then both are sent and the result shows them', async () => {
  serve();
  fakeGeolocation({ latitude: -16.92, longitude: 145.77 });
  render(<IdentifyScreen words={identifyWords('en')} />);
  await openSection();
  fireEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
  await waitFor(() => expect(screen.getByTestId('where-value').textContent).toBe('16.9200°S, 145.7700°E'));
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2025-06-14' } });
  fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '09:41' } });
  await choosePhoto();
  expect(await screen.findByAltText('Photo 1: reef.jpg')).toBeTruthy();
  expect(uploads()).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await waitFor(() => expect(uploads()).toHaveLength(1));
  expect(fieldsSent()).toEqual({ latitude: '-16.92', longitude: '145.77', observedAt: '2025-06-14T09:41' });
  await waitFor(() => expect(screen.getByTestId('where-text').textContent).toContain('Around 16–17°S, 145–146°E'));
  expect(screen.getByTestId('when-text').textContent).toBe('On 14 June 2025, 09:41');
});

test('location access denied: a clear message, no place, and nothing sent of it', async () => {
  serve();
  fakeGeolocation('denied');
  render(<IdentifyScreen words={identifyWords('en')} />);
  await openSection();
  fireEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
  expect((await screen.findByRole('alert')).textContent).toBe("Location access was denied. Allow it in your browser's site settings, or pin the place on the map.");
  expect(screen.getByTestId('where-value').textContent).toContain('No place given');
  await choosePhoto();
  fireEvent.click(await screen.findByRole('button', { name: 'Identify' }));
  await waitFor(() => expect(uploads()).toHaveLength(1));
  expect(fieldsSent()).toEqual({ latitude: null, longitude: null, observedAt: null });
  await screen.findByRole('button', { name: 'Identify Another Species' });
});

test('a date still to come is refused in the browser, by the same rules as the server, and nothing is uploaded', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await openSection();
  fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: '2999-01-01' } });
  await choosePhoto();
  fireEvent.click(await screen.findByRole('button', { name: 'Identify' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The date cannot be in the future.');
  expect(uploads()).toHaveLength(0);
});

test("the photo's own place and date are offered, and sent once taken", async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await openSection();
  const raw = Buffer.alloc(32 * 24 * 3, 120);
  const when = { DateTimeOriginal: '2025:06:14 09:41:07', OffsetTimeOriginal: '+10:00' };
  const gps = { GPSLatitudeRef: 'S', GPSLatitude: '16/1 55/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '145/1 46/1 0/1' };
  const bytes = await sharp(raw, { raw: { width: 32, height: 24, channels: 3 } }).withExif({ IFD2: when, IFD3: gps }).jpeg().toBuffer();
  await choosePhoto(new Uint8Array(bytes));
  expect((await screen.findByText(/Your photo says it was taken/)).textContent).toBe('Your photo says it was taken at 16.9250°S, 145.7667°E on 14 June 2025, 09:41.');
  fireEvent.click(screen.getByRole('button', { name: "Use the photo's place" }));
  fireEvent.click(screen.getByRole('button', { name: "Use the photo's date" }));
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await waitFor(() => expect(uploads()).toHaveLength(1));
  expect(fieldsSent()).toEqual({ latitude: '-16.925', longitude: '145.76666666666668', observedAt: '2025-06-14T09:41:07+10:00' });
  await screen.findByRole('button', { name: 'Identify Another Species' });
});

test('the photo comes first; the catalogue choice waits for the result, below its Accept button, as an offer', async () => {
  api = fakeApi({
    'GET /api/user': () => ({ status: 200, body: aUser() }),
    'GET /api/free-identifications-count': () => ({ status: 200, body: { count: 0 } }),
    'POST /api/identify': (body) => ({ status: 201, body: { ...answerOf(body as FormData), userId: aUser().id } }),
  });
  const { container } = render(<IdentifyScreen words={identifyWords('en')} />);
  const dropzone = await screen.findByTestId('dropzone');
  const section = screen.getByText('Add where and when');
  expect(dropzone.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByLabelText('Public catalogue')).toBeNull();

  await choosePhoto();
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  const accept = await screen.findByRole('button', { name: 'Save to my logbook' });
  const offer = screen.getByRole('region', { name: 'Offer this photo to the catalogue' });
  expect(accept.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect((screen.getByLabelText('Public catalogue') as HTMLSelectElement).value).toBe('private');
  // Nothing was chosen for the upload: the server applied the account's default.
  expect((api.calls.find((call) => call.path === '/api/identify')!.body as FormData).get('catalogueConsent')).toBeNull();
  expect(container.querySelector('.consent-panel h2')!.textContent).toBe('Offer this photo to the catalogue');
});

test('a depth outside 0–11,000 m is refused in the browser and nothing is uploaded; a good one is sent', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await openSection();
  const depth = await screen.findByLabelText(/^Depth \(m\)/);
  fireEvent.change(depth, { target: { value: '11000.5' } });
  await choosePhoto();
  fireEvent.click(await screen.findByRole('button', { name: 'Identify' }));
  expect((await screen.findByText('Please give the depth in metres, from 0 to 11,000.')).closest('.field')).toBeTruthy();
  expect(uploads()).toHaveLength(0);
  fireEvent.change(depth, { target: { value: '-2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await screen.findByText('Please give the depth in metres, from 0 to 11,000.');
  expect(uploads()).toHaveLength(0);
  fireEvent.change(depth, { target: { value: '12.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await waitFor(() => expect(uploads()).toHaveLength(1));
  expect((uploads()[0]!.body as FormData).get('depthMeters')).toBe('12.5');
  expect((uploads()[0]!.body as FormData).get('diveId')).toBeNull();
  await screen.findByRole('button', { name: 'Identify Another Species' });
});

test('opened from a dive (?dive=5), the screen says so and each upload carries the dive', async () => {
  freshPage('/identification?dive=5');
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  expect(screen.getByRole('link', { name: 'your dive' }).getAttribute('href')).toBe('/dives/5');
  await choosePhoto();
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await waitFor(() => expect(uploads()).toHaveLength(1));
  expect((uploads()[0]!.body as FormData).get('diveId')).toBe('5');
  expect((uploads()[0]!.body as FormData).get('depthMeters')).toBeNull();
  await screen.findByRole('button', { name: 'Identify Another Species' });
});
