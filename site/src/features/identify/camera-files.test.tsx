import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeApi, freshPage } from '../../../test/fake-api';
import { $toast } from '../../ui/toasts';
import IdentifyScreen from './IdentifyScreen';
import { identifyWords } from './identify-words';
import { resetUpload } from './upload';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  freshPage('/identification');
  resetUpload();
  api = fakeApi({
    'GET /api/user': () => ({ status: 401, body: { message: 'Not signed in' } }),
    'GET /api/free-identifications-count': () => ({ status: 200, body: { count: 0 } }),
    'POST /api/identify': () => ({ status: 201, body: { id: 9, userId: null, speciesName: 'Clownfish', candidates: [], imageUrl: null } }),
  });
});
afterEach(() => {
  cleanup();
  api?.restore();
});

const MB = 1024 * 1024;
const uploads = () => api!.calls.filter((call) => call.method === 'POST' && call.path === '/api/identify');
/** A file of that many bytes; its bytes are no picture this test's browser can draw, so no copy can be made of it. */
const file = (name: string, bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
const choose = (...files: File[]) => act(async () => void fireEvent.change(screen.getByTestId('library-input'), { target: { files } }));
/** Every place the screen shows an error: the alert beside the drop zone, and the toast. */
const shown = () => [...screen.queryAllByRole('alert').map((alert) => alert.textContent), ...($toast.get() ? [$toast.get()!.title] : [])];

test('a 20 MB camera photo is taken: the 10 MB limit is for what is sent, not for the photo chosen', async () => {
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose(file('DSC_0001.JPG', 20 * MB));
  expect(screen.getAllByTestId('chosen-photo')).toHaveLength(1);
  expect(shown()).toEqual([]);
});

test('a photo over 60 MB, or a file that is no image, is refused once, beside the drop zone, and not kept', async () => {
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose(file('huge.jpg', 60 * MB + 1));
  expect(shown()).toEqual(['File too large: Please choose a photo smaller than 60 MB.']);
  await choose(file('notes.txt', 10, 'text/plain'));
  expect(shown()).toEqual(['Invalid file type: Please upload an image file.']);
  expect(screen.queryAllByTestId('chosen-photo')).toHaveLength(0);
});

test('a photo whose copy is still over 10 MB is refused once at Identify, naming it, and nothing is sent', async () => {
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose(file('IMG_0042.HEIC', 12 * MB, 'image/heic'));
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await screen.findByRole('alert');
  expect(shown()).toEqual([
    'Photo too large to send: IMG_0042.HEIC: this browser could not make a copy under 10 MB to send. Save the photo as a JPEG and choose it again.',
  ]);
  expect(uploads()).toHaveLength(0);
  expect(screen.getAllByTestId('chosen-photo')).toHaveLength(1);
});

test('a refusal the server answers (a limit reached) is shown once, beside the drop zone, the photo kept', async () => {
  api!.restore();
  api = fakeApi({
    'GET /api/user': () => ({ status: 401, body: { message: 'Not signed in' } }),
    'GET /api/free-identifications-count': () => ({ status: 200, body: { count: 2 } }),
    'POST /api/identify': () => ({ status: 403, body: { code: 'quota.free_exhausted', message: 'Free identification limit reached' } }),
  });
  render(<IdentifyScreen words={identifyWords('en')} />);
  await choose(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'reef.jpg', { type: 'image/jpeg' }));
  fireEvent.click(screen.getByRole('button', { name: 'Identify' }));
  await screen.findByRole('alert');
  expect(uploads()).toHaveLength(1);
  expect(shown()).toEqual(['Identification limit reached: Please register for more identifications or subscribe for unlimited access.']);
  expect(screen.getAllByTestId('chosen-photo')).toHaveLength(1);
});
