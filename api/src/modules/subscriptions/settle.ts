import { planEndsAt } from '@rules/plans';
import type { AppContext } from '../../context';
import { idempotencyKey, type Stripe } from '../../lib/stripe';
import { log } from '../../operations/logs';
import { accounts } from '../accounts';
import { closePayment, findPayment, findPaymentByStripeId, OPEN_STATUSES, takeLifetimeSlot, transitionPayment, updatePayment, type PaymentRow } from './repo';
import { verifyPayment, type Verdict } from './verify';
import { transaction } from '../../db/client';

export type Settlement = 'granted' | 'already-settled' | 'closed' | 'refunded' | 'unchanged';

type Grant = { outcome: 'granted'; replacedSubscriptionId: string | null } | { outcome: 'already-settled' } | { outcome: 'refund' };

/**
 * Records a paid payment and gives its buyer the plan, in one transaction that only the first caller wins:
 * a webhook, its replay and the success page may all arrive, the plan is granted once. A lifetime payment
 * whose slot was released meanwhile (declined first, paid on retry) takes a slot again, or is refunded.
 */
async function grant(ctx: AppContext, payment: PaymentRow, verdict: Extract<Verdict, { state: 'paid' }>): Promise<Grant> {
  return transaction(ctx.db, async (tx) => {
    const paid = await transitionPayment(tx, payment.id, [...OPEN_STATUSES, 'canceled'], 'succeeded');
    if (!paid) return { outcome: 'already-settled' };
    if (verdict.paymentIntentId && !paid.stripePaymentIntentId) await updatePayment(tx, paid.id, { stripePaymentIntentId: verdict.paymentIntentId });
    if (paid.plan === 'lifetime' && !paid.holdsLifetimeSlot) {
      if (!await takeLifetimeSlot(tx)) {
        await updatePayment(tx, paid.id, { status: 'refunded' });
        return { outcome: 'refund' };
      }
      await updatePayment(tx, paid.id, { holdsLifetimeSlot: true });
    }
    // A payment whose buyer deleted their account has nobody left to grant the plan to.
    const user = paid.userId === null ? undefined : await accounts.findUserById(tx, paid.userId);
    if (!user) return { outcome: 'already-settled' };
    const customer = verdict.customerId ?? user.stripeCustomerId;
    if (paid.plan === 'lifetime') {
      await accounts.updateSubscription(tx, user.id, {
        subscriptionTier: 'lifetime',
        subscriptionExpiresAt: null,
        subscriptionCanceledAt: null,
        stripeSubscriptionId: null,
        stripeCustomerId: customer,
      });
      const replaced = user.stripeSubscriptionId && !user.subscriptionCanceledAt ? user.stripeSubscriptionId : null;
      return { outcome: 'granted', replacedSubscriptionId: replaced };
    }
    // A lifetime member keeps lifetime; the new subscription is recorded as paid and nothing else changes.
    if (user.subscriptionTier !== 'lifetime') {
      await accounts.updateSubscription(tx, user.id, {
        subscriptionTier: paid.plan,
        subscriptionExpiresAt: verdict.periodEnd ?? planEndsAt(paid.plan, ctx.now()),
        subscriptionCanceledAt: null,
        stripeSubscriptionId: paid.stripeSubscriptionId,
        stripeCustomerId: customer,
      });
    }
    return { outcome: 'granted', replacedSubscriptionId: null };
  });
}

/** Applies what Stripe said about a payment. Safe to call any number of times, in any order. */
export async function applyVerdict(ctx: AppContext, stripe: Stripe, payment: PaymentRow, verdict: Verdict): Promise<Settlement> {
  if (verdict.state !== 'paid') {
    if (verdict.state === 'open') return 'unchanged';
    return await closePayment(ctx.db, payment.id, verdict.state === 'declined' ? 'failed' : 'canceled') ? 'closed' : 'unchanged';
  }

  const result = await grant(ctx, payment, verdict);
  if (result.outcome === 'refund') {
    // Paid after every lifetime slot was sold: the money goes back rather than overselling.
    const intent = verdict.paymentIntentId ?? payment.stripePaymentIntentId;
    if (intent) await stripe.refunds.create({ payment_intent: intent, metadata: { paymentId: String(payment.id) } }, { idempotencyKey: idempotencyKey('refund', payment) });
    return 'refunded';
  }
  if (result.outcome === 'granted' && result.replacedSubscriptionId) {
    // Lifetime replaces a running monthly or yearly plan: stop charging for it.
    await stripe.subscriptions.cancel(result.replacedSubscriptionId).catch((error) => {
      log.error(`Could not cancel subscription ${result.replacedSubscriptionId} replaced by lifetime`, error);
    });
  }
  return result.outcome;
}

/** Asks Stripe about a payment and applies the answer. */
export async function settlePayment(ctx: AppContext, stripe: Stripe, paymentId: number): Promise<Settlement> {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment || !(OPEN_STATUSES as string[]).concat('canceled').includes(payment.status)) return 'unchanged';
  return applyVerdict(ctx, stripe, payment, await verifyPayment(stripe, payment));
}

/** Settles the payment a Stripe payment intent (or Checkout Session) belongs to; nothing when none does. */
export async function settlePaymentOf(ctx: AppContext, stripe: Stripe, stripeId: string): Promise<void> {
  const payment = await findPaymentByStripeId(ctx.db, stripeId);
  if (payment) await settlePayment(ctx, stripe, payment.id);
}
