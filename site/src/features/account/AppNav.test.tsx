import { navWords } from '../../lib/nav-words';
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { aUser, fakeApi, freshPage } from '../../../test/fake-api';
import AppNav from './AppNav';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

function openAs(user: ReturnType<typeof aUser>) {
  freshPage('/history');
  api = fakeApi({ 'GET /api/user': () => ({ status: 200, body: user }), 'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: 0 } }) });
  render(<AppNav path="/history" language="en" words={navWords('en')} />);
}
const reviewLinks = () => screen.queryAllByRole('link', { name: 'Reviews' }).map((link) => link.getAttribute('href'));

test('an expert finds Reviews in the app bar and the account menu', async () => {
  openAs(aUser({ isExpert: true } as never));
  await screen.findAllByRole('link', { name: 'History' });
  expect(within(screen.getByRole('navigation', { name: 'App' })).getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe('/reviews');
  fireEvent.click(screen.getByRole('button', { name: 'diver' }));
  await waitFor(() => expect(within(screen.getByRole('menu', { name: 'Account' })).getByRole('menuitem', { name: 'Reviews' })).toBeTruthy());
});

test('a diver who is not an expert has no Reviews link anywhere', async () => {
  openAs(aUser());
  await screen.findAllByRole('link', { name: 'History' });
  fireEvent.click(screen.getByRole('button', { name: 'diver' }));
  await screen.findByRole('menu', { name: 'Account' });
  expect(reviewLinks()).toEqual([]);
  expect(screen.queryAllByRole('menuitem', { name: 'Reviews' })).toHaveLength(0);
});

const tabNames = () => within(screen.getByRole('navigation', { name: 'Tab bar' })).getAllByRole('link').map((link) => link.textContent);

test("a member's phone tabs are Identify, History, Dives, Discover and Profile", async () => {
  openAs(aUser());
  await screen.findAllByRole('link', { name: 'History' });
  expect(tabNames()).toEqual(['Identify', 'History', 'Dives', 'Discover', 'Profile']);
});

test('a visitor has the phone tabs too: Identify, Discover and Sign in', async () => {
  freshPage('/discover');
  api = fakeApi({ 'GET /api/user': () => ({ status: 401, body: { error: 'Not signed in' } }) });
  render(<AppNav path="/discover" language="en" words={navWords('en')} />);
  await waitFor(() => expect(tabNames()).toEqual(['Identify', 'Discover', 'Sign in']));
  expect(within(screen.getByRole('navigation', { name: 'Tab bar' })).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
});
