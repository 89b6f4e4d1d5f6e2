import type { Queryable } from '../../db/client';
import { updateUser, type UserRow } from './repo';

export { findUserBySubscription, listTrialsTaken, startTrialOnce } from './repo';

/** The subscription columns of an account, which the subscriptions module and the admins set. */
export type SubscriptionFields = Partial<
  Pick<UserRow, 'subscriptionTier' | 'subscriptionExpiresAt' | 'subscriptionCanceledAt' | 'stripeCustomerId' | 'stripeSubscriptionId' | 'trialStartedAt'>
>;

/** Sets plan columns, in the caller's transaction when it gives one (a payment and its plan: both or neither). */
export async function updateSubscription(db: Queryable, userId: number, changes: SubscriptionFields): Promise<UserRow | undefined> {
  return updateUser(db, userId, changes);
}
