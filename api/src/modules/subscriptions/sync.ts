import { isPaidPlan } from '@rules/plans';
import type { AppContext } from '../../context';
import type { Stripe } from '../../lib/stripe';
import { accounts } from '../accounts';
import { findPaymentBySubscription } from './repo';
import { settlePayment } from './settle';
import { periodEndOf } from './verify';

const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Brings a user's monthly or yearly plan in line with their Stripe subscription as Stripe has it now
 * (read back, not taken from the event): renewals move the end of access, cancelling at the period end
 * keeps access until then, an ended subscription ends access. Because it reads the current state, events
 * that arrive late, twice or out of order all leave the same result.
 */
export async function syncSubscription(ctx: AppContext, stripe: Stripe, subscriptionId: string): Promise<void> {
  const payment = await findPaymentBySubscription(ctx.db, subscriptionId);
  if (payment && payment.status !== 'succeeded') await settlePayment(ctx, stripe, payment.id);

  const user = await accounts.findUserBySubscription(ctx.db, subscriptionId);
  if (!user || user.subscriptionTier === 'lifetime') return;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const plan = payment?.plan ?? subscription.metadata.plan;
  if (!isPaidPlan(plan) || plan === 'lifetime') return;

  const now = ctx.now();
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    const canceledAt = subscription.cancel_at_period_end ? (user.subscriptionCanceledAt ?? fromSeconds(subscription.canceled_at) ?? now) : null;
    await accounts.updateSubscription(ctx.db, user.id, { subscriptionTier: plan, subscriptionExpiresAt: periodEndOf(subscription), subscriptionCanceledAt: canceledAt });
    return;
  }
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired' || subscription.status === 'unpaid') {
    // Access ends when Stripe ended the subscription: at the period end after a cancel, or at once.
    const endedAt = fromSeconds(subscription.ended_at) ?? now;
    const current = user.subscriptionExpiresAt;
    const updated = await accounts.updateSubscription(ctx.db, user.id, {
      subscriptionExpiresAt: current && current < endedAt ? current : endedAt,
      subscriptionCanceledAt: user.subscriptionCanceledAt ?? fromSeconds(subscription.canceled_at) ?? endedAt,
    });
    if (updated) await accounts.expireIfDue(ctx.db, updated, now);
  }
  // past_due: a renewal failed and Stripe is retrying; access keeps its current end and lapses if no payment comes.
}
