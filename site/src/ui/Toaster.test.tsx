import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, render, screen } from '@testing-library/react';
import { freshPage } from '../../test/fake-api';
import { $toast, carryToast, handleToastAction, toast } from './toasts';
import Toaster from './Toaster';

beforeEach(() => freshPage());
afterEach(cleanup);

test('shows one toast at a time, the newest replacing the last', () => {
  render(<Toaster closeLabel="Close" />);
  act(() => toast({ title: 'Login failed', description: 'Bad password', variant: 'destructive' }));
  expect(screen.getByText('Login failed')).toBeTruthy();
  expect(screen.getByTestId('toast').className).toContain('toast-destructive');
  act(() => toast({ title: 'Login successful' }));
  expect(screen.queryByText('Login failed')).toBeNull();
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
});

test('a toast goes away after its duration', async () => {
  render(<Toaster closeLabel="Close" />);
  act(() => toast({ title: 'Profile updated' }, 30));
  expect(screen.getByText('Profile updated')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
  expect(screen.queryByText('Profile updated')).toBeNull();
});

test('a toast that announces a page change shows on the next page, once', () => {
  toast({ title: 'Login successful', description: 'Welcome back, diver!' });
  carryToast();
  $toast.set(null); // the next page starts with empty stores
  render(<Toaster closeLabel="Close" />);
  expect(screen.getByText('Welcome back, diver!')).toBeTruthy();
  cleanup();
  $toast.set(null); // and the page after it does not show it again
  render(<Toaster closeLabel="Close" />);
  expect(screen.queryByText('Welcome back, diver!')).toBeNull();
});

test('any other toast stays on its page', () => {
  toast({ title: 'Error', description: 'Identification limit reached', variant: 'destructive' });
  $toast.set(null); // the user goes to another page
  render(<Toaster closeLabel="Close" />);
  expect(screen.queryByText('Identification limit reached')).toBeNull();
});

test('a closed toast does not come back on the next page', () => {
  render(<Toaster closeLabel="Close" />);
  act(() => toast({ title: 'Profile updated' }));
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  cleanup();
  render(<Toaster closeLabel="Close" />);
  expect(screen.queryByText('Profile updated')).toBeNull();
});

test('an action a screen of the page handles is a button in the toast: pressed, it runs once and the toast goes', () => {
  render(<Toaster closeLabel="Close" />);
  const undone: number[] = [];
  let stop = () => {};
  act(() => void (stop = handleToastAction('undo-trash', (id) => undone.push(id))));
  act(() => toast({ title: 'Moved to trash', action: { label: 'Undo', name: 'undo-trash', value: 7 } }));
  act(() => screen.getByRole('button', { name: 'Undo' }).click());
  expect(undone).toEqual([7]);
  expect(screen.queryByText('Moved to trash')).toBeNull();
  act(stop);
  // With no screen to handle it, the toast shows no button that would do nothing.
  act(() => toast({ title: 'Moved to trash', action: { label: 'Undo', name: 'undo-trash', value: 8 } }));
  expect(screen.getByText('Moved to trash')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});

test('a toast with the focus in it stays past its time, until the focus leaves', async () => {
  render(<Toaster closeLabel="Close" />);
  act(() => toast({ title: 'Moved to trash' }, 30));
  act(() => screen.getByRole('button', { name: 'Close' }).focus());
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
  expect(screen.getByText('Moved to trash')).toBeTruthy();
  act(() => screen.getByRole('button', { name: 'Close' }).blur());
  expect(screen.getByText('Moved to trash')).toBeTruthy();
});
