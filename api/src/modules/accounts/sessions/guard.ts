import { Elysia } from 'elysia';
import type { AppContext } from '../../../context';
import { readCookie, type CookieJar } from '../../../lib/cookies';
import { forbidden, unauthorized } from '../../../lib/errors';
import { expireIfDue } from '../expiry';
import type { UserRow } from '../service';
import { clearSessionCookies, clearStrayMarker, setSessionCookies } from './cookies';
import { SESSION_COOKIE, validateSession } from './sessions';

interface SignedIn {
  user: UserRow;
  sessionId: string;
}

/**
 * The signed-in user of a request, or null. Renews the cookie when the session slid forward and
 * clears it when the session is gone, so the browser stops sending a dead token. Read-only (READ_ONLY), sessions do
 * not slide and ended plans are seen as ended without being written: another instance, or this one later, does it.
 */
export async function currentSession(ctx: AppContext, cookie: CookieJar): Promise<SignedIn | null> {
  const token = readCookie(cookie, SESSION_COOKIE);
  if (!token) {
    clearStrayMarker(ctx.config, cookie);
    return null;
  }
  const writes = !ctx.config.readOnly;
  const session = await validateSession(ctx.db, token, ctx.now(), writes);
  if (!session) {
    clearSessionCookies(ctx.config, cookie);
    return null;
  }
  if (session.renewedUntil) setSessionCookies(ctx.config, cookie, token, session.renewedUntil);
  return { user: await expireIfDue(ctx.db, session.user, ctx.now(), writes), sessionId: session.sessionId };
}

/** For routes open to everyone that answer a signed-in user differently. */
export async function currentUser(ctx: AppContext, cookie: CookieJar): Promise<UserRow | null> {
  return (await currentSession(ctx, cookie))?.user ?? null;
}

/**
 * Route options `{ user: true }` and `{ admin: true }`.
 * - user: 401 without a valid session; the route gets `user` and `sessionId`.
 * - admin: 401 without a session, 403 for a signed-in user who is not an admin, both before the input is
 *   validated (a user's bad input is still a 403); the route gets `admin`.
 * A request's session is read once, however many of its hooks ask.
 */
export function authGuard(ctx: AppContext) {
  const sessions = new WeakMap<Request, SignedIn | null>();
  const signedIn = async (request: Request, cookie: CookieJar): Promise<SignedIn> => {
    if (!sessions.has(request)) sessions.set(request, await currentSession(ctx, cookie));
    const session = sessions.get(request);
    if (!session) throw unauthorized();
    return session;
  };
  const adminOf = async (request: Request, cookie: CookieJar): Promise<UserRow> => {
    const { user } = await signedIn(request, cookie);
    if (!user.isAdmin) throw forbidden('Admin access required', 'auth.admin_required');
    return user;
  };

  return new Elysia().macro({
    user: {
      resolve: async ({ request, cookie }) => {
        const { user, sessionId } = await signedIn(request, cookie);
        return { user, sessionId };
      },
    },
    admin: {
      transform: async ({ request, cookie }) => {
        await adminOf(request, cookie);
      },
      resolve: async ({ request, cookie }) => ({ admin: await adminOf(request, cookie) }),
    },
  });
}
