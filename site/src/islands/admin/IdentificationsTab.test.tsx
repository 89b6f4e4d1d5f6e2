import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { adminTestApp as startApp, insertIdentification } from '../../../../api/src/modules/admin/fixtures';
import type { TestClient } from '../../../../api/src/test/harness';
import { $toast } from '../../stores/toasts';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import IdentificationsTab from './IdentificationsTab';

const adminTestApp = () => withBunWeb(startApp);
let restoreFetch = () => {};
/** The tab talks to the real API, in process, as the signed-in admin. */
const serveFrom = (client: TestClient) => (restoreFetch = serveApiFrom(client));

beforeEach(() => $toast.set(null));
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('shows a spinner, then "No identifications found"', async () => {
  const app = await adminTestApp();
  serveFrom(app.admin);
  render(<IdentificationsTab onChanged={() => {}} />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  expect(await screen.findByText('No identifications found')).toBeTruthy();
});

test('Image without a stored image shows the default toast', async () => {
  const app = await adminTestApp();
  insertIdentification(app, { imageUrl: null });
  serveFrom(app.admin);
  render(<IdentificationsTab onChanged={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
  expect($toast.get()).toMatchObject({ title: 'No Image Available', description: "This identification doesn't have an image stored." });
  expect($toast.get()!.variant).toBeUndefined();
});

test('Image opens a preview titled with the species', async () => {
  const app = await adminTestApp();
  insertIdentification(app, { imageUrl: '/uploads/clownfish.webp' });
  serveFrom(app.admin);
  render(<IdentificationsTab onChanged={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
  const dialog = screen.getByRole('dialog', { name: 'Clownfish' });
  expect(dialog.style.maxWidth).toBe('800px');
  expect((within(dialog).getByRole('img') as HTMLImageElement).style.maxHeight).toBe('500px');
});

test('Publish, then Unpublish: each toasts, reloads the list and tells the dashboard', async () => {
  const app = await adminTestApp();
  const { id } = insertIdentification(app);
  serveFrom(app.admin);
  let changes = 0;
  render(<IdentificationsTab onChanged={() => changes++} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.getByTestId(`identification-${id}`).className).toContain('row-published'));
  expect($toast.get()).toMatchObject({ title: 'Identification published successfully' });

  fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
  await waitFor(() => expect(screen.getByText('Unpublished')).toBeTruthy());
  expect($toast.get()).toMatchObject({ title: 'Success', description: 'Identification unpublished successfully' });
  expect(changes).toBe(2);
});

test('a failed publish shows the failure toast', async () => {
  const app = await adminTestApp();
  const { id } = insertIdentification(app);
  serveFrom(app.admin);
  render(<IdentificationsTab onChanged={() => {}} />);
  const publish = await screen.findByRole('button', { name: 'Publish' });
  app.sqlite.run(`DELETE FROM species_identifications WHERE id = ${id}`);
  fireEvent.click(publish);
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Failed to publish identification', variant: 'destructive' }));
  expect(await screen.findByText('No identifications found')).toBeTruthy();
});

test('Delete asks first, then removes the record', async () => {
  const app = await adminTestApp();
  const { id } = insertIdentification(app);
  serveFrom(app.admin);
  render(<IdentificationsTab onChanged={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
  expect(dialog.textContent).toContain(
    `This action cannot be undone. This will permanently delete the identification record for "Clownfish" (ID: ${id}).`,
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await act(async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  });
  expect(await screen.findByText('No identifications found')).toBeTruthy();
  expect($toast.get()).toMatchObject({ title: 'Success', description: 'Identification deleted successfully' });
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
