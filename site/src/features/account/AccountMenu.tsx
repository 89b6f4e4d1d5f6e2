import { signOut } from './sign-out';
import MobileMenu from './menu/MobileMenu';
import Notifications from './menu/Notifications';
import UserMenu from './menu/UserMenu';
import { useUser } from './useUser';
import './AccountMenu.css';

interface Props {
  links: Array<{ href: string; label: string }>;
}

/** The account side of the top bar: guest links or the user menu, plus the mobile menu mirroring both. */
export default function AccountMenu({ links }: Props) {
  const user = useUser();

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
    </div>
  );
}
