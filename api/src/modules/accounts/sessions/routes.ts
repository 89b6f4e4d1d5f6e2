import { Elysia } from 'elysia';
import type { AppContext } from '../../../context';
import { clientAddressKey } from '../../../lib/client-ip';
import { readCookie } from '../../../lib/cookies';
import { noContent } from '../../../lib/route-schemas';
import type { AccountHoldings } from '../holdings';
import { publicUser } from '../model';
import { toPublicUser } from '../service';
import { clearSessionCookies } from './cookies';
import { authGuard } from './guard';
import { login } from './login';
import { credentialsBody } from './model';
import { SESSION_COOKIE, revokeSession } from './sessions';
import { signInWith } from './sign-in';

/** Log in, log out and the current user: POST /api/login, /api/logout, GET /api/user. */
export function sessionRoutes(ctx: AppContext, holdings: AccountHoldings) {
  const startSession = signInWith(ctx, holdings);
  // The session's own calls sit at the top of the API, so they have no prefix.
  return new Elysia({ name: 'sessions' })
    .use(authGuard(ctx))
    .get('/user', ({ user }) => toPublicUser(user, ctx.now()), { user: true, response: publicUser })
    .post('/login', async ({ body, cookie, request }) =>
      startSession(cookie, await login(ctx, body, clientAddressKey(request, ctx.config))),
      { body: credentialsBody, response: publicUser },
    )
    .post('/logout', async ({ cookie, set }) => {
      const token = readCookie(cookie, SESSION_COOKIE);
      if (token) await revokeSession(ctx.db, token);
      clearSessionCookies(ctx.config, cookie);
      set.status = 204;
    }, { response: { 204: noContent } });
}
