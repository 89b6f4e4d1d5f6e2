/**
 * The access and layout columns of the route table, in one place: the Layout reads them
 * so every page, including ones still being built, gets the right chrome and the login redirect.
 */
export type Access = 'all' | 'user' | 'admin';

const LOGIN_REQUIRED = /^\/(identifications(\/.*)?|history|reviews|dives(\/.*)?|trips(\/.*)?|subscription|checkout|subscription-success|profile)\/?$/;
const ADMIN_ONLY = /^\/admin\/?$/;
/** App screens: no footer (every page, marketing ones too, has the one app bar). */
const APP_SCREENS =
  /^\/(admin|discover|profile|identification|history|reviews|dives(\/.*)?|trips(\/.*)?|identifications(\/.*)?|species\/.*|subscription|checkout|subscription-success|verify-email|404)\/?$/;

export function accessOf(pathname: string): Access {
  if (ADMIN_ONLY.test(pathname)) return 'admin';
  return LOGIN_REQUIRED.test(pathname) ? 'user' : 'all';
}

/** True on the marketing pages (home, pricing, about, legal): the footer below the page. */
export function showsChrome(pathname: string): boolean {
  return !APP_SCREENS.test(pathname);
}

/** The words of the bar's links, by address (nav-words.ts gives them in the page's language). */
export type LinkLabels = Record<string, string>;
const labelled = (hrefs: string[], labels: LinkLabels) => hrefs.map((href) => ({ href, label: labels[href] ?? href }));

/** The phone menu's links; the footer has its own list. */
export function navLinks(labels: LinkLabels) {
  return labelled(['/', '/identification', '/discover', '/pricing', '/about'], labels);
}

/** The compact app bar's links; History and Dives only for a signed-in user, Reviews only for an expert. */
export function appLinks(signedIn: boolean, isExpert: boolean, labels: LinkLabels) {
  return labelled(['/identification', '/discover', ...(signedIn ? ['/history', '/dives', ...(isExpert ? ['/reviews'] : [])] : [])], labels);
}

/** The phone's bottom tabs: `who` is 'member' for a signed-in user's only, 'visitor' for a visitor's only. */
const TABS = [
  { href: '/identification', who: 'all' },
  { href: '/history', who: 'member' },
  { href: '/dives', who: 'member' },
  { href: '/discover', who: 'all' },
  { href: '/profile', who: 'member' },
  { href: '/auth', who: 'visitor' },
] as const;

export function allTabs(labels: LinkLabels) {
  return TABS.map((tab) => ({ ...tab, label: labels[tab.href] ?? tab.href }));
}

/** The tabs a member or a visitor sees, in order. */
export function tabsFor(signedIn: boolean, labels: LinkLabels) {
  return allTabs(labels).filter((tab) => tab.who === 'all' || tab.who === (signedIn ? 'member' : 'visitor'));
}

/** Links of the signed-in account menu (and its mobile mirror); its words are the account menu's own. */
export function accountLinks(isAdmin: boolean, isExpert: boolean, labels: LinkLabels) {
  return labelled(['/profile', '/history', '/dives', '/trips', '/subscription', ...(isExpert ? ['/reviews'] : []), ...(isAdmin ? ['/admin'] : [])], labels);
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
