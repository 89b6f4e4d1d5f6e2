import { appLinks, currentOf, NAV_LINKS, TABS } from '../../lib/routes';
import MobileMenu from './menu/MobileMenu';
import Notifications from './menu/Notifications';
import UserMenu from './menu/UserMenu';
import { signOut } from './sign-out';
import TabIcon from './TabIcon';
import { useUser } from './useUser';
import './AccountMenu.css';
import './AppNav.css';

/**
 * The compact app bar's links and account side, and on a phone the bottom tabs of a signed-in user. Visitors get
 * Identify, Discover and Sign in as built; History, the bell, the account menu and the tabs come with the user.
 */
export default function AppNav({ path }: { path: string }) {
  const user = useUser();
  const menuLinks = NAV_LINKS.map((link) => (link.href === '/discover' ? { ...link, label: 'Discover' } : link));

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
        <MobileMenu links={menuLinks} user={user} onSignOut={signOut} />
      </div>
      {user && (
        <nav className="tabbar" aria-label="Tab bar">
          {TABS.map((tab) => (
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
