import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { PublicUser } from '../lib/types';
import { $user, loadUser } from '../stores/session';

interface Props {
  /** Admin-only screens send everyone else, visitors included, to /. */
  admin?: boolean;
  children: (user: PublicUser) => ReactNode;
}

/**
 * Login-required screens: a spinner while the user loads, then /auth for visitors without a session
 * (admin screens send visitors and non-admins to /, section 6). The server enforces the same rules on every call.
 */
export default function RequireUser({ admin = false, children }: Props) {
  const user = useStore($user);
  useEffect(() => void loadUser(), []);
  useEffect(() => {
    if (user === null) window.location.replace(admin ? '/' : '/auth');
    else if (user && admin && !user.isAdmin) window.location.replace('/');
  }, [user, admin]);
  if (!user || (admin && !user.isAdmin)) return <div className="spinner" role="status" aria-label="Loading" />;
  return <>{children(user)}</>;
}
