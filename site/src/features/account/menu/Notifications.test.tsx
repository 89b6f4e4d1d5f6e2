import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, freshPage } from '../../../../test/fake-api';
import { $unreadCount } from './unread-store';
import { notificationWords } from '../../../lib/nav-words';
import Notifications from './Notifications';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  freshPage('/history');
  $unreadCount.set(0);
});
afterEach(() => {
  cleanup();
  api?.restore();
});

const item = (id: number, text: string, readAt: string | null = null, link: string | null = `/identifications/${id}`) => ({
  id,
  kind: 'reviewed',
  text,
  link,
  createdAt: '2026-03-02T08:00:00.000Z',
  readAt,
  sighting: null as { id: number; speciesName: string; imageUrl: string | null } | null,
});

/** The notifications API of one user, whose reads stick. */
function withNotifications(items: ReturnType<typeof item>[], shown = items.length) {
  let list = items;
  const unread = () => list.filter((one) => !one.readAt).length;
  api = fakeApi({
    'GET /api/notifications/unread-count': () => ({ status: 200, body: { count: unread() } }),
    'GET /api/notifications': () => ({ status: 200, body: list.slice(0, shown) }),
    'POST /api/notifications/read': (body) => {
      const { ids, all } = body as { ids?: number[]; all?: boolean };
      const before = unread();
      list = list.map((one) => (all || ids?.includes(one.id) ? { ...one, readAt: one.readAt ?? '2026-03-02T09:00:00.000Z' } : one));
      return { status: 200, body: { marked: before - unread() } };
    },
  });
  return api;
}
const reads = () => api!.sent().filter((call) => call.path === '/api/notifications/read').map((call) => call.body);

test('the bell says how many are unread, in its name and its badge', async () => {
  withNotifications([item(1, 'A review'), item(2, 'Another'), item(3, 'Old', '2026-03-01T00:00:00.000Z')]);
  render(<Notifications words={notificationWords('en')} />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(bell.textContent).toBe('2');
  expect(bell.getAttribute('aria-expanded')).toBe('false');
});

test('opening lists them as links, marks the shown unread ones read, and Escape closes with focus back on the bell', async () => {
  withNotifications([item(2, 'An expert reviewed your <b>Clownfish</b>'), item(1, 'Your photo left the catalogue', null, null)]);
  render(<Notifications words={notificationWords('en')} />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  fireEvent.click(bell);
  const panel = await screen.findByRole('region', { name: 'Notifications' });
  expect(bell.getAttribute('aria-expanded')).toBe('true');
  const link = await within(panel).findByRole('link', { name: /An expert reviewed your <b>Clownfish<\/b>/ });
  expect(link.getAttribute('href')).toBe('/identifications/2');
  expect(link.querySelector('b')).toBeNull(); // shown as text, never as markup
  expect(within(panel).getByRole('link', { name: /Your photo left the catalogue/ }).getAttribute('href')).toBe('/history');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell));
  expect(reads()).toEqual([{ ids: [2, 1] }]);

  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  expect(document.activeElement).toBe(bell);
  expect(bell.getAttribute('aria-expanded')).toBe('false');
});

test('nothing there: it says so, and nothing is marked', async () => {
  withNotifications([]);
  render(<Notifications words={notificationWords('en')} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText("You're all caught up.")).toBeTruthy();
  expect(reads()).toEqual([]);
});

test('"Mark all as read" marks the ones beyond the list too', async () => {
  // Four unread, of which the list shows three: one stays unread after opening.
  withNotifications([item(4, 'Review 4'), item(3, 'Review 3'), item(2, 'Review 2'), item(1, 'Review 1')], 3);
  render(<Notifications words={notificationWords('en')} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  expect(reads()).toEqual([{ ids: [4, 3, 2] }]);
  fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await screen.findByRole('button', { name: 'Notifications' });
  expect(reads().at(-1)).toEqual({ all: true });
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
});

test('the count is asked again when the page comes back into view', async () => {
  withNotifications([item(1, 'A review')]);
  render(<Notifications words={notificationWords('en')} />);
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  const asked = () => api!.calls.filter((call) => call.path === '/api/notifications/unread-count').length;
  const before = asked();
  window.dispatchEvent(new Event('focus'));
  await waitFor(() => expect(asked()).toBe(before + 1));
});

test('a notification about a sighting names it and shows its photo; one about none shows neither', async () => {
  const aboutOne = { ...item(2, 'Experts verified your sighting.'), sighting: { id: 2, speciesName: 'Clown anemonefish', imageUrl: '/uploads/identifications/2.webp' } };
  withNotifications([aboutOne, item(1, 'Your trial ends in two days.', null, '/subscription')]);
  render(<Notifications words={notificationWords('en')} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  const panel = await screen.findByRole('region', { name: 'Notifications' });
  const named = await within(panel).findByRole('link', { name: /Clown anemonefish\s*Experts verified your sighting\./ });
  expect(named.querySelector('img')!.getAttribute('src')).toBe('/uploads/identifications/2.webp');
  const other = within(panel).getByRole('link', { name: /Your trial ends/ });
  expect(other.querySelector('img')).toBeNull();
  expect(other.querySelector('.notification-sighting')).toBeNull();
});
