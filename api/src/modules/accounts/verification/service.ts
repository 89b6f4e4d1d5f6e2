import type { AppContext } from '../../../context';
import { conflict, HttpError, tooManyRequests } from '../../../lib/errors';
import { findUserById, updateAccount, type UserRow } from '../service';
import { sendVerificationEmail } from './mail';
import { readVerificationToken } from './token';

/** One e-mail a minute per account: enough for a lost message, too few to flood an inbox. */
export const RESEND_INTERVAL_MS = 60 * 1000;

export const MAIL_NOT_SENT = 'The verification e-mail could not be sent. Please try again later.';

/** "Resend verification e-mail": only for an unverified address, at most once a minute. */
export async function resendVerificationEmail(ctx: AppContext, user: UserRow): Promise<{ sent: true }> {
  if (user.emailVerifiedAt) throw conflict('Your e-mail address is already verified', 'account.already_verified');
  const wait = user.verificationSentAt ? user.verificationSentAt.getTime() + RESEND_INTERVAL_MS - ctx.now().getTime() : 0;
  if (wait > 0) {
    throw tooManyRequests('A verification e-mail was sent less than a minute ago. Please check your inbox, or try again in a minute.', wait / 1000, 'account.verification_recently_sent');
  }
  if (!(await sendVerificationEmail(ctx, user))) throw new HttpError(503, MAIL_NOT_SENT, {}, 'account.verification_not_sent');
  return { sent: true };
}

export type VerificationResult = 'verified' | 'already-verified' | 'expired' | 'invalid';

/** Follows a link: marks the address verified when the token is the server's, unexpired, and for the current address. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<VerificationResult> {
  const check = await readVerificationToken(ctx.config.cookieSecret, token, async (id) => (await findUserById(ctx.db, id))?.email, ctx.now());
  if (!check) return 'invalid';
  const user = (await findUserById(ctx.db, check.userId))!;
  if (user.emailVerifiedAt) return 'already-verified';
  if (check.expired) return 'expired';
  await updateAccount(ctx.db, user.id, { emailVerifiedAt: ctx.now() });
  return 'verified';
}
