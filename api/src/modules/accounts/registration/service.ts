import { checkRegistration, firstError, type RegistrationInput } from '@rules/account';
import type { AppContext } from '../../../context';
import { badRequest, tooManyRequests } from '../../../lib/errors';
import { ruleMessage } from '../../../lib/error-messages';
import { createAccount } from '../service';
import type { SignIn } from '../sessions/login';
import { createSession } from '../sessions/sessions';
import { sendVerificationEmail } from '../verification/mail';
import { TOO_MANY_REGISTRATIONS, takeRegistrationPlace } from './limit';

/**
 * Creates the account, signs it in and sends the link that verifies its e-mail address. Registrations are
 * limited per client address (REGISTRATIONS_PER_HOUR, REGISTRATIONS_PER_DAY).
 */
export async function register(ctx: AppContext, input: RegistrationInput, ip: string): Promise<SignIn & { verificationEmailSent: boolean }> {
  const error = firstError(checkRegistration({ ...input, confirmPassword: undefined }));
  if (error) throw badRequest(ruleMessage(error), 'account.registration_invalid');
  const wait = await takeRegistrationPlace(ctx.db, ip, ctx.now(), ctx.config.registrationLimits);
  if (wait > 0) throw tooManyRequests(TOO_MANY_REGISTRATIONS, wait, 'account.too_many_registrations');
  const user = await createAccount(ctx.db, {
    username: input.username.trim(),
    password: input.password,
    email: input.email.trim(),
    website: input.website?.trim() || null,
  });
  const verificationEmailSent = await sendVerificationEmail(ctx, user);
  return { user, ...await createSession(ctx.db, user.id, ctx.now()), verificationEmailSent };
}
