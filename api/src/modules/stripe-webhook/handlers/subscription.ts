import type { Stripe } from '../../../lib/stripe';
import { subscriptions } from '../../subscriptions';
import type { EventHandler } from './types';

/** customer.subscription.updated / deleted: renewals, cancel at period end, the end of a subscription. */
export const onSubscription: EventHandler = async (ctx, stripe, event) => {
  const { id } = event.data.object as Stripe.Subscription;
  await subscriptions.syncSubscription(ctx, stripe, id);
};
