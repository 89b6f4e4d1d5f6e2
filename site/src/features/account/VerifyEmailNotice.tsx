import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { PublicUser } from '../../lib/types';
import { toast } from '../../ui/toasts';
import { resendVerificationEmail } from './verification';
import { fill } from '../../lib/fill';
import type { VerifyWords } from './account-words';
import './VerifyEmailNotice.css';

/**
 * For a signed-in user whose address is not verified: what it is needed for, and "Resend verification e-mail".
 * Shows nothing otherwise.
 */
export default function VerifyEmailNotice({ user, message, words }: { user: PublicUser | null | undefined; message?: string; words: VerifyWords }) {
  const [busy, setBusy] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setBusy(true);
    try {
      await resendVerificationEmail();
      toast({ title: words.sentTitle, description: `${words.sent} ${fill(words.checkEmail, { email: user.email })}` });
    } catch (error) {
      toast({ title: words.notSentTitle, description: errorMessage(error, words.tryLater), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  // The address is shown in bold where the sentence names it.
  const [before = '', after = ''] = words.weSentTo.split('{email}');
  return (
    <div className="card verify-email-notice" role="status">
      <p>
        {message ?? words.toContinue} {before}
        <strong>{user.email}</strong>
        {after}
      </p>
      <button type="button" className="btn btn-outline" onClick={resend} disabled={busy}>
        {busy ? words.sending : words.resend}
      </button>
    </div>
  );
}
