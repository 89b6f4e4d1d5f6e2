import { isPaidPlan } from '@rules/plans';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { isMissingResource, stripeFor, type Stripe } from '../../lib/stripe';
import type { UserRow } from '../accounts';
import type { CheckoutState } from './model';
import { findPaymentByStripeId, insertPayment, type PaymentRow } from './repo';
import { verifyPayment } from './verify';

const STRIPE_ID = /^(cs|pi)_[A-Za-z0-9_]{1,250}$/;
const NOT_FOUND = 'Checkout session not found';

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * A Checkout Session the product did not start itself (hosted Checkout or a payment link) becomes a
 * payment of the user named by its client_reference_id, once, keyed by the session id.
 */
export async function recordSessionPayment(ctx: AppContext, session: Stripe.Checkout.Session): Promise<PaymentRow | null> {
  const existing = await findPaymentByStripeId(ctx.db, session.id);
  if (existing) return existing;
  const userId = Number(session.client_reference_id);
  const plan = session.metadata?.plan;
  if (!Number.isInteger(userId) || userId <= 0 || !isPaidPlan(plan)) return null;
  try {
    return insertPayment(ctx.db, {
      userId,
      plan,
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: idOf(session.payment_intent),
      stripeSubscriptionId: idOf(session.subscription),
    });
  } catch (error) {
    // Unknown user (foreign key) or a concurrent recording of the same session.
    return await findPaymentByStripeId(ctx.db, session.id) ?? null;
  }
}

async function paymentOf(ctx: AppContext, stripe: Stripe, user: UserRow, id: string): Promise<PaymentRow | null> {
  const payment = await findPaymentByStripeId(ctx.db, id);
  if (payment) return payment.userId === user.id ? payment : null;
  if (!id.startsWith('cs_')) return null;
  const session = await stripe.checkout.sessions.retrieve(id).catch((error) => {
    if (isMissingResource(error)) return null;
    throw error;
  });
  if (!session || session.client_reference_id !== String(user.id)) return null;
  return recordSessionPayment(ctx, session);
}

/**
 * GET /api/checkout-sessions/{id}: how the caller's own checkout stands, as Stripe says now. The id is a
 * Checkout Session id, or the payment intent id Stripe.js returns to the success page after paying.
 * status: complete (paid), open, or expired (can no longer be paid).
 */
export async function checkoutStatus(ctx: AppContext, user: UserRow, id: string): Promise<CheckoutState> {
  if (!STRIPE_ID.test(id)) throw badRequest('Invalid checkout session id', 'checkout.bad_id');
  const stripe = stripeFor(ctx.config);
  const payment = await paymentOf(ctx, stripe, user, id);
  // Someone else's session answers like a missing one: ids are not proof of anything.
  if (!payment) throw notFound(NOT_FOUND, 'checkout.not_found');
  const verdict = await verifyPayment(stripe, payment);
  return {
    status: verdict.state === 'paid' ? 'complete' : verdict.state === 'void' ? 'expired' : 'open',
    customer: verdict.customerId,
    subscription: payment.stripeSubscriptionId,
    plan: payment.plan,
  };
}
