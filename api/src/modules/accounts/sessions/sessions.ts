import type { Db } from '../../../db/client';
import { deleteSession, deleteSessionsExpiredBy, deleteUserSessions, extendSession, findSessionWithUser, insertSession, type UserRow } from '../repo';

export const SESSION_COOKIE = 'session';

const DAY = 24 * 60 * 60 * 1000;
/** A session lasts 30 days from its last use. */
export const SESSION_LIFETIME_MS = 30 * DAY;
/** Extend (and re-send the cookie) only once the session is half used, not on every request. */
const RENEW_WHEN_LEFT_MS = 15 * DAY;

/** SHA-256 of the token: the database never holds a usable token. */
function hashToken(token: string): string {
  return new Bun.CryptoHasher('sha256').update(token).digest('hex');
}

/** A new session with a 256-bit random token; returns the token for the cookie. */
export async function createSession(db: Db, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(db, { id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ValidSession {
  sessionId: string;
  user: UserRow;
  /** Set when the expiry moved forward and the cookie must be sent again. */
  renewedUntil?: Date;
}

/** A session counts while it has not expired and its user is not suspended. */
const isLive = (row: { session: { expiresAt: Date }; user: UserRow }, now: Date) => row.session.expiresAt > now && row.user.status === 'active';

/**
 * The session's user, or null when the token is unknown, expired, or its user is suspended. `writes` false (a
 * read-only instance): a dead session is not deleted and a live one does not slide, so reading one writes nothing.
 */
export async function validateSession(db: Db, token: string, now: Date, writes = true): Promise<ValidSession | null> {
  const sessionId = hashToken(token);
  const row = await findSessionWithUser(db, sessionId);
  if (!row) return null;
  if (!isLive(row, now)) {
    if (writes) await deleteSession(db, sessionId);
    return null;
  }
  if (writes && row.session.expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await extendSession(db, sessionId, renewedUntil);
    return { sessionId, user: row.user, renewedUntil };
  }
  return { sessionId, user: row.user };
}

/**
 * The user of a live session without renewing it, or null: for answers that cannot send the cookie again
 * (a stored photo), so that the cookie's expiry and the session's never drift apart.
 */
export async function sessionUser(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const row = await findSessionWithUser(db, hashToken(token));
  return row && isLive(row, now) ? row.user : null;
}

/** The same, for the session named by a request's cookies (a stored photo, an upload counted before its body is read). */
export async function sessionUserOfCookies(db: Db, cookies: Bun.CookieMap, now: Date): Promise<UserRow | null> {
  const token = cookies.get(SESSION_COOKIE);
  return token ? sessionUser(db, token, now) : null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** Ends every session of the user (suspension, deletion), or every one but `keepSessionId`. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  await deleteUserSessions(db, userId, keepSessionId);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await deleteSessionsExpiredBy(db, now);
}
