import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { testApp } from '../../../../api/test-support/harness';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import { fetchIdentification, type Identification } from './identifications';
import { $toast } from '../../ui/toasts';
import ConsentPanel from './ConsentPanel';

let restoreFetch = () => {};
beforeEach(() => $toast.set(null));
afterEach(() => {
  cleanup();
  restoreFetch();
});

/** A signed-in owner's identification, read through the real API, in process. */
async function ownIdentification() {
  const app = await testApp();
  const owner = app.client();
  const { id: userId } = await withBunWeb(() => owner.register('diver'));
  const { id } = await insertIdentification(app, { userId });
  restoreFetch = serveApiFrom(owner);
  const stored = () => app.sqlite!.query('SELECT catalogue_consent AS consent, licence FROM species_identifications WHERE id = ?').get(id);
  return { identification: await fetchIdentification(id), stored };
}

test('starts private; choosing a licence allows it, keeping it private withdraws it, each saved at once', async () => {
  const { identification, stored } = await ownIdentification();
  let shown: Identification = identification;
  const view = () => <ConsentPanel identification={shown} onSaved={(updated) => (shown = updated)} />;
  const { rerender } = render(view());
  const select = screen.getByLabelText('Public catalogue') as HTMLSelectElement;
  expect(select.value).toBe('private');
  expect(screen.getByText(/never appears on public species pages/)).toBeTruthy();

  fireEvent.change(select, { target: { value: 'CC-BY-4.0' } });
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Sharing allowed' }));
  expect(stored()).toEqual({ consent: 1, licence: 'CC-BY-4.0' });
  rerender(view());
  expect((screen.getByLabelText('Public catalogue') as HTMLSelectElement).value).toBe('CC-BY-4.0');
  expect(screen.getByText(/also commercially/)).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Public catalogue'), { target: { value: 'private' } });
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Kept private' }));
  expect(stored()).toEqual({ consent: 0, licence: null });
});
