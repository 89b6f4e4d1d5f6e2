import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { clientAddressKey } from '../../lib/client-ip';
import { clearCookie, readCookie, setCookie, type CookieJar } from '../../lib/cookies';
import { noContent } from '../../lib/route-schemas';
import { authGuard } from '../accounts/guard';
import { publicUser } from '../accounts/model';
import { toPublicUser } from '../accounts/service';
import { SESSION_COOKIE, revokeSession } from '../accounts/sessions';
import { claimVisitorIdentifications } from '../identifications/service';
import { credentialsBody, registered, registrationBody } from './model';
import { login, register, type SignIn } from './service';

/** Register, log in, log out and the current user: POST /api/register, /api/login, /api/logout, GET /api/user. */
export function authRoutes(ctx: AppContext) {
  const startSession = async (cookie: CookieJar, signIn: SignIn) => {
    setCookie(ctx.config, cookie, SESSION_COOKIE, signIn.token, signIn.expiresAt);
    // Identifications made as a visitor in this browser move to the account.
    await claimVisitorIdentifications(ctx, cookie, signIn.user);
    return toPublicUser(signIn.user, ctx.now());
  };

  // The session's own calls sit at the top of the API, so this module has no prefix.
  return new Elysia({ name: 'auth' })
    .use(authGuard(ctx))
    .get('/user', ({ user }) => toPublicUser(user, ctx.now()), { user: true, response: publicUser })
    .post('/register', async ({ body, cookie, request, set }) => {
      const signIn = await register(ctx, body, clientAddressKey(request, ctx.config));
      set.status = 201;
      // The user, and whether the verification link could be sent (the screen asks to retry later when not).
      return { ...await startSession(cookie, signIn), verificationEmailSent: signIn.verificationEmailSent };
    }, { body: registrationBody, response: { 201: registered } })
    .post('/login', async ({ body, cookie, request }) =>
      startSession(cookie, await login(ctx, body, clientAddressKey(request, ctx.config))),
      { body: credentialsBody, response: publicUser },
    )
    .post('/logout', async ({ cookie, set }) => {
      const token = readCookie(cookie, SESSION_COOKIE);
      if (token) await revokeSession(ctx.db, token);
      clearCookie(ctx.config, cookie, SESSION_COOKIE);
      set.status = 204;
    }, { response: { 204: noContent } });
}
