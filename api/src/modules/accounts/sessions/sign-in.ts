import type { AppContext } from '../../../context';
import { setCookie, type CookieJar } from '../../../lib/cookies';
import type { AccountHoldings } from '../holdings';
import { toPublicUser } from '../service';
import type { SignIn } from './login';
import { SESSION_COOKIE } from './sessions';

/** After register or login: the session cookie is set and the user is answered as the API shows it. */
export function signInWith(ctx: AppContext, holdings: AccountHoldings) {
  return async (cookie: CookieJar, signIn: SignIn) => {
    setCookie(ctx.config, cookie, SESSION_COOKIE, signIn.token, signIn.expiresAt);
    // Identifications made as a visitor in this browser move to the account.
    await holdings.claimVisitorIdentifications(cookie, signIn.user);
    return toPublicUser(signIn.user, ctx.now());
  };
}
