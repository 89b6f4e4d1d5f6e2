import type { Stripe } from '../../../lib/stripe';
import { subscriptions } from '../../subscriptions';
import type { EventHandler } from './types';

/** checkout.session.completed / async_payment_succeeded / expired: settle the session's payment. */
export const onCheckoutSession: EventHandler = async (ctx, stripe, event) => {
  const { id } = event.data.object as Stripe.Checkout.Session;
  const session = await stripe.checkout.sessions.retrieve(id);
  const payment = await subscriptions.recordSessionPayment(ctx, session);
  if (payment) await subscriptions.settlePayment(ctx, stripe, payment.id);
  else console.warn(`Checkout Session ${id} names no known user and plan; nothing was granted`);
};
