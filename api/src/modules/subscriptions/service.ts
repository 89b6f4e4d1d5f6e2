import { isPaidPlan, planEndsAt, type PaidPlan } from '@rules/plans';
import type { AppContext } from '../../context';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { stripeFor } from '../../lib/stripe';
import { findUserById, type UserRow } from '../users/repo';
import { isPremium } from '../users/service';
import { hasPaidLifetime, openPaymentsOf, readSettings, startTrialOnce, updateUserSubscription } from './repo';
import { settlePayment } from './settle';

const paymentRequired = (message: string) => new HttpError(402, message);

/** GET /api/subscription-settings: public, amounts in cents. */
export function publicSettings(ctx: AppContext) {
  const { lifetimeSlotTotal, lifetimeSlotsTaken, lifetimePrice, monthlyPrice, yearlyPrice, lastUpdated } = readSettings(ctx.db);
  return { lifetimeSlotTotal, lifetimeSlotsTaken, lifetimePrice, monthlyPrice, yearlyPrice, lastUpdated };
}

/** The 7-day trial: no card, only from the free tier, once per account. */
export function startTrial(ctx: AppContext, user: UserRow): UserRow {
  const now = ctx.now();
  const started = startTrialOnce(ctx.db, user.id, now, planEndsAt('trial', now)!);
  if (started) return started;
  if (user.trialStartedAt) throw conflict('The free trial has already been used on this account');
  throw conflict('A trial can only be started from the free plan');
}

/** Asks Stripe about the user's open payments for a plan and applies what it says. */
async function settleOpenPayments(ctx: AppContext, user: UserRow, plan: PaidPlan): Promise<void> {
  const open = openPaymentsOf(ctx.db, user.id, plan);
  if (open.length === 0) return;
  const stripe = stripeFor(ctx.config);
  for (const payment of open) await settlePayment(ctx, stripe, payment.id);
}

/**
 * POST /api/update-subscription. `trial` starts the trial. A paid tier is only ever the result of a payment
 * Stripe confirms: the call asks Stripe about the user's own open payments for that plan and answers with
 * the account as it then stands. The expiry and Stripe ids a browser sends are never used.
 */
export async function requestTier(ctx: AppContext, user: UserRow, tier: string): Promise<UserRow> {
  if (tier === 'trial') return startTrial(ctx, user);
  if (!isPaidPlan(tier)) throw badRequest('Invalid tier: choose trial, monthly, yearly or lifetime');
  await settleOpenPayments(ctx, user, tier);
  const current = findUserById(ctx.db, user.id)!;
  if (current.subscriptionTier === tier && isPremium(current, ctx.now())) return current;
  throw paymentRequired(`No confirmed payment for the ${tier} plan was found, so nothing was changed.`);
}

/**
 * POST /api/increment-lifetime-slots. The slot is counted when the lifetime payment starts and kept when
 * Stripe confirms it; this call only reports the count to a buyer whose lifetime payment is confirmed.
 */
export async function confirmLifetimeSlot(ctx: AppContext, user: UserRow) {
  await settleOpenPayments(ctx, user, 'lifetime');
  if (!hasPaidLifetime(ctx.db, user.id)) {
    throw paymentRequired('No confirmed lifetime payment was found, so no slot was counted.');
  }
  return publicSettings(ctx);
}

/**
 * POST /api/cancel-subscription: a monthly or yearly plan stops renewing and keeps its access until the
 * end of the period already paid. Lifetime cannot be cancelled.
 */
export async function cancelPlan(ctx: AppContext, user: UserRow): Promise<UserRow> {
  if (user.subscriptionTier === 'lifetime') throw badRequest('A lifetime plan cannot be cancelled');
  if (user.subscriptionTier !== 'monthly' && user.subscriptionTier !== 'yearly') {
    throw badRequest('Only monthly and yearly plans can be cancelled');
  }
  if (user.subscriptionCanceledAt) return user;
  if (user.stripeSubscriptionId) {
    await stripeFor(ctx.config).subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: true });
  }
  return updateUserSubscription(ctx.db, user.id, { subscriptionCanceledAt: ctx.now() })!;
}
