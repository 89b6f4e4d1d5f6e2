import type { AppContext } from '../../../context';
import { mailerFor } from '../../../lib/mail/mailer';
import { updateUser, type UserRow } from '../repo';
import { makeVerificationToken } from './token';

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
  if (sent) await updateUser(ctx.db, user.id, { verificationSentAt: ctx.now() });
  return sent;
}
