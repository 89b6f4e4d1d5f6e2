import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { byId, pageOf, type Page, type PageRequest } from '../../lib/paging';
import { identificationsForNotifications as identifications } from '../identifications';
import { MAX_LINK, MAX_TEXT, type NewNotification, type Notification, type NotificationKind, type NotifiedSighting } from './model';
import { countUnread, insertNotification, listNotificationsPage, markRead, type NotificationRow } from './repo';
import { noticeIn, sightingIdOf } from './notice-words';
import type { Language } from '@rules/languages';

/** GET /api/notifications pages by the id of the last notification given, newest first. */
export const NOTIFICATIONS_CURSOR = byId('notifications');

/** Only paths inside the app: a link never leads off the site (nor to javascript:). */
const isAppPath = (link: string) => /^\/(?!\/)[^\s\\]*$/.test(link);

/**
 * Tells a user something happened to their sightings or account: it waits under the bell until read. The text is
 * kept as plain text (shown escaped); a link must be a path in the app.
 */
export async function notify(ctx: AppContext, userId: number, notification: NewNotification): Promise<Notification> {
  const text = notification.text.trim().slice(0, MAX_TEXT);
  const link = notification.link ?? null;
  if (!text) throw new Error('A notification needs a text');
  if (link !== null && (link.length > MAX_LINK || !isAppPath(link))) throw new Error(`A notification's link must be a path in the app, got ${link.slice(0, 80)}`);
  return toNotification(await insertNotification(ctx.db, { userId, kind: notification.kind, text, link, createdAt: ctx.now() }));
}

export function toNotification(row: NotificationRow, sighting: NotifiedSighting | null = null): Notification {
  return { id: row.id, kind: row.kind as NotificationKind, text: row.text, link: row.link, createdAt: row.createdAt, readAt: row.readAt, sighting };
}


/**
 * A page of the user's notifications in `language` (the request's), each naming the sighting it is about (its name and cover) when its link leads
 * to one of theirs that still exists, so the panel says which sighting without opening it.
 */
export async function listNotifications(ctx: AppContext, userId: number, request: PageRequest<number>, language: Language = 'en'): Promise<Page<Notification>> {
  const page = pageOf(await listNotificationsPage(ctx.db, userId, request), request, NOTIFICATIONS_CURSOR, (row) => row.id);
  const sightings = await identifications.namedSightings(ctx, userId, page.items.flatMap((row) => sightingIdOf(row.link) ?? []), language);
  const names = new Map([...sightings].map(([id, sighting]) => [id, sighting.speciesName]));
  // Stored as written (English, old rows too); read in the reader's language by its kind, as the daily summary is.
  return {
    ...page,
    items: page.items.map((row) => ({ ...toNotification(row, sightings.get(sightingIdOf(row.link) ?? 0) ?? null), text: noticeIn(row, language, names) })),
  };
}

export const READ_NEEDS_IDS = 'Please give the ids of the notifications to mark as read, or all: true';

/** Marks the user's own notifications read: the ids given (anyone else's are ignored), or all. */
export async function markNotificationsRead(ctx: AppContext, userId: number, body: { ids?: number[]; all?: boolean }): Promise<number> {
  if (body.all === true) return markRead(ctx.db, userId, 'all', ctx.now());
  if (!body.ids) throw badRequest(READ_NEEDS_IDS, 'notifications.ids_needed');
  if (!body.ids.length) return 0;
  return markRead(ctx.db, userId, [...new Set(body.ids)], ctx.now());
}

export const unreadCount = (ctx: AppContext, userId: number) => countUnread(ctx.db, userId);
