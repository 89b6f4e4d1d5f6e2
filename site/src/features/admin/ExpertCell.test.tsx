import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, freshPage } from '../../../test/fake-api';
import { $toast } from '../../ui/toasts';
import { parseGroups } from './ExpertCell';
import UsersTab from './UsersTab';
import { adminWords } from './admin-words';

const EN = adminWords('en');

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

const account = (id: number, username: string, isExpert = false, expertGroups: string[] | null = null) => ({
  id,
  username,
  email: `${username}@example.com`,
  status: 'active',
  isAdmin: false,
  isExpert,
  expertGroups,
  subscriptionTier: 'free',
  subscriptionExpiresAt: null,
  identificationCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The admin's Users tab over accounts kept here: the expert route changes them as the server would. */
function openUsers() {
  freshPage('/admin');
  const users = [account(1, 'ana'), account(2, 'reefdoc', true, ['Anthozoa']), account(3, 'bo')];
  api = fakeApi({
    'GET /api/admin/users': (_body, url) =>
      url.searchParams.get('expert') === 'true'
        ? { status: 200, body: users.filter((user) => user.isExpert) }
        : url.searchParams.get('cursor')
          ? { status: 200, body: users.slice(2) }
          : { status: 200, body: users.slice(0, 2), headers: { 'x-next-cursor': 'more' } },
    'POST /api/admin/users/1/expert': (body) => {
      const { expert, groups } = body as { expert: boolean; groups?: string[] };
      Object.assign(users[0]!, { isExpert: expert, expertGroups: expert ? (groups ?? null) : null });
      return { status: 200, body: users[0] };
    },
    'POST /api/admin/users/3/expert': () => ({ status: 400, body: { message: 'Unknown group: Fishes' } }),
  });
  render(<UsersTab words={EN} onChanged={() => {}} />);
}
const posted = () => api!.sent().filter((call) => call.method === 'POST').map((call) => call.body);

test('comma-separated groups are trimmed, without blanks or repeats', () => {
  expect(parseGroups(' Anthozoa, Actinopterygii ,, Anthozoa ')).toEqual(['Anthozoa', 'Actinopterygii']);
  expect(parseGroups(' , ')).toEqual([]);
});

test('the Expert switch makes a user an expert of every group, then of the groups typed; off takes the role away', async () => {
  openUsers();
  const toggle = (await screen.findByRole('switch', { name: 'Expert: ana' })) as HTMLInputElement;
  expect(toggle.checked).toBe(false);
  expect(screen.queryByLabelText('Expert groups of ana')).toBeNull();
  fireEvent.click(toggle);
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Expert saved', description: 'ana reviews every group.' }));
  await waitFor(() => expect((screen.getByRole('switch', { name: 'Expert: ana' }) as HTMLInputElement).checked).toBe(true));
  fireEvent.change(screen.getByLabelText('Expert groups of ana'), { target: { value: 'Actinopterygii, Anthozoa' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save groups of ana' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ description: 'ana reviews Actinopterygii, Anthozoa.' }));
  fireEvent.click(screen.getByRole('switch', { name: 'Expert: ana' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Expert role removed' }));
  expect(posted()).toEqual([{ expert: true }, { expert: true, groups: ['Actinopterygii', 'Anthozoa'] }, { expert: false }]);
});

test('a refusal shows the server\'s reason and leaves the user as they were', async () => {
  openUsers();
  fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  fireEvent.click(await screen.findByRole('switch', { name: 'Expert: bo' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Failed to update the expert role', description: 'Unknown group: Fishes', variant: 'destructive' }));
  await waitFor(() => expect((screen.getByRole('switch', { name: 'Expert: bo' }) as HTMLInputElement).checked).toBe(false));
});

test('"Experts only" asks the server for the experts, and lists them alone', async () => {
  openUsers();
  await screen.findByRole('switch', { name: 'Expert: ana' });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Experts only' }));
  await waitFor(() => expect(screen.queryAllByRole('switch')).toHaveLength(1));
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map((row) => (within(row).getByRole('switch') as HTMLInputElement).checked)).toEqual([true]);
  expect(within(rows[0]!).getByText('reefdoc')).toBeTruthy();
  expect((within(rows[0]!).getByLabelText('Expert groups of reefdoc') as HTMLInputElement).value).toBe('Anthozoa');
});
