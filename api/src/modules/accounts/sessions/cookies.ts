import { SIGNED_IN_COOKIE } from '@rules/account';
import type { Config } from '../../../env';
import { clearCookie, readCookie, setCookie, type CookieJar } from '../../../lib/cookies';
import { SESSION_COOKIE } from './sessions';

/**
 * The session cookie (HttpOnly), and beside it, with the same expiry, the marker the site's script reads so that a
 * visitor's page need not ask /api/user (rules/account.ts). The marker grants nothing: only the session counts.
 */
export function setSessionCookies(config: Config, jar: CookieJar, token: string, expires: Date): void {
  setCookie(config, jar, SESSION_COOKIE, token, expires);
  setCookie(config, jar, SIGNED_IN_COOKIE, '1', expires, true);
}

export function clearSessionCookies(config: Config, jar: CookieJar): void {
  clearCookie(config, jar, SESSION_COOKIE);
  setCookie(config, jar, SIGNED_IN_COOKIE, '', new Date(0), true);
}

/** A marker left without its session (the browser dropped one, or an older sign-in set none) is cleared. */
export function clearStrayMarker(config: Config, jar: CookieJar): void {
  if (readCookie(jar, SIGNED_IN_COOKIE)) setCookie(config, jar, SIGNED_IN_COOKIE, '', new Date(0), true);
}
