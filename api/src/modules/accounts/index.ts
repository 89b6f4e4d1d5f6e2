/**
 * The accounts module's door: its routes, the sign-in guard, and `accounts`, the one object other modules use.
 * Every other file in this folder is private to the module.
 */
import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { ensureAdmin } from './admin-account';
import { expireAllDue, expireIfDue } from './expiry';
import type { AccountHoldings } from './holdings';
import { findUserBySubscription, listTrialsTaken, startTrialOnce, updateSubscription } from './plan';
import { profileRoutes } from './profile/routes';
import { countIdentifications, giveBackFreeIdentification, takeFreeIdentification } from './quota';
import { registrationRoutes } from './registration/routes';
import { deleteUserRecord } from './removal';
import { claimDailySummaries, claimTrialEndingNotices, dailySummariesDue, giveBackDailySummary } from './notices';
import { createAccount, expertGroupsOf, findUserById, isPremium, listUsersPage, toPublicUser, updateAccount, usernamesOf } from './service';
import { accountLanguage } from './sessions/account-language';
import { currentUser } from './sessions/guard';
import { sessionRoutes } from './sessions/routes';
import { createSession, deleteExpiredSessions, revokeUserSessions, sessionUserOfCookies } from './sessions/sessions';
import { verificationRoutes } from './verification/routes';
import { yourDataRoutes } from './your-data/routes';

export { ACCOUNT_STATUSES, publicUser } from './model';
export type { UserRow } from './service';
export type { AccountHoldings } from './holdings';
export type { ArchiveFile } from './your-data/zip';
/** Route options `{ user: true }` and `{ admin: true }` for every module's signed-in routes. */
export { authGuard } from './sessions/guard';

/**
 * Every account route: sign-up, log in and out, the current user (/register, /login, /logout, /user), e-mail
 * verification (/verify-email), the profile (/profile) and "your data" (/account). `holdings` is what the modules
 * above accounts keep for an account (its identifications), given where the app is built.
 */
export function accountsRoutes(ctx: AppContext, holdings: AccountHoldings) {
  return new Elysia({ name: 'accounts' })
    .use(sessionRoutes(ctx, holdings))
    .use(registrationRoutes(ctx, holdings))
    .use(verificationRoutes(ctx))
    .use(profileRoutes(ctx))
    .use(yourDataRoutes(ctx, holdings));
}

/** What other modules, the server and the operator scripts may ask of accounts. */
export const accounts = {
  // Who: look-ups, the user as the API shows it, and the signed-in user of a request.
  findUserById,
  findUserBySubscription,
  listUsersPage,
  /** Usernames by account id, for lists that name owners (the admin's identifications). */
  usernamesOf,
  toPublicUser,
  /** The groups an expert reviews (null: every group). */
  expertGroupsOf,
  currentUser,
  /** The user of a live session named by a request's cookies, without renewing it (answers that cannot set cookies). */
  sessionUserOfCookies,
  /** The signed-in account's language of a request, for error answers in the request's language. */
  accountLanguage,
  // Accounts made, changed and removed (admins, `npm run create-admin`, the ADMIN_* variables).
  createAccount,
  updateAccount,
  ensureAdmin,
  deleteUserRecord,
  // Plans: premium while a paid tier lasts; the subscriptions module and admins set them; ended plans revert.
  isPremium,
  updateSubscription,
  startTrialOnce,
  listTrialsTaken,
  expireIfDue,
  expireAllDue,
  // Notices: a trial's ending announced once, the daily summary sent at most once a day (claimed in one UPDATE each).
  claimTrialEndingNotices,
  dailySummariesDue,
  claimDailySummaries,
  giveBackDailySummary,
  // The free identifications (taken in one conditional UPDATE, given back on failure) and the count of identifications.
  takeFreeIdentification,
  giveBackFreeIdentification,
  countIdentifications,
  // Sessions: made for tests and benchmarks, ended on suspension or a password change, swept when expired.
  createSession,
  revokeUserSessions,
  deleteExpiredSessions,
};
