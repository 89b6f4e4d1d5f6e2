import { checkLogin, firstError, type LoginInput } from '@rules/account';
import type { AppContext } from '../../../context';
import { badRequest, HttpError, tooManyRequests } from '../../../lib/errors';
import { ruleMessage } from '../../../lib/error-messages';
import { hashPassword, passwordMatches } from '../../../lib/password';
import { findUserByUsername, type UserRow } from '../service';
import { noticeRepeatedFailures } from './failed-login-mail';
import { createSession } from './sessions';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from './throttle';

/** The same answer for an unknown username and a wrong password: it tells an attacker nothing. */
const INVALID_CREDENTIALS = 'Invalid username or password';
/** Verifying against this keeps an unknown username as slow as a wrong password. */
let dummyHash: Promise<string> | undefined;

export interface SignIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/**
 * Signs in with the right password, unless the name's failures make it wait: too many from this address, from
 * this address for any names, or from anywhere for this name (a delay that grows with each failure). The owner
 * is told by e-mail when the delay begins; the right password, once the wait is over, lets them in and clears it.
 */
export async function login(ctx: AppContext, input: LoginInput, ip: string): Promise<SignIn> {
  const error = firstError(checkLogin(input));
  if (error) throw badRequest(ruleMessage(error), 'auth.login_invalid');
  const retryAfter = await loginRetryAfter(ctx.db, input.username, ip, ctx.now());
  if (retryAfter > 0) throw tooManyRequests('Too many failed login attempts. Please try again later.', retryAfter, 'auth.too_many_logins');

  const user = await findUserByUsername(ctx.db, input.username.trim());
  const passwordOk = await passwordMatches(input.password, user?.password ?? (await (dummyHash ??= hashPassword('not-a-real-password'))));
  if (!user || !passwordOk) {
    const failures = await recordLoginFailure(ctx.db, input.username, ip, ctx.now());
    if (user) noticeRepeatedFailures(ctx, user, failures);
    throw new HttpError(401, INVALID_CREDENTIALS, {}, 'auth.invalid_credentials');
  }
  // Checked only after the password, so suspension is not revealed to someone guessing.
  if (user.status !== 'active') throw new HttpError(403, 'This account has been suspended', {}, 'auth.suspended');
  await clearLoginFailures(ctx.db, input.username);
  return { user, ...await createSession(ctx.db, user.id, ctx.now()) };
}
