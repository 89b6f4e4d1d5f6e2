import { email_failed_login_count, email_failed_login_if_not, email_failed_login_if_you, email_failed_login_subject, email_hello } from '@messages/messages.js';
import { DEFAULT_LANGUAGE } from '@rules/languages';
import type { AppContext } from '../../../context';
import { mailerFor } from '../../../lib/mail/mailer';
import type { UserRow } from '../repo';
import { FAILED_LOGIN_WINDOW_MS, FREE_FAILURES_PER_ACCOUNT } from './throttle';

/** In the account's language (English until it chooses one); the English words are those it always had. */
function failedLoginMail(ctx: AppContext, user: UserRow) {
  const minutes = FAILED_LOGIN_WINDOW_MS / 60_000;
  const locale = user.locale ?? DEFAULT_LANGUAGE;
  return {
    to: user.email,
    subject: email_failed_login_subject({}, { locale }),
    text: [
      email_hello({ username: user.username }, { locale }),
      '',
      email_failed_login_count({ count: FREE_FAILURES_PER_ACCOUNT, minutes }, { locale }),
      email_failed_login_if_you({}, { locale }),
      '',
      email_failed_login_if_not({}, { locale }),
      '',
      new URL('/profile', ctx.config.publicUrl).href,
    ].join('\n'),
  };
}

/**
 * Tells the owner of an account when its failures reach the point where tries start to wait: once per burst,
 * not at every failure. Not awaited by the caller, so a wrong password for a real account answers as fast as
 * one for an unknown name; a mail that cannot go is logged by the mailer.
 */
export function noticeRepeatedFailures(ctx: AppContext, user: UserRow, failures: number): void {
  if (failures !== FREE_FAILURES_PER_ACCOUNT) return;
  void mailerFor(ctx.config.mail)(failedLoginMail(ctx, user));
}
