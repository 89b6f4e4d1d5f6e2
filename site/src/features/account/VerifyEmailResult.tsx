import { useState } from 'react';
import VerifyEmailNotice from './VerifyEmailNotice';
import { useUser } from './useUser';

/** What GET /api/verify-email found, by the `result` it sends the browser here with. */
const RESULTS: Record<string, { title: string; text: string; failed?: boolean }> = {
  verified: { title: 'E-mail verified', text: 'Thank you: your e-mail address is verified. You can now start the free trial or buy a lifetime plan.' },
  'already-verified': { title: 'E-mail verified', text: 'Your e-mail address was already verified.' },
  expired: { title: 'This link has expired', text: 'Verification links work for 24 hours. Send yourself a new one.', failed: true },
  invalid: {
    title: 'This link is not valid',
    text: 'It may be incomplete, or meant for an e-mail address the account no longer uses. Send yourself a new one.',
    failed: true,
  },
};

/** /verify-email?result=…: the end of the link in the verification e-mail. */
export default function VerifyEmailResult() {
  const [result] = useState(() => new URLSearchParams(window.location.search).get('result') ?? 'invalid');
  const user = useUser();
  const shown = RESULTS[result] ?? RESULTS.invalid!;
  return (
    <div className="narrow verify-email">
      <h1>{shown.title}</h1>
      <p role={shown.failed ? 'alert' : 'status'}>{shown.text}</p>
      {shown.failed && user === null && <p><a href="/auth">Sign in</a> to send a new link.</p>}
      {shown.failed && <VerifyEmailNotice user={user} message="A new link can be sent to your address." />}
      <p><a className="btn" href="/subscription">Go to My Subscription</a></p>
    </div>
  );
}
