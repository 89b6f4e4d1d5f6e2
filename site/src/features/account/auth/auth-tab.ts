export type AuthTab = 'login' | 'register';

/** The tab /auth opens on: `?tab=register` asks for Register; no tab, `?tab=login` or anything else, Login. */
export function authTabOf(search: string): AuthTab {
  return new URLSearchParams(search).get('tab') === 'register' ? 'register' : 'login';
}

/** Where signing in lands without a `next`: the member's own logbook, not the marketing page. */
export const SIGNED_IN_HOME = '/history';

/**
 * Where signing in lands: `?next=` when it is a path of this site (a login-required page sent the visitor here),
 * else History. Another origin, a protocol-relative `//host` or /auth itself is never followed.
 */
export function landingAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /^\/auth(\/|\?|$)/.test(next)) return SIGNED_IN_HOME;
  return next;
}

/** /auth, asked to come back to `path` (with its query) once signed in. */
export function signInFor(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
