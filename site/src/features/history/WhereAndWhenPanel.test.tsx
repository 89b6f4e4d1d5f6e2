import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Identification } from './identifications';
import { ownIdentification } from '../../../test/own-identification';
import { $toast } from '../../ui/toasts';
import WhereAndWhenPanel from './WhereAndWhenPanel';
import { whereAndWhenPanelWords } from '../maps/where-and-when-words';
import { historyToastWords } from './history-toast-words';
import { ruleText } from '../../lib/rule-text';

let restoreFetch = () => {};
const realGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
beforeEach(() => $toast.set(null));
afterEach(() => {
  cleanup();
  restoreFetch();
  if (realGeolocation) Object.defineProperty(navigator, 'geolocation', realGeolocation);
  else delete (navigator as { geolocation?: unknown }).geolocation;
});

/** The device answers "Use my current location" with Bonaire. */
function deviceAt(latitude: number, longitude: number) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude, longitude, accuracy: 10 }, timestamp: Date.now() } as unknown as GeolocationPosition) },
  });
}

/** The small map has loaded (in this DOM Leaflet may draw it or not; either way it settles). */
const mapSettled = () => waitFor(() => expect(screen.getByTestId('map').getAttribute('data-state')).not.toBe('loading'));

/** A signed-in owner's identification taken at Cairns on 14 June 2025, read through the real API in process. */
async function owned() {
  const { restoreFetch: restore, ...owned } = await ownIdentification({ latitude: -16.925, longitude: 145.7667, locationSource: 'exif', observedAt: '2025-06-14T09:41:07+10:00' }, 'latitude, longitude, location_source AS source, observed_at AS observedAt');
  restoreFetch = restore;
  return owned;
}

test('the owner sees where and when in words, edits them and clears them, each saved on the server', async () => {
  const { identification, stored } = await owned();
  let shown: Identification = identification;
  const view = () => <WhereAndWhenPanel identification={shown} editable onSaved={(updated) => (shown = updated)} words={whereAndWhenPanelWords('en')} toasts={historyToastWords('en')} />;
  const { rerender } = render(view());
  await mapSettled();
  expect(screen.getByTestId('where-text').textContent).toBe('Around 16–17°S, 145–146°E (16.9250°S, 145.7667°E, from the photo)');
  expect(screen.getByTestId('when-text').textContent).toBe('On 14 June 2025, 09:41');

  deviceAt(12.15, -68.27);
  fireEvent.click(screen.getByRole('button', { name: 'Edit where and when' }));
  fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
  await waitFor(() => expect(screen.getByTestId('where-value').textContent).toBe('12.1500°N, 68.2700°W'));
  // The stored date is kept as it was (seconds and offset) while it is not touched.
  fireEvent.click(screen.getByRole('button', { name: 'Save where and when' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Saved', description: 'Where and when are saved.' }));
  expect(stored()).toEqual({ latitude: 12.15, longitude: -68.27, source: 'user', observedAt: '2025-06-14T09:41:07+10:00' });
  rerender(view());
  expect(screen.getByTestId('where-text').textContent).toBe('Around 12–13°N, 68–69°W (12.1500°N, 68.2700°W, as you gave it)');

  fireEvent.click(screen.getByRole('button', { name: 'Edit where and when' }));
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2025-07-02' } });
  fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save where and when' }));
  await waitFor(() => expect(stored()).toMatchObject({ observedAt: '2025-07-02' }));
  rerender(view());
  expect(screen.getByTestId('when-text').textContent).toBe('On 2 July 2025');

  fireEvent.click(screen.getByRole('button', { name: 'Clear where and when' }));
  await waitFor(() => expect(stored()).toEqual({ latitude: null, longitude: null, source: null, observedAt: null }));
  rerender(view());
  expect(screen.getByTestId('where-text').textContent).toBe('No place given.');
  expect(screen.getByRole('button', { name: 'Add where and when' })).toBeTruthy();
});

test('a date still to come is refused before anything is sent; others only read where and when', async () => {
  const { identification, stored } = await owned();
  const { rerender } = render(<WhereAndWhenPanel identification={identification} editable onSaved={() => {}} words={whereAndWhenPanelWords('en')} toasts={historyToastWords('en')} />);
  await mapSettled();
  fireEvent.click(screen.getByRole('button', { name: 'Edit where and when' }));
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2999-01-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save where and when' }));
  expect(screen.getByRole('alert').textContent).toBe('The date cannot be in the future.');
  expect(stored()).toMatchObject({ observedAt: '2025-06-14T09:41:07+10:00' });
  rerender(<WhereAndWhenPanel key="reader" identification={identification} editable={false} onSaved={() => {}} words={whereAndWhenPanelWords('en')} toasts={historyToastWords('en')} />);
  await mapSettled();
  expect(screen.queryByRole('button', { name: /where and when/ })).toBeNull();
});

test("in German, a date still to come and a date that is none are refused in German, never in the form's English", async () => {
  const { identification } = await owned();
  render(<WhereAndWhenPanel identification={identification} editable onSaved={() => {}} words={whereAndWhenPanelWords('de')} toasts={historyToastWords('de')} />);
  await mapSettled();
  fireEvent.click(screen.getByRole('button', { name: 'Wo und wann bearbeiten' }));
  fireEvent.change(screen.getByLabelText(/^Datum/), { target: { value: '2999-01-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Wo und wann speichern' }));
  expect(screen.getByRole('alert').textContent).toBe('Das Datum darf nicht in der Zukunft liegen.');
  // A date field holds only real days; a date that is none (typed where the browser lets any text in) is said too.
  expect(ruleText(whereAndWhenPanelWords('de').fields.rules, { code: 'observed_at.unreadable' })).toBe('Bitte gib ein gültiges Datum ein.');
  await mapSettled();
});
