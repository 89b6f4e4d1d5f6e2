/**
 * Account rules, enforced by the browser forms and again by the API.
 * Each check returns the message of the first field that fails, keyed by field, or an empty object.
 */
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

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export const LOOKALIKE_EMAIL = 'E-mail address may not mix alphabets or use letters that only look like Latin ones';
/** An account's address is plain `local@domain` (see `isPlainAddress`): what is checked is what mail is sent to. */
export const PLAIN_EMAIL = 'Enter a plain e-mail address such as name@example.org';

function emailError(email: string, invalid: string): string | undefined {
  if (!isPlainAddress(email)) return PLAIN_EMAIL;
  if (!isEmail(email)) return invalid;
  if (hasLookalikeLocalPart(email)) return LOOKALIKE_EMAIL;
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

function usernameError(username: string): string | undefined {
  if (username.trim().length < USERNAME_MIN_LENGTH) return 'Username must be at least 3 characters';
  if (username.length > USERNAME_MAX_LENGTH) return `Username must be at most ${USERNAME_MAX_LENGTH} characters`;
  if (!/^[\p{L}\p{M}\p{N}_.-]+$/u.test(username)) return 'Username may only contain letters, numbers, dots, dashes and underscores';
  if (!isSingleScript(username)) return 'Username may not mix letters of different alphabets';
}

function passwordError(password: string, min: number): string | undefined {
  if (password.length < min) return `Password must be at least ${min} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
}

function compact<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
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
    email: emailError(input.email, 'Please enter a valid email address'),
    website: !input.website || isWebsite(input.website) ? undefined : 'Please enter a valid URL',
    confirmPassword:
      input.confirmPassword === undefined
        ? undefined
        : passwordError(input.confirmPassword, PASSWORD_MIN_LENGTH) ??
          (input.confirmPassword === input.password ? undefined : 'Passwords do not match'),
  });
}

export interface ProfileInput {
  email?: string;
  website?: string | null;
}

export function checkProfile(input: ProfileInput): FieldErrors<keyof ProfileInput> {
  return compact({
    email: input.email === undefined ? undefined : emailError(input.email, 'Please enter a valid email'),
    website: !input.website || isWebsite(input.website) ? undefined : 'Please enter a valid URL',
  });
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}

export function checkPasswordChange(input: PasswordChangeInput): FieldErrors<keyof PasswordChangeInput> {
  return compact({
    currentPassword: input.currentPassword ? undefined : 'Please enter your current password',
    newPassword: passwordError(input.newPassword, NEW_PASSWORD_MIN_LENGTH),
    confirmPassword:
      input.confirmPassword === undefined || input.confirmPassword === input.newPassword
        ? undefined
        : 'Passwords do not match',
  });
}

/** The first message of a check, for places that show one error (API answers, toasts). */
export function firstError(errors: Partial<Record<string, string>>): string | undefined {
  return Object.values(errors).find(Boolean);
}
