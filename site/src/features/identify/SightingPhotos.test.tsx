import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, freshPage } from '../../../test/fake-api';
import IdentifyScreen from './IdentifyScreen';
import { identifyWords } from './identify-words';
import { resetUpload } from './upload';
import { $photos, setCrop } from './sighting';
import { CROP_OUTSIDE } from './crop';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  freshPage('/identification');
  resetUpload();
});
afterEach(() => {
  cleanup();
  api?.restore();
});

const answer = { id: 9, userId: null, speciesName: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', candidates: [], imageUrl: null };
function serve() {
  api = fakeApi({
    'GET /api/user': () => ({ status: 401, body: { message: 'Not signed in' } }),
    'GET /api/free-identifications-count': () => ({ status: 200, body: { count: 1 } }),
    'POST /api/identify': () => ({ status: 201, body: answer }),
  });
  return api;
}
const uploads = () => api!.calls.filter((call) => call.method === 'POST' && call.path === '/api/identify');
const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], name, { type: 'image/jpeg' });

/** Chooses files in the drop zone, as the library's picker hands them over. */
const choose = (...names: string[]) =>
  act(async () => {
    const input = screen.getByTestId('library-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: names.map(photo) } });
  });
const thumbnails = () => screen.queryAllByTestId('chosen-photo').map((item) => within(item).getByRole('img').getAttribute('alt'));

test('chosen photos wait as thumbnails, nothing is sent, and the free count stays as it was', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await screen.findByText(/^2 free identifications remaining/);
  await choose('reef.jpg', 'fin.jpg');
  expect(thumbnails()).toEqual(['Photo 1: reef.jpg', 'Photo 2: fin.jpg']);
  expect(screen.getByRole('heading', { name: 'Your sighting: 2 of 5 photos' })).toBeTruthy();
  expect(uploads()).toHaveLength(0);
  expect(screen.getByText(/^2 free identifications remaining/)).toBeTruthy();
  expect(api!.calls.filter((call) => call.path === '/api/free-identifications-count')).toHaveLength(1);
});

test('more can be added up to five; a sixth is refused with a message that names the limit and the photo left out, the five kept', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose('1.jpg', '2.jpg');
  await choose('3.jpg', '4.jpg', '5.jpg', '6.jpg');
  expect(thumbnails()).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg'].map((name, i) => `Photo ${i + 1}: ${name}`));
  expect(screen.getByRole('alert').textContent).toBe('Five photos at most: A sighting takes up to 5 photos of one animal. 6.jpg was left out. Remove one to add another.');
  expect(uploads()).toHaveLength(0);
  await choose('7.jpg', '8.jpg', '9.jpg');
  expect(screen.getByRole('alert').textContent).toBe('Five photos at most: A sighting takes up to 5 photos of one animal. 7.jpg, 8.jpg and 9.jpg were left out. Remove one to add another.');
});

test('a photo removed leaves the others in order, renumbered', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose('reef.jpg', 'fin.jpg', 'tail.jpg');
  fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
  expect(thumbnails()).toEqual(['Photo 1: reef.jpg', 'Photo 2: tail.jpg']);
  expect(screen.getByRole('button', { name: 'Remove photo 2' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Remove photo 3' })).toBeNull();
});

test('the crop frame has a name, is focused when opened, and answers the arrow keys and + and -; Escape keeps the crop', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose('reef.jpg', 'fin.jpg');
  fireEvent.click(screen.getByRole('button', { name: 'Crop photo 2' }));
  const frame = screen.getByRole('application', { name: 'Crop frame for photo 2' });
  await waitFor(() => expect(document.activeElement).toBe(frame));
  expect(screen.getByTestId('crop-words').textContent).toBe('Crop: the whole photo');
  fireEvent.keyDown(frame, { key: '-' });
  fireEvent.keyDown(frame, { key: '-' });
  fireEvent.keyDown(frame, { key: 'ArrowRight' });
  fireEvent.keyDown(frame, { key: 'ArrowUp' });
  expect(screen.getByTestId('crop-words').textContent).toBe('Crop: 80% wide, 80% high, 12% from the left, 8% from the top');
  expect(frame.style.left).toBe('12%');
  fireEvent.keyDown(frame, { key: 'Escape' });
  expect(screen.queryByRole('application')).toBeNull();
  expect($photos.get().map((chosen) => chosen.crop)).toEqual([null, { x: 0.12, y: 0.08, width: 0.8, height: 0.8 }]);
  expect(screen.getByText('Cropped')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Crop photo 2' }));
});

test('Identify sends every photo as an image part of one request, with the fields', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose('reef.jpg', 'fin.jpg');
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await waitFor(() => expect(uploads()).toHaveLength(1));
  const parts = (uploads()[0]!.body as FormData).getAll('image') as File[];
  expect(parts.map((part) => part.name)).toEqual(['reef.jpg', 'fin.jpg']);
  await screen.findByRole('button', { name: 'Identify Another Species' });
  expect($photos.get()).toEqual([]);
});

test('a crop outside its photo is refused before anything is sent, and the photos stay', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose('reef.jpg');
  act(() => setCrop($photos.get()[0]!.key, { x: 0.8, y: 0, width: 0.5, height: 0.5 }));
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  expect((await screen.findByRole('alert')).textContent).toBe(`Photo 1: ${CROP_OUTSIDE}`);
  expect(uploads()).toHaveLength(0);
  expect(thumbnails()).toEqual(['Photo 1: reef.jpg']);
});

test('a photo the browser cannot show (HEIC here) gets a placeholder with its name, and no crop', async () => {
  serve();
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose('IMG_0042.HEIC');
  const item = screen.getByTestId('chosen-photo');
  act(() => void fireEvent.error(within(item).getByRole('img')));
  expect(within(item).getByTestId('photo-placeholder').textContent).toBe('IMG_0042.HEIC');
  expect(screen.queryByRole('button', { name: 'Crop photo 1' })).toBeNull();
});
