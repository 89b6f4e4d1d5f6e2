import type { AppContext } from '../../../context';
import { transaction } from '../../../db/client';
import { forbidden } from '../../../lib/errors';
import { isMissingResource, stripeFor } from '../../../lib/stripe';
import type { AccountHoldings } from '../holdings';
import { deleteAccountRecords } from '../removal';
import type { UserRow } from '../repo';
import { isCurrentPassword } from '../sessions/current-password';

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
 * (set null). Returns what goes after the commit (files and catalogue photos), or null when there was no account.
 */
async function deleteAccountRows(ctx: AppContext, holdings: AccountHoldings, userId: number): Promise<(() => Promise<void>) | null> {
  return transaction(ctx.db, async (tx) => {
    const afterCommit = await holdings.deleteWithAccount(tx, userId);
    return await deleteAccountRecords(tx, userId) ? afterCommit : null;
  });
}

/**
 * Deletes the account: the rows in one transaction, then its published photos leave the catalogue (their pages
 * are rewritten, or answer 404 when it was their last photo), then the image files go.
 */
export async function deleteAccount(ctx: AppContext, holdings: AccountHoldings, user: UserRow, password: string, ip: string): Promise<void> {
  if (user.isAdmin) throw forbidden('Admin accounts cannot be deleted', 'account.admin_cannot_be_deleted');
  if (!(await isCurrentPassword(ctx, user, password, ip))) throw forbidden(WRONG_PASSWORD, 'account.delete_wrong_password');
  await stopRenewal(ctx, user);
  await (await deleteAccountRows(ctx, holdings, user.id))?.();
}
