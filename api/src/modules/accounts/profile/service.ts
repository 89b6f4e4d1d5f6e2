import { checkPasswordChange, checkProfile, firstError, type PasswordChangeInput, type ProfileInput } from '@rules/account';
import { checkConsent } from '@rules/licence';
import { isLanguage, LANGUAGES } from '@rules/languages';
import type { AppContext } from '../../../context';
import { badRequest, conflict } from '../../../lib/errors';
import { ruleMessage } from '../../../lib/error-messages';
import { hashPassword } from '../../../lib/password';
import { findUserByEmail, updateAccount, type AccountChanges, type UserRow } from '../service';
import { revokeUserSessions } from '../sessions/sessions';
import { sendVerificationEmail } from '../verification/mail';
import { isCurrentPassword } from '../sessions/current-password';

/** The catalogue consent and licence new identifications start with; changing it leaves existing ones alone. */
export type ConsentDefaultInput = { catalogueConsent?: boolean; licence?: string | null };

/** Whether the GPS position a photo carries is read when the upload gives none. */
export type PhotoLocationInput = { usePhotoLocation?: boolean; emailDailySummary?: boolean; locale?: string };

export async function updateProfile(ctx: AppContext, user: UserRow, input: ProfileInput & ConsentDefaultInput & PhotoLocationInput): Promise<UserRow> {
  const error = firstError(checkProfile(input));
  if (error) throw badRequest(ruleMessage(error), 'account.profile_invalid');
  const changes: AccountChanges = {};
  if (input.email !== undefined) {
    const email = input.email.trim();
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) throw conflict('Email already registered', 'account.email_taken');
    changes.email = email;
    // A new address is unverified until its owner follows the link sent to it.
    if (email.toLowerCase() !== user.email.toLowerCase()) changes.emailVerifiedAt = null;
  }
  if (input.website !== undefined) changes.website = input.website?.trim() || null;
  if (input.catalogueConsent !== undefined || input.licence !== undefined) {
    const checked = checkConsent({ allow: input.catalogueConsent ?? user.catalogueConsent, licence: input.licence });
    if ('error' in checked) throw badRequest(checked.error, 'consent.invalid');
    Object.assign(changes, checked);
  }
  if (input.usePhotoLocation !== undefined) changes.usePhotoLocation = input.usePhotoLocation;
  if (input.emailDailySummary !== undefined) changes.emailDailySummary = input.emailDailySummary;
  if (input.locale !== undefined) {
    if (!isLanguage(input.locale)) throw badRequest(`The language must be one of ${LANGUAGES.join(', ')}`, 'account.bad_locale');
    changes.locale = input.locale;
  }
  if (Object.keys(changes).length === 0) throw badRequest('No changes to save', 'account.no_changes');
  return (await updateAccount(ctx.db, user.id, changes))!;
}

/** Saves the profile; a changed e-mail address gets its verification link. */
export async function saveProfile(ctx: AppContext, user: UserRow, input: ProfileInput & ConsentDefaultInput & PhotoLocationInput) {
  const updated = await updateProfile(ctx, user, input);
  const emailChanged = updated.email.toLowerCase() !== user.email.toLowerCase();
  return { user: updated, verificationEmailSent: emailChanged ? await sendVerificationEmail(ctx, updated) : undefined };
}

/** Changes the password and ends every other session of the user; the current one stays. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  input: PasswordChangeInput,
  ip: string,
): Promise<UserRow> {
  const error = firstError(checkPasswordChange(input));
  if (error) throw badRequest(ruleMessage(error), 'account.password_change_invalid');
  if (!(await isCurrentPassword(ctx, user, input.currentPassword, ip))) throw badRequest('Current password is incorrect', 'account.wrong_current_password');
  const password = await hashPassword(input.newPassword);
  const updated = (await updateAccount(ctx.db, user.id, { password }))!;
  await revokeUserSessions(ctx.db, user.id, sessionId);
  return updated;
}
