import { answer, api } from '../../lib/api';

export const VERIFICATION_SENT = 'We sent a link to verify your e-mail address. It works for 24 hours.';
export const VERIFICATION_NOT_SENT = 'The verification e-mail could not be sent. Please try again later with "Resend verification e-mail".';

/** POST /api/verify-email/resend: a new link to the signed-in user's address. */
export function resendVerificationEmail() {
  return answer(api['verify-email'].resend.post());
}
