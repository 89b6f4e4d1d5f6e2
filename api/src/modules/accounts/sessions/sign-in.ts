import type { AppContext } from '../../../context';
import type { CookieJar } from '../../../lib/cookies';
import type { AccountHoldings } from '../holdings';
import { toPublicUser } from '../service';
import type { SignIn } from './login';
import { setSessionCookies } from './cookies';

/** After register or login: the session cookies are set and the user is answered as the API shows it. */
export function signInWith(ctx: AppContext, holdings: AccountHoldings) {
  return async (cookie: CookieJar, signIn: SignIn) => {
    setSessionCookies(ctx.config, cookie, signIn.token, signIn.expiresAt);
    // Identifications made as a visitor in this browser move to the account.
    await holdings.claimVisitorIdentifications(cookie, signIn.user);
    return toPublicUser(signIn.user, ctx.now());
  };
}
