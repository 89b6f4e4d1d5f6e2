import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { removeImages } from '../../lib/images/store';
import { photoStore } from '../../lib/storage';
import { isMissingResource, stripeFor } from '../../lib/stripe';
import { deleteAccountRecords } from '../accounts/removal';
import type { UserRow } from '../accounts/service';
import { isCurrentPassword } from '../accounts/current-password';
import { removeFromCatalogue } from '../catalogue/publish/service';
import { deleteUserIdentificationRows, type IdentificationRow } from '../identifications/records';
import { transaction } from '../../db/client';

export const WRONG_PASSWORD = 'The password is incorrect. Your account was not deleted.';

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
 * Deletes an account's rows in one transaction: its identifications (trashed ones too, their share links with them
 * by cascade), sessions, failed logins and the user. Payments and the audit log keep their rows, without the user
 * (set null). Returns the identifications deleted, whose files and catalogue photos go after the commit.
 */
async function deleteAccountRows(ctx: AppContext, userId: number): Promise<IdentificationRow[]> {
  return transaction(ctx.db, async (tx) => {
    const removed = await deleteUserIdentificationRows(tx, userId);
    return await deleteAccountRecords(tx, userId) ? removed : [];
  });
}

/**
 * Deletes the account: the rows in one transaction, then its published photos leave the catalogue (their pages
 * are rewritten, or answer 404 when it was their last photo), then the image files go.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow, password: string, ip: string): Promise<void> {
  if (user.isAdmin) throw forbidden('Admin accounts cannot be deleted');
  if (!(await isCurrentPassword(ctx, user, password, ip))) throw forbidden(WRONG_PASSWORD);
  await stopRenewal(ctx, user);
  const removed = await deleteAccountRows(ctx, user.id);
  for (const row of removed) if (row.isPublished) await removeFromCatalogue(ctx, row.id, row.imageUrl);
  await removeImages(photoStore(ctx.config), removed.flatMap((row) => [row.imageUrl, row.imageHighResUrl]));
}
