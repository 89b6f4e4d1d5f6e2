import { useUser } from './useUser';

/** The buttons' words, in the page's language (rendered with the page, so the island ships no messages). */
interface Labels {
  viewPlans: string;
  signIn: string;
  register: string;
}
/** Home page buttons that depend on the session: 'View Plans' when signed in, else 'Sign In' and 'Register'. */
export default function HomeAccountLinks({ labels }: { labels: Labels }) {
  const user = useUser();
  if (user) return <a className="btn btn-lg btn-on-dark" href="/subscription">{labels.viewPlans}</a>;
  // While the session loads, the guest buttons keep their place unseen (hidden also from keyboard and
  // screen readers), so nothing jumps.
  return (
    <span style={{ display: 'contents', visibility: user === undefined ? 'hidden' : undefined }}>
      <a className="btn btn-lg btn-on-dark" href="/auth">{labels.signIn}</a>
      <a className="btn btn-lg btn-on-dark" href="/auth?tab=register">{labels.register}</a>
    </span>
  );
}
