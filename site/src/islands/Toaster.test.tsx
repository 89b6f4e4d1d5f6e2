import { afterEach, expect, test } from 'bun:test';
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from '../stores/toasts';
import Toaster from './Toaster';

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
