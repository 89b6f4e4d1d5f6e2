import { firstError } from '@rules/account';
import { isPaidPlan, type PaidPlan } from '@rules/plans';
import { checkSubscriptionSettings, type SubscriptionSettingsInput } from '@rules/subscription-settings';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { ruleMessage } from '../../lib/error-messages';
import { paymentsAvailable, stripeFor } from '../../lib/stripe';
import { accounts, type UserRow } from '../accounts';
import { hasPaidLifetime, openPaymentsOf, readSettings, updateSettings, type SettingsRow } from './repo';
import { settlePayment } from './settle';
import { startOwnTrial } from './trial';

const paymentRequired = (message: string) => new HttpError(402, message, {}, 'payments.not_confirmed');

/** The settings row as stored, lifetime slots taken included: for the payment tests and benchmarks that watch them. */
export function storedSettings(db: Queryable): Promise<SettingsRow> {
  return readSettings(db);
}

/** GET /api/subscription-settings: public, amounts in cents. */
export async function publicSettings(ctx: AppContext) {
  const { lifetimeSlotTotal, lifetimeSlotsTaken, lifetimePrice, monthlyPrice, yearlyPrice, publishRequiresVerification, lastUpdated } = await readSettings(ctx.db);
  return {
    lifetimeSlotTotal,
    lifetimeSlotsTaken,
    lifetimePrice,
    monthlyPrice,
    yearlyPrice,
    publishRequiresVerification,
    lastUpdated,
    paymentsAvailable: paymentsAvailable(ctx.config),
  };
}

/**
 * Saves the prices, the lifetime slot total and the verified-only publishing switch (the admin back office decides who may). Slots taken only
 * ever move with purchases, so a total below them is refused, also when a purchase lands meanwhile.
 */
export async function saveSettings(ctx: AppContext, input: SubscriptionSettingsInput) {
  const refusal = (taken: number) => firstError(checkSubscriptionSettings(input, taken));
  const error = refusal((await readSettings(ctx.db)).lifetimeSlotsTaken);
  if (error) throw badRequest(ruleMessage(error), 'settings.invalid');
  const { lifetimeSlotTotal, lifetimePrice, monthlyPrice, yearlyPrice, publishRequiresVerification } = input;
  const changes = { lifetimeSlotTotal, lifetimePrice, monthlyPrice, yearlyPrice, ...(publishRequiresVerification === undefined ? {} : { publishRequiresVerification }) };
  if (!await updateSettings(ctx.db, changes, ctx.now())) {
    const late = refusal((await readSettings(ctx.db)).lifetimeSlotsTaken);
    throw conflict(late ? ruleMessage(late) : 'The settings changed meanwhile; please try again', 'settings.changed');
  }
  return publicSettings(ctx);
}

/** Asks Stripe about the user's open payments for a plan and applies what it says. */
async function settleOpenPayments(ctx: AppContext, user: UserRow, plan: PaidPlan): Promise<void> {
  const open = await openPaymentsOf(ctx.db, user.id, plan);
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
  if (tier === 'trial') return startOwnTrial(ctx, user);
  if (!isPaidPlan(tier)) throw badRequest('Invalid tier: choose trial, monthly, yearly or lifetime', 'plans.unknown');
  await settleOpenPayments(ctx, user, tier);
  const current = (await accounts.findUserById(ctx.db, user.id))!;
  if (current.subscriptionTier === tier && accounts.isPremium(current, ctx.now())) return current;
  throw paymentRequired(`No confirmed payment for the ${tier} plan was found, so nothing was changed.`);
}

/**
 * POST /api/increment-lifetime-slots. The slot is counted when the lifetime payment starts and kept when
 * Stripe confirms it; this call only reports the count to a buyer whose lifetime payment is confirmed.
 */
export async function confirmLifetimeSlot(ctx: AppContext, user: UserRow) {
  await settleOpenPayments(ctx, user, 'lifetime');
  if (!await hasPaidLifetime(ctx.db, user.id)) {
    throw paymentRequired('No confirmed lifetime payment was found, so no slot was counted.');
  }
  return publicSettings(ctx);
}

/**
 * POST /api/cancel-subscription: a monthly or yearly plan stops renewing and keeps its access until the
 * end of the period already paid. Lifetime cannot be cancelled.
 */
export async function cancelPlan(ctx: AppContext, user: UserRow): Promise<UserRow> {
  if (user.subscriptionTier === 'lifetime') throw badRequest('A lifetime plan cannot be cancelled', 'plans.not_cancellable');
  if (user.subscriptionTier !== 'monthly' && user.subscriptionTier !== 'yearly') {
    throw badRequest('Only monthly and yearly plans can be cancelled', 'plans.not_cancellable');
  }
  if (user.subscriptionCanceledAt) return user;
  if (user.stripeSubscriptionId) {
    await stripeFor(ctx.config).subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: true });
  }
  return (await accounts.updateSubscription(ctx.db, user.id, { subscriptionCanceledAt: ctx.now() }))!;
}
