export type AuthTab = 'login' | 'register';

/** The tab /auth opens on: `?tab=register` asks for Register; no tab, `?tab=login` or anything else, Login. */
export function authTabOf(search: string): AuthTab {
  return new URLSearchParams(search).get('tab') === 'register' ? 'register' : 'login';
}
