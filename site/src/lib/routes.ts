/**
 * The access and layout columns of the route table, in one place: the Layout reads them
 * so every page, including ones still being built, gets the right chrome and the login redirect.
 */
export type Access = 'all' | 'user' | 'admin';

const LOGIN_REQUIRED = /^\/(identifications(\/.*)?|history|subscription|checkout|subscription-success|profile)\/?$/;
const ADMIN_ONLY = /^\/admin\/?$/;
/** App screens that bring their own header: no top bar, no footer. */
const WITHOUT_CHROME = /^\/(admin|discover|profile|identification|history|identifications(\/.*)?|species\/.*)\/?$/;

export function accessOf(pathname: string): Access {
  if (ADMIN_ONLY.test(pathname)) return 'admin';
  return LOGIN_REQUIRED.test(pathname) ? 'user' : 'all';
}

export function showsChrome(pathname: string): boolean {
  return !WITHOUT_CHROME.test(pathname);
}

/** Top bar links; the footer has its own list. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/identification', label: 'Identify' },
  { href: '/discover', label: 'Discover Species' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
];

/** Links of the signed-in account menu (and its mobile mirror). */
export function accountLinks(isAdmin: boolean) {
  return [
    { href: '/profile', label: 'My Profile' },
    { href: '/history', label: 'My Identifications' },
    { href: '/subscription', label: 'My Subscription' },
    ...(isAdmin ? [{ href: '/admin', label: 'Admin Dashboard' }] : []),
  ];
}

/** True when `href` is the page at `pathname` (or, for sections, a page under it). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
