import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CONSENTED, adminTestApp as startApp, insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { fixtureIdentifications, insertFixtures } from '../../../../api/test-support/catalogue-fixtures';
import type { TestClient } from '../../../../api/test-support/harness';
import { $toast } from '../../ui/toasts';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import IdentificationsTab from './IdentificationsTab';
import { adminWords } from './admin-words';

const EN = adminWords('en');

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
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  expect(within(screen.getByRole('region', { name: 'Identifications' })).getByRole('status', { name: 'Loading' })).toBeTruthy();
  expect(await screen.findByText('No identifications found')).toBeTruthy();
});

test('Image without a stored image shows the default toast', async () => {
  const app = await adminTestApp();
  await insertIdentification(app, { imageUrl: null });
  serveFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
  expect($toast.get()).toMatchObject({ title: 'No Image Available', description: "This identification doesn't have an image stored." });
  expect($toast.get()!.variant).toBeUndefined();
});

test('Image opens a preview titled with the species', async () => {
  const app = await adminTestApp();
  await insertIdentification(app, { imageUrl: '/uploads/clownfish.webp' });
  serveFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Image' }));
  const dialog = screen.getByRole('dialog', { name: 'Clownfish' });
  expect(dialog.style.maxWidth).toBe('800px');
  expect((within(dialog).getByRole('img') as HTMLImageElement).style.maxHeight).toBe('500px');
});

test('Publish, then Unpublish: each toasts, reloads the list and tells the dashboard', async () => {
  const app = await adminTestApp();
  const { id } = await insertIdentification(app, CONSENTED);
  serveFrom(app.admin);
  let changes = 0;
  render(<IdentificationsTab words={EN} onChanged={() => changes++} />);
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
  const { id } = await insertIdentification(app, CONSENTED);
  serveFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  const publish = await screen.findByRole('button', { name: 'Publish' });
  app.sqlite!.run(`DELETE FROM species_identifications WHERE id = ${id}`);
  fireEvent.click(publish);
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Failed to publish identification', variant: 'destructive' }));
  expect(await screen.findByText('No identifications found')).toBeTruthy();
});

test('Publish is offered only with the owner’s consent; consent withdrawn meanwhile is refused with the reason', async () => {
  const app = await adminTestApp();
  const { id: refused } = await insertIdentification(app);
  const { id } = await insertIdentification(app, CONSENTED);
  serveFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  const publish = await within(await screen.findByTestId(`identification-${id}`)).findByRole('button', { name: 'Publish' });
  const row = screen.getByTestId(`identification-${refused}`);
  expect(within(row).getByText('No consent')).toBeTruthy();
  expect(within(row).queryByRole('button', { name: 'Publish' })).toBeNull();

  app.sqlite!.run(`UPDATE species_identifications SET catalogue_consent = 0, licence = NULL WHERE id = ${id}`);
  fireEvent.click(publish);
  await waitFor(() =>
    expect($toast.get()).toMatchObject({
      title: 'Failed to publish identification',
      description: 'The owner has not allowed this identification in the public catalogue.',
      variant: 'destructive',
    }),
  );
  await waitFor(() => expect(within(screen.getByTestId(`identification-${id}`)).queryByRole('button', { name: 'Publish' })).toBeNull());
});

