import { and, count, desc, eq, gt, inArray, isNull, lt, max } from 'drizzle-orm';
import { only, type Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { NotificationKind } from './model';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Db,
  row: { userId: number; kind: NotificationKind; text: string; link: string | null; createdAt: Date },
): Promise<NotificationRow> {
  return db.insert(notifications).values(row).returning().then(only);
}

/** A page of a user's notifications, newest first, after the id of the last one given; one row more than asked. */
export async function listNotificationsPage(db: Db, userId: number, page: { limit: number; after: number | null }): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), page.after === null ? undefined : lt(notifications.id, page.after)))
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);
}

/** Marks the user's own unread notifications read: the given ids (others' are left alone), or all. Returns how many. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all', at: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return marked.length;
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Every user with unread notifications, with the time of their newest unread one. */
export async function usersWithUnread(db: Db): Promise<Array<{ userId: number; newest: Date }>> {
  const rows = await db
    .select({ userId: notifications.userId, newest: max(notifications.createdAt) })
    .from(notifications)
    .where(isNull(notifications.readAt))
    .groupBy(notifications.userId);
  return rows.map((row) => ({ userId: row.userId, newest: new Date(row.newest as Date | number | string) }));
}

/** A user's unread notifications made after `since` (all unread when null), oldest first. */
export async function unreadSince(db: Db, userId: number, since: Date | null, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), since ? gt(notifications.createdAt, since) : undefined))
    .orderBy(notifications.id)
    .limit(limit);
}

export async function countUnreadSince(db: Db, userId: number, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), since ? gt(notifications.createdAt, since) : undefined));
  return Number(row?.n ?? 0);
}
