import { useEffect, type ReactNode } from 'react';
import { leaveFor } from './leave-for';
import type { PublicUser } from '../../lib/types';
import { useUser } from './useUser';
import { signInFor } from './auth/auth-tab';

/**
 * Loads the user and redirects when the route is not for them: /auth without a session (back here once signed in); admin
 * screens send visitors and non-admins alike to /. Returns the user (undefined while
 * loading). The server enforces the same rules on every call.
 */
export function useRequiredUser(admin = false): PublicUser | null | undefined {
  const user = useUser();
  useEffect(() => {
    if (user === null) leaveFor(admin ? '/' : signInFor(location.pathname + location.search));
    else if (user && admin && !user.isAdmin) leaveFor('/');
  }, [user, admin]);
  return user;
}

/** A spinner with a label, for anything that loads; `label` names it in the page's language when no text is shown. */
export function Loading({ text, label = 'Loading' }: { text?: string | undefined; label?: string | undefined }) {
  return (
    <div className="loading" role="status" aria-label={text ?? label}>
      <div className="spinner" aria-hidden="true" />
      {text && <p>{text}</p>}
    </div>
  );
}

interface Props {
  /** Admin-only screens send everyone else, visitors included, to /. */
  admin?: boolean;
  /** Shown under the spinner while the user loads, e.g. 'Loading profile...'. */
  loadingText?: string;
  /** The spinner's name for screen readers when no text is shown, in the page's language ('Loading' on admin screens). */
  loadingLabel?: string;
  children: (user: PublicUser) => ReactNode;
}

/** Login-required screens: a spinner while the user loads, then the screen or a redirect. */
export default function RequireUser({ admin = false, loadingText, loadingLabel, children }: Props) {
  const user = useRequiredUser(admin);
  if (!user || (admin && !user.isAdmin)) return <Loading text={loadingText} label={loadingLabel} />;
  return <>{children(user)}</>;
}
