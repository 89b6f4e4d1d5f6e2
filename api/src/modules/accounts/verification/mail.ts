import { email_hello, email_verify_ignore, email_verify_open_link, email_verify_subject, email_verify_then } from '@messages/messages.js';
import { DEFAULT_LANGUAGE } from '@rules/languages';
import type { AppContext } from '../../../context';
import { mailerFor } from '../../../lib/mail/mailer';
import { updateUser, type UserRow } from '../repo';
import { makeVerificationToken } from './token';

/** In the account's language (English until it chooses one); the English words are those it always had. */
function verificationMail(ctx: AppContext, user: UserRow) {
  const token = makeVerificationToken(ctx.config.cookieSecret, user, ctx.now());
  const link = new URL(`/api/verify-email?token=${token}`, ctx.config.publicUrl).href;
  const locale = user.locale ?? DEFAULT_LANGUAGE;
  return {
    to: user.email,
    subject: email_verify_subject({}, { locale }),
    text: [
      email_hello({ username: user.username }, { locale }),
      '',
      email_verify_open_link({}, { locale }),
      '',
      link,
      '',
      email_verify_then({}, { locale }),
      email_verify_ignore({}, { locale }),
    ].join('\n'),
  };
}

/** Sends a new verification link to the user's current address. False when it could not be sent. */
export async function sendVerificationEmail(ctx: AppContext, user: UserRow): Promise<boolean> {
  const sent = await mailerFor(ctx.config.mail)(verificationMail(ctx, user));
  if (sent) await updateUser(ctx.db, user.id, { verificationSentAt: ctx.now() });
  return sent;
}
