import type { Db } from '../../db/client';
import { deleteSession, deleteSessionsExpiredBy, deleteUserSessions, extendSession, findSessionWithUser, insertSession, type UserRow } from './repo';

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
export function createSession(db: Db, userId: number, now: Date): { token: string; expiresAt: Date } {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  insertSession(db, { id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ValidSession {
  sessionId: string;
  user: UserRow;
  /** Set when the expiry moved forward and the cookie must be sent again. */
  renewedUntil?: Date;
}

/** The session's user, or null when the token is unknown, expired, or its user is suspended. */
export function validateSession(db: Db, token: string, now: Date): ValidSession | null {
  const sessionId = hashToken(token);
  const row = findSessionWithUser(db, sessionId);
  if (!row) return null;
  if (row.session.expiresAt <= now || row.user.status !== 'active') {
    deleteSession(db, sessionId);
    return null;
  }
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
    extendSession(db, sessionId, renewedUntil);
    return { sessionId, user: row.user, renewedUntil };
  }
  return { sessionId, user: row.user };
}

export function revokeSession(db: Db, token: string): void {
  deleteSession(db, hashToken(token));
}

/** Ends every session of the user (suspension, deletion), or every one but `keepSessionId`. */
export function revokeUserSessions(db: Db, userId: number, keepSessionId?: string): void {
  deleteUserSessions(db, userId, keepSessionId);
}

export function deleteExpiredSessions(db: Db, now: Date): void {
  deleteSessionsExpiredBy(db, now);
}
