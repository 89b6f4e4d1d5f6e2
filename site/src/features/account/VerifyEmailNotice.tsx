import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { PublicUser } from '../../lib/types';
import { toast } from '../../ui/toasts';
import { resendVerificationEmail, VERIFICATION_SENT } from './verification';
import './VerifyEmailNotice.css';

export const VERIFY_TO_CONTINUE = 'Verify your e-mail address to start the free trial or buy a lifetime plan.';

/**
 * For a signed-in user whose address is not verified: what it is needed for, and "Resend verification e-mail".
 * Shows nothing otherwise.
 */
export default function VerifyEmailNotice({ user, message }: { user: PublicUser | null | undefined; message?: string }) {
  const [busy, setBusy] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setBusy(true);
    try {
      await resendVerificationEmail();
      toast({ title: 'Verification e-mail sent', description: `${VERIFICATION_SENT} Check ${user.email}.` });
    } catch (error) {
      toast({ title: 'Could not send the e-mail', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card verify-email-notice" role="status">
      <p>
        {message ?? VERIFY_TO_CONTINUE} We sent a link to <strong>{user.email}</strong>.
      </p>
      <button type="button" className="btn btn-outline" onClick={resend} disabled={busy}>
        {busy ? 'Sending…' : 'Resend verification e-mail'}
      </button>
    </div>
  );
}
