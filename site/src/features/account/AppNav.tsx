import { appLinks, currentOf, NAV_LINKS, tabsFor } from '../../lib/routes';
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
export default function AppNav({ path }: { path: string }) {
  const user = useUser();

  return (
    <>
      <nav className="appbar-links" aria-label="App">
        {appLinks(!!user, !!user?.isExpert).map((link) => (
          <a key={link.href} href={link.href} aria-current={currentOf(link.href, path)}>{link.label}</a>
        ))}
      </nav>
      <div className="account appbar-account" aria-busy={user === undefined}>
        {user ? (
          <>
            <Notifications />
            <div className="appbar-wide">
              <UserMenu user={user} onSignOut={signOut} />
            </div>
          </>
        ) : (
          user === null && <a className="btn btn-ghost guest-link appbar-wide" href="/auth">Sign in</a>
        )}
        <MobileMenu links={NAV_LINKS} user={user} onSignOut={signOut} />
      </div>
      {user !== undefined && (
        <nav className="tabbar" aria-label="Tab bar">
          {tabsFor(!!user).map((tab) => (
            <a key={tab.href} href={tab.href} aria-current={currentOf(tab.href, path)}>
              <TabIcon href={tab.href} />
              <span>{tab.label}</span>
            </a>
          ))}
        </nav>
      )}
    </>
  );
}
