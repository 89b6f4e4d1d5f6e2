import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { adminTestApp as startApp } from '../../../../api/test-support/admin-fixtures';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import { $toast } from '../../ui/toasts';
import UsersTab from './UsersTab';
import { adminWords } from './admin-words';

const EN = adminWords('en');

let restoreFetch = () => {};
async function withMember(words = EN) {
  const app = await withBunWeb(startApp);
  const member = await withBunWeb(() => app.client().register('member'));
  restoreFetch = serveApiFrom(app.admin);
  render(<UsersTab words={words} onChanged={() => {}} />);
  const row = await screen.findByTestId(`user-${member.id}`);
  return { app, row, memberId: member.id as number };
}
beforeEach(() => $toast.set(null));
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('lists accounts; an admin row cannot be suspended or deleted', async () => {
  const { row } = await withMember();
  expect(within(row).getByText('member@example.com')).toBeTruthy();
  expect(within(row).getByText('active')).toBeTruthy();
  const adminRow = screen.getByText('boss@example.com').closest('tr')!;
  expect((within(adminRow).getByRole('button', { name: 'Suspend' }) as HTMLButtonElement).disabled).toBe(true);
  expect((within(adminRow).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
});

test('Suspend then Reinstate, with their toasts and the list reloaded', async () => {
  const { row } = await withMember();
  fireEvent.click(within(row).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(within(row).getByText('suspended')).toBeTruthy());
  expect($toast.get()).toMatchObject({ title: 'User suspended' });
  fireEvent.click(within(row).getByRole('button', { name: 'Reinstate' }));
  await waitFor(() => expect(within(row).getByText('active')).toBeTruthy());
  expect($toast.get()).toMatchObject({ title: 'User reinstated' });
});

test('the subscription dialog needs a tier before Update; an empty expiry gives 7 days', async () => {
  const { row } = await withMember();
  fireEvent.click(within(row).getByRole('button', { name: 'Subscription' }));
  const dialog = screen.getByRole('dialog', { name: 'Subscription for member' });
  const update = within(dialog).getByRole('button', { name: 'Update' }) as HTMLButtonElement;
  expect(update.disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Subscription tier'), { target: { value: 'monthly' } });
  expect(update.disabled).toBe(false);
  fireEvent.click(update);
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Subscription updated' }));
  await waitFor(() => expect(within(row).getByText('monthly')).toBeTruthy());
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(within(row).getByText(/^until /)).toBeTruthy();
});

test('Start Trial from the free tier; a refusal shows the failure toast with the reason', async () => {
  const { app, row, memberId } = await withMember();
  app.sqlite!.run(`UPDATE users SET trial_started_at = 1 WHERE id = ${memberId}`);
  fireEvent.click(within(row).getByRole('button', { name: 'Start Trial' }));
  await waitFor(() =>
    expect($toast.get()).toMatchObject({ title: 'Failed to update subscription', description: 'The free trial has already been used on this account', variant: 'destructive' }),
  );
  app.sqlite!.run(`UPDATE users SET trial_started_at = NULL WHERE id = ${memberId}`);
  fireEvent.click(within(row).getByRole('button', { name: 'Start Trial' }));
  await waitFor(() => expect(within(row).getByText('trial')).toBeTruthy());
  expect($toast.get()).toMatchObject({ title: 'Subscription updated' });
});

test('Delete asks first, then removes the account', async () => {
  const { row, memberId } = await withMember();
  fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
  expect(dialog.textContent).toContain(`permanently delete the user "member" (ID: ${memberId})`);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => {
    if (screen.queryByTestId(`user-${memberId}`)) throw new Error('still listed');
  });
  expect($toast.get()).toMatchObject({ title: 'User deleted' });
});

test('the Expert switch makes a user an expert of the groups typed, and "Experts only" lists them alone', async () => {
  const { app, row, memberId } = await withMember();
  fireEvent.click(within(row).getByRole('switch', { name: 'Expert: member' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Expert saved', description: 'member reviews every group.' }));
  fireEvent.change(await within(row).findByLabelText('Expert groups of member'), { target: { value: 'Anthozoa, Actinopterygii' } });
  fireEvent.click(within(row).getByRole('button', { name: 'Save groups of member' }));
  await waitFor(() => expect($toast.get()).toMatchObject({ description: 'member reviews Anthozoa, Actinopterygii.' }));
  const stored = app.sqlite!.query('SELECT is_expert AS expert, expert_groups AS groups FROM users WHERE id = ?').get(memberId) as { expert: number; groups: string };
  expect({ expert: stored.expert, groups: JSON.parse(stored.groups) }).toEqual({ expert: 1, groups: ['Anthozoa', 'Actinopterygii'] });

  fireEvent.click(screen.getByRole('checkbox', { name: 'Experts only' }));
  await waitFor(() => expect(screen.queryAllByRole('switch')).toHaveLength(1));
  expect(screen.getByTestId(`user-${memberId}`)).toBeTruthy();
});

test('in German, the accounts, their dates and a suspension speak German', async () => {
  const { row } = await withMember(adminWords('de'));
  expect(screen.getByRole('heading', { level: 2, name: 'Nutzer' })).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Benutzername' })).toBeTruthy();
  expect(within(row).getByText('aktiv')).toBeTruthy();
  expect(within(row).getByText('kostenlos')).toBeTruthy();
  // The day the account was made, written the German way: "29. November 2026, 13:05".
  expect(within(row).getByText(/^\d{1,2}\. \p{L}+ \d{4}, \d{2}:\d{2}$/u)).toBeTruthy();
  fireEvent.click(within(row).getByRole('button', { name: 'Sperren' }));
  await waitFor(() => expect(within(row).getByText('gesperrt')).toBeTruthy());
  expect($toast.get()).toMatchObject({ title: 'Nutzer gesperrt' });
});
