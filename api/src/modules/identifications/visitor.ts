import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { readCookie, setCookie, type CookieJar } from '../../lib/cookies';

/** Anonymous visitors are known by a random id in a signed HttpOnly cookie, kept for a year. */
export const VISITOR_COOKIE = 'visitor';
const VISITOR_COOKIE_DAYS = 365;

function signature(secret: string, id: string): string {
  return new Bun.CryptoHasher('sha256', secret).update(`visitor:${id}`).digest('base64url');
}

/** The visitor id from a cookie whose signature is ours, else undefined. */
export function readVisitorId(ctx: AppContext, cookie: CookieJar): string | undefined {
  return visitorIdOf(ctx, readCookie(cookie, VISITOR_COOKIE));
}

/** The visitor id in a visitor cookie's value when its signature is ours, else undefined. */
export function visitorIdOf(ctx: AppContext, value: string | null | undefined): string | undefined {
  const [id, given] = value?.split('.') ?? [];
  if (!id || !given) return undefined;
  const expected = Buffer.from(signature(ctx.config.cookieSecret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
}

/** The visitor's id, issuing a new signed cookie when there is no valid one. */
export function visitorIdFor(ctx: AppContext, cookie: CookieJar): string {
  const known = readVisitorId(ctx, cookie);
  if (known) return known;
  const id = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url');
  const expires = new Date(ctx.now().getTime() + VISITOR_COOKIE_DAYS * 24 * 60 * 60 * 1000);
  setCookie(ctx.config, cookie, VISITOR_COOKIE, `${id}.${signature(ctx.config.cookieSecret, id)}`, expires);
  return id;
}
