import { PASSWORD_MAX_LENGTH } from '@rules/account';
import type { AppContext } from '../../../context';
import { tooManyRequests } from '../../../lib/errors';
import { passwordMatches } from '../../../lib/password';
import type { UserRow } from '../service';
import { noticeRepeatedFailures } from './failed-login-mail';
import { loginRetryAfter, recordLoginFailure } from './throttle';

/**
 * Whether `password` is the signed-in user's own, asked again before a change that matters (a new password,
 * deleting the account): a session left open on a shared computer must not be enough. Wrong answers count with
 * failed logins, so the password cannot be guessed here faster than at the login form; past the limit, 429.
 * A password longer than any we accept is wrong without hashing it.
 */
export async function isCurrentPassword(ctx: AppContext, user: UserRow, password: string, ip: string): Promise<boolean> {
  const wait = await loginRetryAfter(ctx.db, user.username, ip, ctx.now());
  if (wait) throw tooManyRequests('Too many wrong passwords. Please try again later.', wait, 'auth.too_many_wrong_passwords');
  const right = password.length > 0 && password.length <= PASSWORD_MAX_LENGTH && (await passwordMatches(password, user.password));
  if (!right) noticeRepeatedFailures(ctx, user, await recordLoginFailure(ctx.db, user.username, ip, ctx.now()));
  return right;
}
