import type { Stripe } from '../../lib/stripe';
import type { PaymentRow } from './repo';

/**
 * What Stripe itself says about a payment, read back from Stripe by the ids the server stored when it
 * created the payment, never from what a browser or an event payload claims.
 * - paid: the money arrived (for monthly/yearly, the subscription is running until `periodEnd`);
 * - declined: the last attempt failed, the customer may still retry the same intent;
 * - void: it can no longer be paid (canceled intent, expired session or subscription);
 * - open: nothing decided yet.
 */
export type Verdict =
  | { state: 'paid'; periodEnd: Date | null; customerId: string | null; paymentIntentId: string | null }
  | { state: 'declined' | 'void' | 'open'; customerId: string | null };

const RUNNING = new Set(['active', 'trialing', 'past_due']);
const ENDED = new Set(['incomplete_expired', 'canceled', 'unpaid']);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  return fromSeconds(subscription.items.data[0]?.current_period_end);
}

async function verifyIntent(stripe: Stripe, payment: PaymentRow, intentId: string): Promise<Verdict> {
  const intent = await stripe.paymentIntents.retrieve(intentId);
  const customerId = idOf(intent.customer);
  // The amount was set by this server from the settings; anything else is not this purchase.
  if (intent.status === 'succeeded' && intent.amount === payment.amount) {
    return { state: 'paid', periodEnd: null, customerId, paymentIntentId: intent.id };
  }
  if (intent.status === 'canceled') return { state: 'void', customerId };
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return { state: 'declined', customerId };
  return { state: 'open', customerId };
}

async function verifySubscription(stripe: Stripe, payment: PaymentRow, subscriptionId: string): Promise<Verdict> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId = idOf(subscription.customer);
  // Stripe makes a default_incomplete subscription active only once its first invoice is paid.
  if (RUNNING.has(subscription.status)) {
    return { state: 'paid', periodEnd: periodEndOf(subscription), customerId, paymentIntentId: payment.stripePaymentIntentId };
  }
  if (ENDED.has(subscription.status)) return { state: 'void', customerId };
  if (payment.stripePaymentIntentId) {
    const intent = await verifyIntent(stripe, payment, payment.stripePaymentIntentId);
    if (intent.state !== 'paid') return intent;
  }
  return { state: 'open', customerId };
}

async function verifySession(stripe: Stripe, payment: PaymentRow, sessionId: string): Promise<Verdict> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const customerId = idOf(session.customer);
  if (session.status === 'expired') return { state: 'void', customerId };
  if (session.status !== 'complete' || session.payment_status !== 'paid') return { state: 'open', customerId };
  const subscriptionId = idOf(session.subscription);
  if (subscriptionId) return verifySubscription(stripe, payment, subscriptionId);
  return { state: 'paid', periodEnd: null, customerId, paymentIntentId: idOf(session.payment_intent) };
}

export async function verifyPayment(stripe: Stripe, payment: PaymentRow): Promise<Verdict> {
  if (payment.stripeCheckoutSessionId) return verifySession(stripe, payment, payment.stripeCheckoutSessionId);
  if (payment.stripeSubscriptionId) return verifySubscription(stripe, payment, payment.stripeSubscriptionId);
  if (payment.stripePaymentIntentId) return verifyIntent(stripe, payment, payment.stripePaymentIntentId);
  return { state: 'open', customerId: null };
}
