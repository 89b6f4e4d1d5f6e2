import { t } from 'elysia';

/** What a notification tells: a review of your sighting, its outcome, the catalogue, or your trial. */
export const NOTIFICATION_KINDS = ['reviewed', 'verified', 'disputed', 'published', 'unpublished', 'trial-ending'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The longest text and link kept: a notification is a line under the bell, never a document. */
export const MAX_TEXT = 500;
export const MAX_LINK = 500;
/** The most ids one "mark read" may name. */
export const MAX_READ_IDS = 500;

/** What is sent: the kind, one line of text, and where it leads in the app (a path such as /identifications/12). */
export interface NewNotification {
  kind: NotificationKind;
  text: string;
  link?: string | null;
}

/** The sighting a notification is about, as its page names it, with its cover's web copy for a thumbnail. */
export const notifiedSighting = t.Object({ id: t.Number(), speciesName: t.String(), imageUrl: t.Nullable(t.String()) });

export const notificationSchema = t.Object({
  id: t.Number(),
  kind: t.UnionEnum(NOTIFICATION_KINDS),
  text: t.String(),
  link: t.Nullable(t.String()),
  createdAt: t.Date(),
  readAt: t.Nullable(t.Date()),
  /** The user's own sighting the link leads to (/identifications/N); null for others (a species page, the trial). */
  sighting: t.Nullable(notifiedSighting),
});
export type Notification = typeof notificationSchema.static;
export type NotifiedSighting = typeof notifiedSighting.static;

/** POST /api/notifications/read: the given ids, or all of them; the caller's own only. */
export const readBody = t.Object({
  ids: t.Optional(t.Array(t.Integer({ minimum: 1 }), { maxItems: MAX_READ_IDS })),
  all: t.Optional(t.Boolean()),
});

export const readAnswer = t.Object({ marked: t.Number() });
export const unreadCountSchema = t.Object({ count: t.Number() });
