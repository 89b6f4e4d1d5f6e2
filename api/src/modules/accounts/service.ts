import { isUniqueViolation, type Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { parseStoredList } from '../../lib/json';
import { hashPassword } from '../../lib/password';
import type { PublicUser } from './model';
import { findUserByEmail, findUserByUsername, insertUser, updateUser, type UserRow } from './repo';

export type { PublicUser } from './model';
export type { UserRow } from './repo';
export { findUserByEmail, findUserById, findUserByUsername, listUsersPage, usernamesOf } from './repo';

/** Paid tiers that lift the free identification limit while they have not expired. */
const PREMIUM_TIERS = new Set(['trial', 'monthly', 'yearly', 'lifetime', 'premium']);

export function isPremium(user: Pick<UserRow, 'subscriptionTier' | 'subscriptionExpiresAt'>, now: Date): boolean {
  if (!user.subscriptionTier || !PREMIUM_TIERS.has(user.subscriptionTier)) return false;
  return !user.subscriptionExpiresAt || user.subscriptionExpiresAt > now;
}

/** The user as the API shows it: never the password hash. */
export function toPublicUser(user: UserRow, now = new Date()): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    /** The owner followed the link sent to `email`: needed for the trial and lifetime checkouts. */
    emailVerified: user.emailVerifiedAt !== null,
    website: user.website,
    isAdmin: user.isAdmin,
    status: user.status,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    subscriptionCanceledAt: user.subscriptionCanceledAt,
    trialUsed: user.trialStartedAt !== null,
    isPremium: isPremium(user, now),
    freeIdentificationsUsed: user.freeIdentificationsUsed,
    identificationCount: user.identificationCount,
    /** The catalogue consent and licence new identifications start with. */
    catalogueConsent: user.catalogueConsent,
    licence: user.licence,
    usePhotoLocation: user.usePhotoLocation,
    isExpert: user.isExpert,
    expertGroups: expertGroupsOf(user),
    emailDailySummary: user.emailDailySummary,
    locale: user.locale,
    createdAt: user.createdAt,
  };
}

/** The groups (WoRMS class or phylum names) an expert reviews; null: every group. */
export function expertGroupsOf(user: Pick<UserRow, 'expertGroups'>): string[] | null {
  if (user.expertGroups === null) return null;
  const groups = parseStoredList<string>(user.expertGroups).filter((group) => typeof group === 'string');
  return groups.length ? groups : null;
}

export interface NewAccount {
  username: string;
  password: string;
  email: string;
  website?: string | null;
  isAdmin?: boolean;
}

/** Creates an account with an argon2id password hash; a taken username or email is a 409. */
export async function createAccount(db: Db, account: NewAccount): Promise<UserRow> {
  if (await findUserByUsername(db, account.username)) throw conflict('Username already exists', 'account.username_taken');
  if (await findUserByEmail(db, account.email)) throw conflict('Email already registered', 'account.email_taken');
  const password = await hashPassword(account.password);
  try {
    return await insertUser(db, {
      username: account.username,
      password,
      email: account.email,
      website: account.website || null,
      isAdmin: account.isAdmin ?? false,
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (['username', 'username_key', 'email'].some((column) => isUniqueViolation(error, 'users', column))) {
      throw conflict('Username or email already registered', 'account.username_or_email_taken');
    }
    throw error;
  }
}

/** What the owner (profile, e-mail verification) and the admins change of an account; its plan goes through ./plan.ts. */
export type AccountChanges = Partial<
  Pick<UserRow, 'email' | 'emailVerifiedAt' | 'verificationSentAt' | 'website' | 'catalogueConsent' | 'licence' | 'usePhotoLocation' | 'emailDailySummary' | 'locale' | 'password' | 'status' | 'isAdmin' | 'isExpert' | 'expertGroups'>
>;

export async function updateAccount(db: Db, id: number, changes: AccountChanges): Promise<UserRow | undefined> {
  return updateUser(db, id, changes);
}
