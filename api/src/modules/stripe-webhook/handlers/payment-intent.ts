import type { Stripe } from '../../../lib/stripe';
import { subscriptions } from '../../subscriptions';
import type { EventHandler } from './types';

/** payment_intent.succeeded / payment_failed / canceled: settle the payment that intent belongs to. */
export const onPaymentIntent: EventHandler = async (ctx, stripe, event) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  // Renewal invoices have intents of their own; their invoice events carry the renewal.
  await subscriptions.settlePaymentOf(ctx, stripe, intent.id);
};
