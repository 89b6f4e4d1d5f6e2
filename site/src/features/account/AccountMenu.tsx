import { errorMessage } from '../../lib/api';
import { logout } from './session';
import { toast } from '../../ui/toasts';
import MobileMenu from './menu/MobileMenu';
import Notifications from './menu/Notifications';
import UserMenu from './menu/UserMenu';
import { useUser } from './useUser';

interface Props {
  links: Array<{ href: string; label: string }>;
}

/** The account side of the top bar: guest links or the user menu, plus the mobile menu mirroring both. */
export default function AccountMenu({ links }: Props) {
  const user = useUser();

  const signOut = async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
    }
  };

  return (
    <div className="account" aria-busy={user === undefined}>
      {user === undefined ? null : user ? (
        <div className="account-bar">
          <Notifications />
          <div className="account-desktop">
            <UserMenu user={user} onSignOut={signOut} />
          </div>
        </div>
      ) : (
        <div className="account-desktop">
          <a className="btn btn-ghost guest-link" href="/auth">Sign in</a>
          <a className="btn btn-light" href="/auth?tab=register">Register</a>
        </div>
      )}
      <MobileMenu links={links} user={user} onSignOut={signOut} />
      <style>{`
        .account { display: flex; align-items: center; gap: 0.5rem; min-height: 2.5rem; }
        .account-bar, .account-desktop { display: flex; align-items: center; gap: 0.5rem; }
        .account .guest-link { color: #fff; }
        .account .guest-link:hover { background: rgb(255 255 255 / 0.1); color: #fff; }
        .account .icon-btn { display: inline-flex; background: none; border: 0; color: #fff; cursor: pointer; padding: 0.5rem; border-radius: 8px; }
        .account .icon-btn:hover { background: rgb(255 255 255 / 0.1); }
        .user-menu, .notifications, .mobile { position: relative; }
        .user-trigger { display: inline-flex; align-items: center; gap: 0.5rem; background: var(--ocean-800); color: #fff; border: 0;
          border-radius: 999px; padding: 0.3rem 0.9rem 0.3rem 0.3rem; font: inherit; font-weight: 600; cursor: pointer; }
        .user-trigger:hover { background: var(--ocean-700); }
        .avatar { display: inline-grid; place-items: center; width: 1.8rem; height: 1.8rem; border-radius: 50%; background: var(--ocean-500); font-size: 0.9rem; }
        .account .menu { position: absolute; right: 0; top: calc(100% + 0.5rem); z-index: 50; min-width: 240px;
          background: #fff; color: var(--ink); border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow-lg);
          display: flex; flex-direction: column; padding: 0.4rem; }
        .account .menu a, .account .menu button { text-align: left; padding: 0.55rem 0.7rem; border-radius: 6px;
          color: var(--ink); text-decoration: none; background: none; border: 0; font: inherit; cursor: pointer; }
        .account .menu a:hover, .account .menu button:hover, .account .menu a:focus-visible, .account .menu button:focus-visible { background: var(--ocean-100); outline: none; }
        .account .menu-logout { color: var(--danger) !important; }
        .menu-head { display: flex; flex-direction: column; padding: 0.5rem 0.7rem 0.6rem; border-bottom: 1px solid var(--line); margin-bottom: 0.3rem; }
        .menu-head span { color: var(--muted); font-size: 0.88rem; overflow-wrap: anywhere; }
        .notifications-panel { gap: 0.2rem; padding: 0.9rem 1rem !important; }
        .notifications-panel span { color: var(--muted); font-size: 0.92rem; }
        .mobile-menu hr { border: 0; border-top: 1px solid var(--line); width: 100%; margin: 0.3rem 0; }
        .menu-toggle { display: none !important; }
        @media (max-width: 860px) {
          .account-desktop { display: none; }
          .menu-toggle { display: inline-flex !important; }
          .account .mobile-menu { position: fixed; left: 1rem; right: 1rem; top: 4.25rem; max-height: calc(100vh - 5rem); overflow: auto; }
        }
      `}</style>
    </div>
  );
}
