import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { adminTestApp as startApp, insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import IdentificationsTab from './IdentificationsTab';
import UsersTab from './UsersTab';
import { adminWords } from './admin-words';

const EN = adminWords('en');

let restoreFetch = () => {};
afterEach(() => {
  cleanup();
  restoreFetch();
});

const rows = (name: string) => within(screen.getByRole('region', { name })).queryAllByRole('row').length - 1; // less the header
const loadMore = () => fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

test('Users shows 50 accounts, then Load more the rest; an action keeps every row shown', async () => {
  const app = await withBunWeb(startApp);
  const user = app.sqlite!.prepare("INSERT INTO users (username, email, password) VALUES (?, ?, 'x')");
  for (let i = 0; i < 59; i++) user.run(`diver${i}`, `diver${i}@example.com`);
  restoreFetch = serveApiFrom(app.admin);
  render(<UsersTab words={EN} onChanged={() => {}} />);
  await waitFor(() => expect(rows('Users')).toBe(50));
  loadMore();
  await waitFor(() => expect(rows('Users')).toBe(60));
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  // Suspending the last account reloads the list: all 60 stay shown, the change with them.
  const last = screen.getByText('diver58@example.com').closest('tr')!;
  fireEvent.click(within(last).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(within(screen.getByText('diver58@example.com').closest('tr')!).getByText('suspended')).toBeTruthy());
  expect(rows('Users')).toBe(60);
});

test('Identifications shows the newest 50, then Load more the older ones', async () => {
  const app = await withBunWeb(startApp);
  for (let i = 1; i <= 53; i++) await insertIdentification(app, { speciesName: `Reef fish ${i}` });
  restoreFetch = serveApiFrom(app.admin);
  render(<IdentificationsTab words={EN} onChanged={() => {}} />);
  await waitFor(() => expect(rows('Identifications')).toBe(50));
  expect(screen.queryByText('Reef fish 3')).toBeNull();
  loadMore();
  await waitFor(() => expect(rows('Identifications')).toBe(53));
  expect(screen.getByText('Reef fish 1')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});
