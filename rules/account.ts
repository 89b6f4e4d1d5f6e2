/**
 * Account rules, enforced by the browser forms and again by the API.
 * Each check returns the failure of each field that fails (its code, said in the reader's language by its
 * `error_<code>` key), keyed by field, or an empty object.
 */
import type { RuleCode, RuleError } from './error-codes';
import { hasLookalikeLocalPart, isPlainAddress } from './email';
import { isSingleScript } from './username';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
export const PASSWORD_MIN_LENGTH = 6;
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** Argon2 hashes whatever it is given: a cap keeps a megabyte "password" from costing CPU. */
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const WEBSITE_MAX_LENGTH = 2048;

/**
 * The cookie the page's script reads to know that a session cookie (HttpOnly, so unreadable there) was set, and so
 * whether to ask the API who is signed in. It grants nothing: the server never reads it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export type FieldErrors<Field extends string> = Partial<Record<Field, RuleError>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

const failed = (code: RuleCode, values?: RuleError['values']): RuleError => (values ? { code, values } : { code });

/** An account's address is plain `local@domain` (see `isPlainAddress`): what is checked is what mail is sent to. */
function emailError(email: string, invalid: RuleCode): RuleError | undefined {
  if (!isPlainAddress(email)) return failed('email.not_plain');
  if (!isEmail(email)) return failed(invalid);
  if (hasLookalikeLocalPart(email)) return failed('email.lookalike');
}

export function isWebsite(value: string): boolean {
  if (value.length > WEBSITE_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function usernameError(username: string): RuleError | undefined {
  if (username.trim().length < USERNAME_MIN_LENGTH) return failed('username.too_short', { min: USERNAME_MIN_LENGTH });
  if (username.length > USERNAME_MAX_LENGTH) return failed('username.too_long', { max: USERNAME_MAX_LENGTH });
  if (!/^[\p{L}\p{M}\p{N}_.-]+$/u.test(username)) return failed('username.bad_characters');
  if (!isSingleScript(username)) return failed('username.mixed_scripts');
}

function passwordError(password: string, min: number): RuleError | undefined {
  if (password.length < min) return failed('password.too_short', { min });
  if (password.length > PASSWORD_MAX_LENGTH) return failed('password.too_long', { max: PASSWORD_MAX_LENGTH });
}

function compact<Field extends string>(errors: Record<Field, RuleError | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as FieldErrors<Field>;
}

export interface LoginInput {
  username: string;
  password: string;
}

export function checkLogin(input: LoginInput): FieldErrors<keyof LoginInput> {
  return compact({
    username: usernameError(input.username),
    password: passwordError(input.password, PASSWORD_MIN_LENGTH),
  });
}

export interface RegistrationInput extends LoginInput {
  email: string;
  website?: string | null;
  /** Collected by the form, never sent. */
  confirmPassword?: string;
}

export function checkRegistration(input: RegistrationInput): FieldErrors<keyof RegistrationInput> {
  return compact({
    username: usernameError(input.username),
    password: passwordError(input.password, PASSWORD_MIN_LENGTH),
    email: emailError(input.email, 'email.invalid'),
    website: !input.website || isWebsite(input.website) ? undefined : failed('website.invalid'),
    confirmPassword:
      input.confirmPassword === undefined
        ? undefined
        : passwordError(input.confirmPassword, PASSWORD_MIN_LENGTH) ??
          (input.confirmPassword === input.password ? undefined : failed('password.mismatch')),
  });
}

export interface ProfileInput {
  email?: string;
  website?: string | null;
}

export function checkProfile(input: ProfileInput): FieldErrors<keyof ProfileInput> {
  return compact({
    email: input.email === undefined ? undefined : emailError(input.email, 'email.profile_invalid'),
    website: !input.website || isWebsite(input.website) ? undefined : failed('website.invalid'),
  });
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}

export function checkPasswordChange(input: PasswordChangeInput): FieldErrors<keyof PasswordChangeInput> {
  return compact({
    currentPassword: input.currentPassword ? undefined : failed('password.current_needed'),
    newPassword: passwordError(input.newPassword, NEW_PASSWORD_MIN_LENGTH),
    confirmPassword:
      input.confirmPassword === undefined || input.confirmPassword === input.newPassword
        ? undefined
        : failed('password.mismatch'),
  });
}

/** The first failure of a check, for places that show one error (API answers, toasts). */
export function firstError(errors: Partial<Record<string, RuleError>>): RuleError | undefined {
  return Object.values(errors).find(Boolean);
}
