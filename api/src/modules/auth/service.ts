import { checkLogin, checkRegistration, firstError, type LoginInput, type RegistrationInput } from '@rules/account';
import type { AppContext } from '../../context';
import { badRequest, HttpError, tooManyRequests } from '../../lib/errors';
import { createAccount, findUserByUsername, type UserRow } from '../accounts/service';
import { createSession } from '../accounts/sessions';
import { noticeRepeatedFailures } from '../accounts/failed-login-mail';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from '../accounts/throttle';
import { sendVerificationEmail } from '../accounts/verification-mail';
import { TOO_MANY_REGISTRATIONS, takeRegistrationPlace } from './registration-limit';

/** The same answer for an unknown username and a wrong password: it tells an attacker nothing. */
const INVALID_CREDENTIALS = 'Invalid username or password';
/** Verifying against this keeps an unknown username as slow as a wrong password. */
const DUMMY_HASH = Bun.password.hash('not-a-real-password', { algorithm: 'argon2id' });

export interface SignIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/**
 * Creates the account, signs it in and sends the link that verifies its e-mail address. Registrations are
 * limited per client address (REGISTRATIONS_PER_HOUR, REGISTRATIONS_PER_DAY).
 */
export async function register(ctx: AppContext, input: RegistrationInput, ip: string): Promise<SignIn & { verificationEmailSent: boolean }> {
  const error = firstError(checkRegistration({ ...input, confirmPassword: undefined }));
  if (error) throw badRequest(error);
  const wait = await takeRegistrationPlace(ctx.db, ip, ctx.now(), ctx.config.registrationLimits);
  if (wait > 0) throw tooManyRequests(TOO_MANY_REGISTRATIONS, wait);
  const user = await createAccount(ctx.db, {
    username: input.username.trim(),
    password: input.password,
    email: input.email.trim(),
    website: input.website?.trim() || null,
  });
  const verificationEmailSent = await sendVerificationEmail(ctx, user);
  return { user, ...await createSession(ctx.db, user.id, ctx.now()), verificationEmailSent };
}

/**
 * Signs in with the right password, unless the name's failures make it wait: too many from this address, from
 * this address for any names, or from anywhere for this name (a delay that grows with each failure). The owner
 * is told by e-mail when the delay begins; the right password, once the wait is over, lets them in and clears it.
 */
export async function login(ctx: AppContext, input: LoginInput, ip: string): Promise<SignIn> {
  const error = firstError(checkLogin(input));
  if (error) throw badRequest(error);
  const retryAfter = await loginRetryAfter(ctx.db, input.username, ip, ctx.now());
  if (retryAfter > 0) throw tooManyRequests('Too many failed login attempts. Please try again later.', retryAfter);

  const user = await findUserByUsername(ctx.db, input.username.trim());
  const passwordOk = await Bun.password.verify(input.password, user?.password ?? (await DUMMY_HASH));
  if (!user || !passwordOk) {
    const failures = await recordLoginFailure(ctx.db, input.username, ip, ctx.now());
    if (user) noticeRepeatedFailures(ctx, user, failures);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  // Checked only after the password, so suspension is not revealed to someone guessing.
  if (user.status !== 'active') throw new HttpError(403, 'This account has been suspended');
  await clearLoginFailures(ctx.db, input.username);
  return { user, ...await createSession(ctx.db, user.id, ctx.now()) };
}
