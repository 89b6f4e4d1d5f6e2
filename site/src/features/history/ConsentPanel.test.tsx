import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Identification } from './identifications';
import { ownIdentification } from '../../../test/own-identification';
import { $toast } from '../../ui/toasts';
import ConsentPanel from './ConsentPanel';
import { consentPanelWords } from './consent-panel-words';

let restoreFetch = () => {};
beforeEach(() => $toast.set(null));
afterEach(() => {
  cleanup();
  restoreFetch();
});

/** A signed-in owner's identification, read through the real API in process. */
async function owned() {
  const { restoreFetch: restore, ...owned } = await ownIdentification({}, 'catalogue_consent AS consent, licence');
  restoreFetch = restore;
  return owned;
}

test('starts private; choosing a licence allows it, keeping it private withdraws it, each saved at once', async () => {
  const { identification, stored } = await owned();
  let shown: Identification = identification;
  const view = () => <ConsentPanel identification={shown} onSaved={(updated) => (shown = updated)} words={consentPanelWords('en')} />;
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
