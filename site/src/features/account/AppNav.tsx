import { pathIn, type Language } from '@rules/languages';
import type { NavWords } from '../../lib/nav-words';
import { appLinks, currentOf, navLinks, tabsFor } from '../../lib/routes';
import MobileMenu from './menu/MobileMenu';
import Notifications from './menu/Notifications';
import UserMenu from './menu/UserMenu';
import { signOut } from './sign-out';
import TabIcon from './TabIcon';
import { useUser } from './useUser';
import './AccountMenu.css';
import './AppNav.css';

/**
 * The app bar's links and account side (on every page), and on a phone the bottom tabs. Visitors get Identify,
 * Discover and Sign in; History, Dives, the bell, the account menu and the members' tabs come with the user.
 */
export default function AppNav({ path, language, words }: { path: string; language: Language; words: NavWords }) {
  const user = useUser();

  return (
    <>
      <nav className="appbar-links" aria-label={words.app}>
        {appLinks(!!user, !!user?.isExpert, words.links).map((link) => (
          <a key={link.href} href={pathIn(language, link.href)} aria-current={currentOf(link.href, path)}>{link.label}</a>
        ))}
      </nav>
      <div className="account appbar-account" aria-busy={user === undefined}>
        {user ? (
          <>
            <Notifications words={words.notifications} />
            <div className="appbar-wide">
              <UserMenu user={user} onSignOut={signOut} language={language} words={words} />
            </div>
          </>
        ) : (
          user === null && <a className="btn btn-ghost guest-link appbar-wide" href="/auth">{words.signIn}</a>
        )}
        <MobileMenu links={navLinks(words.links)} user={user} onSignOut={signOut} language={language} words={words} />
      </div>
      {user !== undefined && (
        <nav className="tabbar" aria-label={words.tabBar}>
          {tabsFor(!!user, words.links).map((tab) => (
            <a key={tab.href} href={pathIn(language, tab.href)} aria-current={currentOf(tab.href, path)}>
              <TabIcon href={pathIn(language, tab.href)} />
              <span>{tab.label}</span>
            </a>
          ))}
        </nav>
      )}
    </>
  );
}
