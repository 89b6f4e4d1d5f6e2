import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { adminTestApp, insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { addPhotos } from '../../../../api/test-support/sightings';
import { freshPage } from '../../../test/fake-api';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import IdentificationDetail from './IdentificationDetail';
import { historyWords } from './history-words';

let restoreFetch = () => {};
afterEach(() => {
  cleanup();
  restoreFetch();
});

let app: Awaited<ReturnType<typeof adminTestApp>>;
let owner: ReturnType<typeof app.client>;
let userId = 0;
beforeEach(async () => {
  app = await withBunWeb(() => adminTestApp());
  owner = app.client();
  ({ id: userId } = await withBunWeb(() => owner.register('diver')));
});

/** Opens the detail page of a sighting of `count` photos; returns their addresses, cover first. */
async function openSighting(count: number, as = owner): Promise<string[]> {
  const cover = '/uploads/identifications/cover.jpg';
  const { id } = await insertIdentification(app, { userId, speciesName: 'Green Sea Turtle', imageUrl: cover, imageHighResUrl: cover });
  const urls = count > 1 ? (await addPhotos(app.ctx, id, count - 1)).map((photo) => photo.imageUrl) : [cover];
  restoreFetch = serveApiFrom(as);
  freshPage(`/identifications/${id}`);
  render(<IdentificationDetail words={historyWords('en').detail} />);
  await screen.findByRole('heading', { level: 1, name: 'Green Sea Turtle' }, { timeout: 10_000 });
  return urls;
}

const shownImage = () => screen.getAllByRole('img', { hidden: true }).find((image) => !image.closest('figure')!.hidden) as HTMLImageElement;

test('the owner makes another photo the cover: it leads the gallery, which shows it', async () => {
  const urls = await openSighting(3);
  expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
  expect(screen.getByText('This photo is the cover')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Make this the cover' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(shownImage().getAttribute('src')).toBe(urls[2]!);
  fireEvent.click(screen.getByRole('button', { name: 'Make this the cover' }));
  await waitFor(() => expect(screen.getByText('Photo 1 of 3')).toBeTruthy());
  expect(shownImage().getAttribute('src')).toBe(urls[2]!);
  expect(screen.getByText('This photo is the cover')).toBeTruthy();
});

test('the owner removes a photo after a question; the last photo is never offered for removal', async () => {
  const urls = await openSighting(2);
  fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  fireEvent.click(screen.getByRole('button', { name: 'Remove this photo' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remove this photo?' });
  expect(dialog.textContent).toContain('Photo 2 of 2 will be deleted');
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByText(/Photo \d of/)).toBeNull());
  expect(shownImage().getAttribute('src')).toBe(urls[0]!);
  expect(screen.queryByRole('button', { name: 'Remove this photo' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Make this the cover' })).toBeNull();
  // The controls went with the photo; focus goes to the name, not to the page's start.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
});

test('cancelling the question keeps the photo', async () => {
  await openSighting(2);
  fireEvent.click(screen.getByRole('button', { name: 'Remove this photo' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.getByText('Photo 1 of 2')).toBeTruthy();
});

test('a single photo offers neither control', async () => {
  await openSighting(1);
  expect(screen.queryByRole('button', { name: 'Remove this photo' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Make this the cover' })).toBeNull();
});

test('an admin reading someone else’s sighting sees the photos, not the owner’s controls', async () => {
  await openSighting(2, app.admin);
  expect(screen.getByText('Photo 1 of 2')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(screen.queryByRole('button', { name: 'Remove this photo' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Make this the cover' })).toBeNull();
});
