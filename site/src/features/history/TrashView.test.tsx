import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { testApp } from '../../../../api/test-support/harness';
import { freshPage } from '../../../test/fake-api';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import Toaster from '../../ui/Toaster';
import HistoryScreen from './HistoryScreen';
import { historyWords } from './history-words';

let restoreFetch: (() => void) | undefined;
beforeEach(() => freshPage('/history'));
afterEach(() => {
  cleanup();
  restoreFetch?.();
  restoreFetch = undefined;
});

const cards = () => screen.queryAllByTestId('history-card');
const trashItems = () => screen.queryAllByTestId('trash-item');

/** A signed-in member with two sightings not saved yet, the page's fetch answered by the real API. */
async function historyOfTwo() {
  const app = await testApp();
  const browser = app.client();
  const { id: userId } = await withBunWeb(() => browser.register('diver'));
  await insertIdentification(app, { userId, speciesName: 'Lionfish', accepted: false });
  const blurry = await insertIdentification(app, { userId, speciesName: 'Blurry fish', accepted: false });
  restoreFetch = serveApiFrom(browser);
  render(
    <>
      <HistoryScreen words={historyWords('en')} />
      <Toaster closeLabel="Close" />
    </>,
  );
  await waitFor(() => expect(cards()).toHaveLength(2));
  return { app, blurry };
}

test('Undo in the "Moved to trash" toast restores the sighting: its card is back in the history at once', async () => {
  await historyOfTwo();
  fireEvent.click(screen.getByRole('button', { name: 'Trash Blurry fish' }));
  await waitFor(() => expect(cards()).toHaveLength(1));
  const toast = screen.getByTestId('toast');
  expect(toast.textContent).toContain('Moved to trash');
  act(() => within(toast).getByRole('button', { name: 'Undo' }).click());
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(screen.getByTestId('toast').textContent).toContain('It is back in your history.');
});

test('the Trash view lists what is there and the day each is deleted; Restore puts it back in the history', async () => {
  const { blurry } = await historyOfTwo();
  fireEvent.click(screen.getByRole('button', { name: 'Trash Blurry fish' }));
  await waitFor(() => expect(cards()).toHaveLength(1));
  fireEvent.click(screen.getByRole('tab', { name: 'Trash' }));
  expect(window.location.search).toBe('?view=trash');
  await waitFor(() => expect(trashItems()).toHaveLength(1));
  const item = trashItems()[0]!;
  expect(within(item).getByRole('link', { name: 'Blurry fish' }).getAttribute('href')).toBe(`/identifications/${blurry.id}`);
  // Trashed today: deleted 30 days on.
  const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric' });
  expect(item.textContent).toContain(`Deleted on ${day}`);
  fireEvent.click(within(item).getByRole('button', { name: 'Restore Blurry fish' }));
  await waitFor(() => expect(screen.getByText('The trash is empty.')).toBeTruthy());
  fireEvent.click(screen.getByRole('tab', { name: 'Identifications' }));
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(window.location.search).toBe('');
});

test('/history?view=trash opens on the Trash', async () => {
  freshPage('/history?view=trash');
  const app = await testApp();
  const browser = app.client();
  await withBunWeb(() => browser.register('diver'));
  restoreFetch = serveApiFrom(browser);
  render(<HistoryScreen words={historyWords('en')} />);
  await waitFor(() => expect(screen.getByText('The trash is empty.')).toBeTruthy());
  expect(screen.getByRole('tab', { name: 'Trash' }).getAttribute('aria-selected')).toBe('true');
});
