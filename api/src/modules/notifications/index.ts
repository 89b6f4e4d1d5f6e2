/**
 * The notifications module's door: its routes (/api/notifications: the list, marking read, the unread count) and
 * `notifications`, the one object other modules use to tell a user something (`notify`) and the server's sweeps.
 * Every other file in this folder is private to the module.
 */
import { Elysia, t } from 'elysia';
import { languageOfRequest } from '@rules/languages';
import type { AppContext } from '../../context';
import { readPageRequest, sendPage } from '../../lib/paging';
import { pageQuery } from '../../lib/route-schemas';
import { authGuard } from '../accounts';
import { notificationSchema, readAnswer, readBody, unreadCountSchema } from './model';
import { announceEndingTrials, sendDailySummaries } from './sweeps';
import { listNotifications, markNotificationsRead, notify, NOTIFICATIONS_CURSOR, unreadCount } from './service';

/** What other modules and the server may ask of notifications. */
export const notifications = {
  /** Tells a user something: `notify(ctx, userId, { kind, text, link })`; it waits under their bell until read. */
  notify,
  // The periodic sweeps: a trial's ending announced two days before, once; the daily summary e-mail.
  announceEndingTrials,
  sendDailySummaries,
};

/** The signed-in user's notifications: the list (newest first, paged), marking read, the unread count. */
export function notificationRoutes(ctx: AppContext) {
  return new Elysia({ name: 'notifications', prefix: '/notifications' })
    .use(authGuard(ctx))
    .get('', async ({ user, query, request, set }) => {
      const page = readPageRequest(query, NOTIFICATIONS_CURSOR);
      // In the reader's language (the lang cookie, the account's, Accept-Language), read by kind at each request.
      return sendPage(set, request.url, await listNotifications(ctx, user.id, page, languageOfRequest(request.headers, user.locale)));
    }, {
      user: true,
      query: pageQuery,
      response: t.Array(notificationSchema),
    })
    .post('/read', async ({ user, body }) => ({ marked: await markNotificationsRead(ctx, user.id, body) }), { user: true, body: readBody, response: readAnswer })
    .get('/unread-count', async ({ user }) => ({ count: await unreadCount(ctx, user.id) }), { user: true, response: unreadCountSchema });
}
