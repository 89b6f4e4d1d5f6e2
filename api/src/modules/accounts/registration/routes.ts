import { Elysia } from 'elysia';
import type { AppContext } from '../../../context';
import { clientAddressKey } from '../../../lib/client-ip';
import type { AccountHoldings } from '../holdings';
import { signInWith } from '../sessions/sign-in';
import { registered, registrationBody } from './model';
import { register } from './service';

/** POST /api/register: the new account, signed in. */
export function registrationRoutes(ctx: AppContext, holdings: AccountHoldings) {
  const startSession = signInWith(ctx, holdings);
  // At the top of the API beside /login, so no prefix.
  return new Elysia({ name: 'registration' })
    .post('/register', async ({ body, cookie, request, set }) => {
      const signIn = await register(ctx, body, clientAddressKey(request, ctx.config));
      set.status = 201;
      // The user, and whether the verification link could be sent (the screen asks to retry later when not).
      return { ...await startSession(cookie, signIn), verificationEmailSent: signIn.verificationEmailSent };
    }, { body: registrationBody, response: { 201: registered } });
}
