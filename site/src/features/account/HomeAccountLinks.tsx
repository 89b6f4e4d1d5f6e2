import { useUser } from './useUser';

/** Home page buttons that depend on the session: 'View Plans' when signed in, else 'Sign In' and 'Register'. */
export default function HomeAccountLinks() {
  const user = useUser();
  if (user) return <a className="btn btn-lg btn-on-dark" href="/subscription">View Plans</a>;
  // While the session loads, the guest buttons keep their place unseen (hidden also from keyboard and
  // screen readers), so nothing jumps.
  return (
    <span style={{ display: 'contents', visibility: user === undefined ? 'hidden' : undefined }}>
      <a className="btn btn-lg btn-on-dark" href="/auth">Sign In</a>
      <a className="btn btn-lg btn-on-dark" href="/auth?tab=register">Register</a>
    </span>
  );
}
