import type { AppContext } from '../../../context';
import { mailerFor } from '../../../lib/mail/mailer';
import type { UserRow } from '../repo';
import { FAILED_LOGIN_WINDOW_MS, FREE_FAILURES_PER_ACCOUNT } from './throttle';

function failedLoginMail(ctx: AppContext, user: UserRow) {
  const minutes = FAILED_LOGIN_WINDOW_MS / 60_000;
  return {
    to: user.email,
    subject: 'Wrong passwords were entered for your ReefID account',
    text: [
      `Hello ${user.username},`,
      '',
      `A wrong password was entered for your ReefID account ${FREE_FAILURES_PER_ACCOUNT} times within ${minutes} minutes.`,
      'If that was you, you can ignore this e-mail.',
      '',
      'If it was not, someone may be trying to guess your password. Each further try now has to wait longer,',
      'and your correct password still lets you in. To be safe, choose a new password that you use nowhere else:',
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
