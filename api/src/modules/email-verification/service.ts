import type { AppContext } from '../../context';
import { conflict, HttpError, tooManyRequests } from '../../lib/errors';
import { mailerFor } from '../../lib/mail/mailer';
import { findUserById, updateUser, type UserRow } from '../users/repo';
import { makeVerificationToken, readVerificationToken } from './token';

/** One e-mail a minute per account: enough for a lost message, too few to flood an inbox. */
export const RESEND_INTERVAL_MS = 60 * 1000;

export const MAIL_NOT_SENT = 'The verification e-mail could not be sent. Please try again later.';

function verificationMail(ctx: AppContext, user: UserRow) {
  const token = makeVerificationToken(ctx.config.cookieSecret, user, ctx.now());
  const link = new URL(`/api/verify-email?token=${token}`, ctx.config.publicUrl).href;
  return {
    to: user.email,
    subject: 'Verify your e-mail address for ReefID',
    text: [
      `Hello ${user.username},`,
      '',
      'Please confirm your e-mail address by opening this link within 24 hours:',
      '',
      link,
      '',
      'Once it is confirmed you can start your free trial or buy a lifetime plan.',
      'If you did not create a ReefID account, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/** Sends a new verification link to the user's current address. False when it could not be sent. */
export async function sendVerificationEmail(ctx: AppContext, user: UserRow): Promise<boolean> {
  const sent = await mailerFor(ctx.config.mail)(verificationMail(ctx, user));
  if (sent) updateUser(ctx.db, user.id, { verificationSentAt: ctx.now() });
  return sent;
}

/** "Resend verification e-mail": only for an unverified address, at most once a minute. */
export async function resendVerificationEmail(ctx: AppContext, user: UserRow): Promise<{ sent: true }> {
  if (user.emailVerifiedAt) throw conflict('Your e-mail address is already verified');
  const wait = user.verificationSentAt ? user.verificationSentAt.getTime() + RESEND_INTERVAL_MS - ctx.now().getTime() : 0;
  if (wait > 0) {
    throw tooManyRequests('A verification e-mail was sent less than a minute ago. Please check your inbox, or try again in a minute.', wait / 1000);
  }
  if (!(await sendVerificationEmail(ctx, user))) throw new HttpError(503, MAIL_NOT_SENT);
  return { sent: true };
}

export type VerificationResult = 'verified' | 'already-verified' | 'expired' | 'invalid';

/** Follows a link: marks the address verified when the token is the server's, unexpired, and for the current address. */
export function verifyEmail(ctx: AppContext, token: string): VerificationResult {
  const check = readVerificationToken(ctx.config.cookieSecret, token, (id) => findUserById(ctx.db, id)?.email, ctx.now());
  if (!check) return 'invalid';
  const user = findUserById(ctx.db, check.userId)!;
  if (user.emailVerifiedAt) return 'already-verified';
  if (check.expired) return 'expired';
  updateUser(ctx.db, user.id, { emailVerifiedAt: ctx.now() });
  return 'verified';
}
