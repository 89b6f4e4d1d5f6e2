import type { AppContext } from '../../context';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { removeImages } from '../../lib/images/store';
import { isMissingResource, stripeFor } from '../../lib/stripe';
import { loginRetryAfter, recordLoginFailure } from '../auth/throttle';
import { removeFromCatalogue } from '@catalogue/publish/service';
import type { UserRow } from '../users/repo';
import { deleteAccountRows } from './repo';

export const WRONG_PASSWORD = 'The password is incorrect. Your account was not deleted.';

/**
 * The password is asked again: a session left open on a shared computer must not be able to delete the account.
 * Wrong answers count with failed logins, so they cannot be guessed here faster than at the login form.
 */
async function checkPassword(ctx: AppContext, user: UserRow, password: string, ip: string): Promise<void> {
  const wait = loginRetryAfter(ctx.db, user.username, ip, ctx.now());
  if (wait) throw tooManyRequests('Too many wrong passwords. Please try again later.', wait);
  if (!password || !(await Bun.password.verify(password, user.password))) {
    recordLoginFailure(ctx.db, user.username, ip, ctx.now());
    throw forbidden(WRONG_PASSWORD);
  }
}

/**
 * A monthly or yearly plan that would renew is cancelled at Stripe first: nobody may be charged for an account
 * that is gone. Should Stripe not answer, nothing is deleted and the user can try again.
 */
async function stopRenewal(ctx: AppContext, user: UserRow): Promise<void> {
  if (!user.stripeSubscriptionId || user.subscriptionCanceledAt) return;
  try {
    await stripeFor(ctx.config).subscriptions.cancel(user.stripeSubscriptionId);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
  }
}

/**
 * Deletes the account: the rows in one transaction, then its published photos leave the catalogue (their pages
 * are rewritten, or answer 404 when it was their last photo), then the image files go.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow, password: string, ip: string): Promise<void> {
  if (user.isAdmin) throw forbidden('Admin accounts cannot be deleted');
  await checkPassword(ctx, user, password, ip);
  await stopRenewal(ctx, user);
  const removed = deleteAccountRows(ctx.db, user.id);
  for (const row of removed) if (row.isPublished) await removeFromCatalogue(ctx, row.id, row.imageUrl);
  await removeImages(ctx.config.dataDir, removed.flatMap((row) => [row.imageUrl, row.imageHighResUrl]));
}
