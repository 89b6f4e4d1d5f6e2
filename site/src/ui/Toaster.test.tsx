import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, render, screen } from '@testing-library/react';
import { freshPage } from '../../test/fake-api';
import { $toast, carryToast, toast } from './toasts';
import Toaster from './Toaster';

beforeEach(() => freshPage());
afterEach(cleanup);

test('shows one toast at a time, the newest replacing the last', () => {
  render(<Toaster />);
  act(() => toast({ title: 'Login failed', description: 'Bad password', variant: 'destructive' }));
  expect(screen.getByText('Login failed')).toBeTruthy();
  expect(screen.getByTestId('toast').className).toContain('toast-destructive');
  act(() => toast({ title: 'Login successful' }));
  expect(screen.queryByText('Login failed')).toBeNull();
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
});

test('a toast goes away after its duration', async () => {
  render(<Toaster />);
  act(() => toast({ title: 'Profile updated' }, 30));
  expect(screen.getByText('Profile updated')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
  expect(screen.queryByText('Profile updated')).toBeNull();
});

test('a toast that announces a page change shows on the next page, once', () => {
  toast({ title: 'Login successful', description: 'Welcome back, diver!' });
  carryToast();
  $toast.set(null); // the next page starts with empty stores
  render(<Toaster />);
  expect(screen.getByText('Welcome back, diver!')).toBeTruthy();
  cleanup();
  $toast.set(null); // and the page after it does not show it again
  render(<Toaster />);
  expect(screen.queryByText('Welcome back, diver!')).toBeNull();
});

test('any other toast stays on its page', () => {
  toast({ title: 'Error', description: 'Identification limit reached', variant: 'destructive' });
  $toast.set(null); // the user goes to another page
  render(<Toaster />);
  expect(screen.queryByText('Identification limit reached')).toBeNull();
});

test('a closed toast does not come back on the next page', () => {
  render(<Toaster />);
  act(() => toast({ title: 'Profile updated' }));
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  cleanup();
  render(<Toaster />);
  expect(screen.queryByText('Profile updated')).toBeNull();
});
