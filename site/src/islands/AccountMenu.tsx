import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../lib/api';
import { $user, loadUser, logout } from '../stores/session';
import { toast } from '../stores/toasts';

interface Props {
  links: Array<{ href: string; label: string }>;
}

/** The account side of the top bar: guest links or the user menu, plus the mobile menu mirroring both. */
export default function AccountMenu({ links }: Props) {
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => void loadUser(), []);

  const signOut = async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
    }
  };

  const accountLinks = user
    ? [
        { href: '/profile', label: 'My Profile' },
        { href: '/history', label: 'My Identifications' },
        { href: '/subscription', label: 'My Subscription' },
        ...(user.isAdmin ? [{ href: '/admin', label: 'Admin Dashboard' }] : []),
      ]
    : [];

  return (
    <div className="account">
      {user === undefined ? null : user ? (
        <div className="account-desktop">
          <button type="button" className="icon-btn" aria-label="Notifications">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
            </svg>
          </button>
          <div className="user-menu">
            <button type="button" className="user-trigger" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
              {user.username}
            </button>
            {open && (
              <div className="menu" role="menu">
                <div className="menu-head">
                  <strong>{user.username}</strong>
                  <span>{user.email}</span>
                </div>
                {accountLinks.map((link) => (
                  <a key={link.href} role="menuitem" href={link.href}>
                    {link.label}
                  </a>
                ))}
                <button type="button" role="menuitem" onClick={signOut}>
                  Log out
                </button>
              </div>
            )}
          </div>
        </div>
      ) : (
        <div className="account-desktop">
          <a className="btn btn-ghost guest-link" href="/auth">Sign in</a>
          <a className="btn" href="/auth?tab=register">Register</a>
        </div>
      )}
      <button type="button" className="icon-btn menu-toggle" aria-label="Menu" aria-expanded={mobileOpen} onClick={() => setMobileOpen(!mobileOpen)}>
        ☰
      </button>
      {mobileOpen && (
        <nav className="mobile-menu" aria-label="Mobile">
          {links.map((link) => (
            <a key={link.href} href={link.href}>{link.label}</a>
          ))}
          <hr />
          {user ? (
            <>
              <div className="menu-head">
                <strong>{user.username}</strong>
                <span>{user.email}</span>
              </div>
              {accountLinks.map((link) => (
                <a key={link.href} href={link.href}>{link.label}</a>
              ))}
              <button type="button" onClick={signOut}>Log out</button>
            </>
          ) : (
            <>
              <a href="/auth">Sign in</a>
              <a href="/auth?tab=register">Register</a>
            </>
          )}
        </nav>
      )}
      <style>{`
        .account { display: flex; align-items: center; gap: 0.5rem; position: relative; }
        .account-desktop { display: flex; align-items: center; gap: 0.5rem; }
        .guest-link { color: #fff; }
        .icon-btn { background: none; border: 0; color: #fff; cursor: pointer; padding: 0.4rem; font-size: 1.2rem; }
        .user-menu { position: relative; }
        .user-trigger { background: var(--ocean-700); color: #fff; border: 0; border-radius: 999px; padding: 0.4rem 0.9rem; font: inherit; cursor: pointer; }
        .menu, .mobile-menu { position: absolute; right: 0; top: calc(100% + 0.4rem); z-index: 50; min-width: 220px;
          background: #fff; color: var(--ink); border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow);
          display: flex; flex-direction: column; padding: 0.4rem; }
        .menu a, .menu button, .mobile-menu a, .mobile-menu button { text-align: left; padding: 0.5rem 0.6rem; border-radius: 6px;
          color: var(--ink); text-decoration: none; background: none; border: 0; font: inherit; cursor: pointer; }
        .menu a:hover, .menu button:hover, .mobile-menu a:hover, .mobile-menu button:hover { background: var(--ocean-100); }
        .menu-head { display: flex; flex-direction: column; padding: 0.5rem 0.6rem; border-bottom: 1px solid var(--line); margin-bottom: 0.3rem; }
        .menu-head span { color: var(--muted); font-size: 0.88rem; }
        .mobile-menu hr { border: 0; border-top: 1px solid var(--line); width: 100%; }
        .menu-toggle { display: none; }
        @media (max-width: 760px) { .account-desktop { display: none; } .menu-toggle { display: block; } }
      `}</style>
    </div>
  );
}
