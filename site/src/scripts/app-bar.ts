import { dayAndTimeText } from '@rules/dates';
// The catalogue pages' app bar (layouts/StaticAppNav.astro), without React: the signed-in parts once the user is
// known, and its disclosures (Escape or a click elsewhere closes one; Escape gives focus back to its button).
import { loadUser, logout } from '../features/account/session';
import { $unreadCount, bellBadge, bellLabel, latestNotifications, markRead, refreshUnreadCount } from '../features/account/menu/unread-store';
import { showToast } from './toast';
import type { NotificationWords } from '../lib/nav-words';

function driveDisclosure(button: HTMLButtonElement): void {
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  const area = button.parentElement!;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  // `hidden` may also be "until-found", which hides the panel too.
  button.addEventListener('click', () => setOpen(panel.hidden !== false));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!panel.hidden && !area.contains(event.target as Node)) setOpen(false);
  });
}

function showUser(bar: HTMLElement, user: Awaited<ReturnType<typeof loadUser>>): void {
  const root = bar.closest('header') ?? document;
  root.querySelectorAll<HTMLElement>(user ? '[data-signed-in]' : '[data-visitor]').forEach((element) => (element.hidden = false));
  root.querySelectorAll<HTMLElement>(user ? '[data-visitor]' : '[data-signed-in]').forEach((element) => (element.hidden = true));
  if (!user) return;
  root.querySelectorAll<HTMLElement>('[data-username]').forEach((element) => (element.textContent = user.username));
  root.querySelectorAll<HTMLElement>('[data-email]').forEach((element) => (element.textContent = user.email));
  root.querySelectorAll<HTMLElement>('[data-initial]').forEach((element) => (element.textContent = user.username.slice(0, 1).toUpperCase()));
  root.querySelectorAll<HTMLElement>('[data-admin]').forEach((element) => (element.hidden = !user.isAdmin));
  root.querySelectorAll<HTMLElement>('[data-expert]').forEach((element) => (element.hidden = !user.isExpert));
}


/** The bell's count, as the React bell shows it: in its accessible name and its badge. */
function showCount(bell: HTMLButtonElement, count: number): void {
  bell.setAttribute('aria-label', bellLabel(count, wordsOf(bell)));
  const badge = bell.querySelector<HTMLElement>('[data-bell-count]')!;
  badge.textContent = bellBadge(count);
  badge.hidden = count === 0;
}

/** The bell's words in the page's language, rendered with the page (layouts/StaticAppNav.astro). */
const wordsOf = (bell: HTMLElement): NotificationWords => JSON.parse(bell.dataset.words!);

/** Opening the bell lists the newest notifications, each a link, and marks what it shows read. */
async function listNotifications(panel: HTMLElement, words: NotificationWords): Promise<void> {
  const state = panel.querySelector<HTMLElement>('[data-notifications-state]')!;
  const list = panel.querySelector<HTMLUListElement>('[data-notifications-list]')!;
  state.hidden = false;
  state.removeAttribute('role');
  state.textContent = words.loading;
  try {
    const items = await latestNotifications();
    list.replaceChildren(
      ...items.map((item) => {
        const entry = document.createElement('li');
        if (!item.readAt) entry.className = 'unread';
        const link = Object.assign(document.createElement('a'), { href: item.link ?? '/history' });
        // As the React bell shows it: the sighting's cover beside its name, then the text and the time.
        const photo = item.sighting?.imageUrl;
        if (photo) link.append(Object.assign(document.createElement('img'), { className: 'notification-thumb', src: photo, alt: '', width: 44, height: 44, loading: 'lazy' }));
        const body = Object.assign(document.createElement('span'), { className: 'notification-body' });
        if (!item.readAt) body.append(Object.assign(document.createElement('span'), { className: 'visually-hidden', textContent: words.new }));
        if (item.sighting) body.append(Object.assign(document.createElement('span'), { className: 'notification-sighting', textContent: item.sighting.speciesName }));
        const text = Object.assign(document.createElement('span'), { className: 'notification-text', textContent: item.text });
        const time = Object.assign(document.createElement('time'), { dateTime: item.createdAt, textContent: dayAndTimeText(item.createdAt) });
        body.append(text, time);
        link.append(body);
        entry.append(link);
        return entry;
      }),
    );
    list.hidden = items.length === 0;
    state.hidden = items.length > 0;
    state.textContent = words.caughtUp;
    await markRead(items.filter((item) => !item.readAt).map((item) => item.id));
  } catch {
    state.hidden = false;
    state.setAttribute('role', 'alert');
    state.textContent = words.failed;
  }
}

/** A signed-in user's bell: counted once the page is shown (the marker cookie said there is a session), listed when opened. */
function driveBell(bar: HTMLElement): void {
  const bell = bar.querySelector<HTMLButtonElement>('[data-bell]');
  if (!bell) return;
  const panel = document.getElementById(bell.getAttribute('aria-controls')!)!;
  $unreadCount.subscribe((count) => showCount(bell, count));
  bell.addEventListener('click', () => {
    if (!panel.hidden) void listNotifications(panel, wordsOf(bell));
  });
  refreshUnreadCount().catch(() => {});
}

const bar = document.querySelector<HTMLElement>('[data-app-bar]');
if (bar) {
  bar.querySelectorAll<HTMLButtonElement>('button[aria-controls]').forEach(driveDisclosure);
  bar.querySelectorAll<HTMLButtonElement>('[data-log-out]').forEach((button) =>
    button.addEventListener('click', () => {
      logout().catch(() => showToast({ title: 'Logout failed', description: 'Please try again', variant: 'destructive' }));
    }),
  );
  void loadUser().then((user) => {
    showUser(bar, user);
    if (user) driveBell(bar);
  });
}
