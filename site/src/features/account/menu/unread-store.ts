import { atom } from 'nanostores';
import { answer, api } from '../../../lib/api';
import type { UserNotification } from '../../../lib/types';

/** The signed-in user's unread notifications, as last counted; shared by the bells of the page. */
export const $unreadCount = atom<number>(0);

/** The bell's accessible name: its count said in words, so a screen reader hears what the badge shows. */
export const bellLabel = (count: number, words: { title: string; unread: string }) => (count ? words.unread.replace('{count}', String(count)) : words.title);

/** What the bell's badge shows. */
export const bellBadge = (count: number) => (count > 99 ? '99+' : String(count));

/** How often an open page counts again, besides whenever it comes back into view. */
export const UNREAD_POLL_MS = 3 * 60 * 1000;
/** The newest notifications the bell lists. */
export const BELL_ITEMS = 20;

export async function refreshUnreadCount(): Promise<void> {
  const { count } = await answer(api.notifications['unread-count'].get());
  $unreadCount.set(count);
}

export const latestNotifications = (): Promise<UserNotification[]> => answer(api.notifications.get({ query: { limit: String(BELL_ITEMS) } }));

/** Marks the given notifications read (or all of them); the count follows. */
export async function markRead(which: number[] | 'all'): Promise<void> {
  if (which !== 'all' && !which.length) return;
  const { marked } = await answer(api.notifications.read.post(which === 'all' ? { all: true } : { ids: which }));
  $unreadCount.set(which === 'all' ? 0 : Math.max(0, $unreadCount.get() - marked));
}
