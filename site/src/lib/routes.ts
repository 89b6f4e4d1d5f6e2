/**
 * The access and layout columns of the route table, in one place: the Layout reads them
 * so every page, including ones still being built, gets the right chrome and the login redirect.
 */
export type Access = 'all' | 'user' | 'admin';

const LOGIN_REQUIRED = /^\/(identifications(\/.*)?|history|reviews|dives(\/.*)?|subscription|checkout|subscription-success|profile)\/?$/;
const ADMIN_ONLY = /^\/admin\/?$/;
/** App screens: no footer (every page, marketing ones too, has the one app bar). */
const APP_SCREENS =
  /^\/(admin|discover|profile|identification|history|reviews|dives(\/.*)?|identifications(\/.*)?|species\/.*|subscription|checkout|subscription-success|verify-email|404)\/?$/;

export function accessOf(pathname: string): Access {
  if (ADMIN_ONLY.test(pathname)) return 'admin';
  return LOGIN_REQUIRED.test(pathname) ? 'user' : 'all';
}

/** True on the marketing pages (home, pricing, about, legal): the footer below the page. */
export function showsChrome(pathname: string): boolean {
  return !APP_SCREENS.test(pathname);
}

/** The phone menu's links; the footer has its own list. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/identification', label: 'Identify' },
  { href: '/discover', label: 'Discover' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
];

/** The review queue: only experts have one. */
const REVIEWS_LINK = { href: '/reviews', label: 'Reviews' };

/** The compact app bar's links; History and Dives only for a signed-in user, Reviews only for an expert. */
export function appLinks(signedIn: boolean, isExpert = false) {
  return [
    { href: '/identification', label: 'Identify' },
    { href: '/discover', label: 'Discover' },
    ...(signedIn
      ? [
          { href: '/history', label: 'History' },
          { href: '/dives', label: 'Dives' },
          ...(isExpert ? [REVIEWS_LINK] : []),
        ]
      : []),
  ];
}

/** The phone's bottom tabs: `who` is 'member' for a signed-in user's only, 'visitor' for a visitor's only. */
export const ALL_TABS = [
  { href: '/identification', label: 'Identify', who: 'all' },
  { href: '/history', label: 'History', who: 'member' },
  { href: '/dives', label: 'Dives', who: 'member' },
  { href: '/discover', label: 'Discover', who: 'all' },
  { href: '/profile', label: 'Profile', who: 'member' },
  { href: '/auth', label: 'Sign in', who: 'visitor' },
] as const;

/** The tabs a member or a visitor sees, in order. */
export function tabsFor(signedIn: boolean) {
  return ALL_TABS.filter((tab) => tab.who === 'all' || tab.who === (signedIn ? 'member' : 'visitor'));
}

/** Links of the signed-in account menu (and its mobile mirror). */
export function accountLinks(isAdmin: boolean, isExpert = false) {
  return [
    { href: '/profile', label: 'My Profile' },
    { href: '/history', label: 'My Identifications' },
    { href: '/dives', label: 'My Dives' },
    { href: '/subscription', label: 'My Subscription' },
    ...(isExpert ? [REVIEWS_LINK] : []),
    ...(isAdmin ? [{ href: '/admin', label: 'Admin Dashboard' }] : []),
  ];
}

/** True when `href` is the page at `pathname` (or, for sections, a page under it). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** The section a page belongs to: a detail page to History, a dive to Dives, a species page to Discover. */
export function sectionOf(pathname: string): string {
  if (/^\/identifications(\/|$)/.test(pathname)) return '/history';
  if (/^\/species(\/|$)/.test(pathname)) return '/discover';
  return pathname.replace(/\/+$/, '') || '/';
}

/** `aria-current` of an app bar link or tab: "page" on that page, "true" elsewhere in its section. */
export function currentOf(href: string, pathname: string): 'page' | 'true' | undefined {
  if (isCurrent(href, pathname)) return 'page';
  return sectionOf(pathname) === href ? 'true' : undefined;
}
