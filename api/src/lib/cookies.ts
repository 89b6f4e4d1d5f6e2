import type { Cookie } from 'elysia';
import type { Config } from '../env';

export type CookieJar = Record<string, Cookie<unknown>>;

/**
 * Every cookie the product sets: HttpOnly, SameSite=Lax, Secure when the public URL is https. `readByScript` is only
 * for a cookie that grants nothing (the signed-in marker).
 */
export function setCookie(config: Config, jar: CookieJar, name: string, value: string, expires: Date, readByScript = false): void {
  jar[name]!.set({
    value,
    httpOnly: !readByScript,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires,
  });
}

export function clearCookie(config: Config, jar: CookieJar, name: string): void {
  setCookie(config, jar, name, '', new Date(0));
}

export function readCookie(jar: CookieJar, name: string): string | undefined {
  const value = jar[name]?.value;
  return typeof value === 'string' && value ? value : undefined;
}
