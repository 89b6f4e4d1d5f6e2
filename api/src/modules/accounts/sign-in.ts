import type { AppContext } from '../../context';
import type { CookieJar } from '../../lib/cookies';
import type { UserRow } from './repo';

type Claim = (ctx: AppContext, cookie: CookieJar, user: UserRow) => number;

let claim: Claim | undefined;

/**
 * The identifications module says how a browser's visitor identifications become the account's: it depends on
 * accounts, so the sign-in routes reach it through here rather than by importing it.
 */
export function claimVisitorIdentificationsBy(claimer: Claim): void {
  claim = claimer;
}

/** After register or login in the same browser: the visitor's identifications become the account's. */
export function claimVisitorIdentifications(ctx: AppContext, cookie: CookieJar, user: UserRow): number {
  if (!claim) throw new Error('The identifications module is not loaded: visitor identifications could not be claimed');
  return claim(ctx, cookie, user);
}
