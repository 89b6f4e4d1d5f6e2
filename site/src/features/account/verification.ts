import { answer, api } from '../../lib/api';

/** POST /api/verify-email/resend: a new link to the signed-in user's address. */
export function resendVerificationEmail() {
  return answer(api['verify-email'].resend.post());
}
