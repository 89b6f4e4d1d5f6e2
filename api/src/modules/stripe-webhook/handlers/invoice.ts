import type { Stripe } from '../../../lib/stripe';
import { subscriptions } from '../../subscriptions';
import type { EventHandler } from './types';

/** invoice.paid / payment_failed: a first payment or a renewal of a monthly or yearly subscription. */
export const onInvoice: EventHandler = async (ctx, stripe, event) => {
  const invoice = event.data.object as Stripe.Invoice;
  const subscription = invoice.parent?.subscription_details?.subscription;
  const id = typeof subscription === 'string' ? subscription : subscription?.id;
  if (id) await subscriptions.syncSubscription(ctx, stripe, id);
};
