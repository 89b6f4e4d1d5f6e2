import type { AppContext } from '../../context';
import { clearCookie, readCookie, setCookie, type CookieJar } from '../../lib/cookies';
import { forbidden, unauthorized } from '../../lib/errors';
import { expireIfDue } from '../accounts/expiry';
import type { UserRow } from '../accounts/service';
import { SESSION_COOKIE, validateSession } from '../accounts/sessions';

export interface SignedIn {
  user: UserRow;
  sessionId: string;
}

/**
 * The signed-in user of a request, or null. Renews the cookie when the session slid forward and
 * clears it when the session is gone, so the browser stops sending a dead token.
 */
export function currentSession(ctx: AppContext, cookie: CookieJar): SignedIn | null {
  const token = readCookie(cookie, SESSION_COOKIE);
  if (!token) return null;
  const session = validateSession(ctx.db, token, ctx.now());
  if (!session) {
    clearCookie(ctx.config, cookie, SESSION_COOKIE);
    return null;
  }
  if (session.renewedUntil) setCookie(ctx.config, cookie, SESSION_COOKIE, token, session.renewedUntil);
  return { user: expireIfDue(ctx.db, session.user, ctx.now()), sessionId: session.sessionId };
}

export function currentUser(ctx: AppContext, cookie: CookieJar): UserRow | null {
  return currentSession(ctx, cookie)?.user ?? null;
}

/** 401 without a valid session. */
export function requireSession(ctx: AppContext, cookie: CookieJar): SignedIn {
  const session = currentSession(ctx, cookie);
  if (!session) throw unauthorized();
  return session;
}

export function requireUser(ctx: AppContext, cookie: CookieJar): UserRow {
  return requireSession(ctx, cookie).user;
}

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export function requireAdmin(ctx: AppContext, cookie: CookieJar): UserRow {
  const user = requireUser(ctx, cookie);
  if (!user.isAdmin) throw forbidden('Admin access required');
  return user;
}