test('Delete asks first, then removes the record', async () => {
  const app = await adminTestApp();
  const { id } = await insertIdentification(app);
  serveFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
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

/** Two published photos of one species (the first featured), as the catalogue groups them under their WoRMS taxon. */
async function twoPhotosOfOneSpecies() {
  const app = await adminTestApp();
  const [a, b] = fixtureIdentifications(2);
  const ids = await insertFixtures(app.ctx.db, [a!, { ...b!, speciesName: a!.speciesName, scientificName: a!.scientificName }]);
  const pageSlug = (await (await app.client().get(`/api/public/species/${a!.slug}`)).json()).slug as string;
  return { ...app, ids: ids as [number, number], pageSlug };
}
const featuredOn = async (app: Awaited<ReturnType<typeof twoPhotosOfOneSpecies>>) =>
  (await (await app.client().get(`/api/public/species/${app.pageSlug}`)).json()).id as number;
const rowOf = (id: number) => screen.getByTestId(`identification-${id}`);

test('Feature makes a published photo the one its species page shows, and marks it Featured', async () => {
  const app = await twoPhotosOfOneSpecies();
  const [first, second] = app.ids;
  expect(await featuredOn(app)).toBe(first);
  serveFrom(app.admin);
  let changes = 0;
  render(<IdentificationsTab words={EN} onChanged={() => changes++} />);
  await screen.findByTestId(`identification-${second}`);
  expect(within(rowOf(first)).queryByText('Featured')).toBeNull();

  fireEvent.click(within(rowOf(second)).getByRole('button', { name: 'Feature' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Featured photo updated' }));
  expect($toast.get()!.variant).toBeUndefined();
  expect(await featuredOn(app)).toBe(second);
  await waitFor(() => expect(within(rowOf(second)).getByText('Featured')).toBeTruthy());
  expect(within(rowOf(second)).queryByRole('button', { name: 'Feature' })).toBeNull();
  expect(changes).toBe(1);
  const [entry] = await (await app.admin.get('/api/admin/audit-log')).json();
  expect(entry).toMatchObject({ action: 'species.feature', targetId: String(second), details: { slug: app.pageSlug } });

  // Choosing the other photo moves the marker.
  fireEvent.click(within(rowOf(first)).getByRole('button', { name: 'Feature' }));
  await waitFor(() => expect(within(rowOf(first)).getByText('Featured')).toBeTruthy());
  expect(within(rowOf(second)).queryByText('Featured')).toBeNull();
  expect(within(rowOf(second)).getByRole('button', { name: 'Feature' })).toBeTruthy();
  expect(await featuredOn(app)).toBe(first);
});

test('Feature on the photo already featured changes nothing and says so', async () => {
  const app = await twoPhotosOfOneSpecies();
  const [first] = app.ids;
  serveFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  await screen.findByTestId(`identification-${first}`);
  fireEvent.click(within(rowOf(first)).getByRole('button', { name: 'Feature' }));
  await waitFor(() => expect(within(rowOf(first)).getByText('Featured')).toBeTruthy());
  expect($toast.get()).toMatchObject({ title: 'Already the featured photo' });
  const log = await (await app.admin.get('/api/admin/audit-log')).json();
  expect(log.filter((entry: { action: string }) => entry.action === 'species.feature')).toEqual([]);
});

test('a refused Feature shows the server\'s message', async () => {
  const app = await twoPhotosOfOneSpecies();
  const [first, second] = app.ids;
  serveFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  await screen.findByTestId(`identification-${second}`);
  // Taken off the catalogue behind the dashboard's back: its slug no longer leads to a page.
  app.sqlite!.run(`UPDATE species_identifications SET is_published = 0 WHERE id = ${second}`);
  fireEvent.click(within(rowOf(second)).getByRole('button', { name: 'Feature' }));
  await waitFor(() =>
    expect($toast.get()).toMatchObject({
      title: 'Failed to update the featured photo',
      description: 'This species page is not available or has not been published yet.',
      variant: 'destructive',
    }),
  );
  expect(await featuredOn(app)).toBe(first);
});

test('Unresolved names: empty, then the published names WoRMS could not resolve, each with its own page', async () => {
  const app = await adminTestApp();
  serveFrom(app.admin);
  const { unmount } = render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  const section = await screen.findByRole('region', { name: 'Unresolved names' });
  expect(section.textContent).toContain(
    'WoRMS could not resolve these names: each keeps a page of its own until it can be grouped under its taxon.',
  );
  expect(await within(section).findByText('Every published identification is grouped under its WoRMS taxon.')).toBeTruthy();
  unmount();

  const [unchecked, unknown] = fixtureIdentifications(2, { seed: 11 });
  const [uncheckedId, unknownId] = await insertFixtures(app.ctx.db, [unchecked!, unknown!], { unresolved: true });
  app.sqlite!.run(`UPDATE species_identifications SET verification = 'unmatched' WHERE id = ${unknownId}`);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  const list = await screen.findByRole('region', { name: 'Unresolved names' });
  const row = await within(list).findByTestId(`unresolved-${uncheckedId}`);
  expect(within(row).getByText(unchecked!.speciesName)).toBeTruthy();
  expect(within(row).getByText(unchecked!.scientificName).tagName).toBe('EM');
  expect(within(row).getByText('not yet checked')).toBeTruthy();
  expect(within(row).getByText(/2025/)).toBeTruthy();
  const view = within(row).getByRole('link', { name: 'View page' });
  expect(view.getAttribute('href')).toBe(`/species/${unchecked!.slug}`);
  expect(view.getAttribute('target')).toBe('_blank');
  expect(within(within(list).getByTestId(`unresolved-${unknownId}`)).getByText('not found in WoRMS')).toBeTruthy();
});

test('Unresolved names reload after an action in the tab', async () => {
  const app = await adminTestApp();
  const [row] = fixtureIdentifications(1, { seed: 5 });
  const [id] = await insertFixtures(app.ctx.db, [row!], { unresolved: true });
  serveFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  const list = await screen.findByRole('region', { name: 'Unresolved names' });
  await within(list).findByTestId(`unresolved-${id}`);
  fireEvent.click(within(rowOf(id!)).getByRole('button', { name: 'Unpublish' }));
  expect(await within(list).findByText('Every published identification is grouped under its WoRMS taxon.')).toBeTruthy();
});
