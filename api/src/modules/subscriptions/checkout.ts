import { isPaidPlan, PLAN_DAYS, type PaidPlan } from '@rules/plans';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, serviceUnavailable, tooManyRequests } from '../../lib/errors';
import { idempotencyKey, isMissingResource, publishableKeyFor, stripeFor, type Stripe } from '../../lib/stripe';
import { accounts, type UserRow } from '../accounts';
import { HOLDS_PER_ADDRESS, LIFETIME_HOLD_MS, SCARCE_LIFETIME_HOLD_MS } from './holds';
import { closePayment, insertLifetimePaymentWithSlot, insertPayment, openPaymentsOf, readSettings, updatePayment, type SettingsRow } from './repo';

/** The one Stripe product every subscription price hangs off; created on first use. */
const PRODUCT_ID = 'reefid-premium';
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const knownProducts = new WeakSet<Stripe>();

export const SOLD_OUT = 'All lifetime subscriptions have been taken';
export const VERIFY_EMAIL_FOR_LIFETIME = 'Please verify your e-mail address before buying a lifetime plan: follow the link we sent you, or send a new one.';
export const TOO_MANY_HOLDS = 'Too many lifetime checkouts are open from your network. Please finish one, or try again later.';

/** What the checkout page gets: the payment to confirm, and until when a lifetime slot is held for it. */
interface Attempt {
  clientSecret: string;
  holdExpiresAt: Date | null;
}

export function priceOf(settings: SettingsRow, plan: PaidPlan): number {
  return plan === 'lifetime' ? settings.lifetimePrice : plan === 'monthly' ? settings.monthlyPrice : settings.yearlyPrice;
}

function refuseOwnedPlan(user: UserRow, plan: PaidPlan): void {
  if (user.subscriptionTier === 'lifetime') throw conflict('You already have a lifetime plan', 'plans.already_held');
  const running = user.subscriptionTier === 'monthly' || user.subscriptionTier === 'yearly';
  if (plan !== 'lifetime' && running && !user.subscriptionCanceledAt) {
    throw conflict(`You already have an active ${user.subscriptionTier} plan`, 'plans.already_held');
  }
}

async function customerFor(ctx: AppContext, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.username, metadata: { userId: String(user.id) } },
    { idempotencyKey: idempotencyKey('customer-for-user', user) },
  );
  await accounts.updateSubscription(ctx.db, user.id, { stripeCustomerId: customer.id });
  return customer.id;
}

async function ensureProduct(stripe: Stripe): Promise<void> {
  if (knownProducts.has(stripe)) return;
  try {
    await stripe.products.retrieve(PRODUCT_ID);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
    await stripe.products.create({ id: PRODUCT_ID, name: 'ReefID Premium' }).catch((created) => {
      if (!(created instanceof Error && 'code' in created && created.code === 'resource_already_exists')) throw created;
    });
  }
  knownProducts.add(stripe);
}

/**
 * A reload of the checkout page reuses the buyer's open attempt instead of starting (and, for lifetime,
 * holding a slot for) another. A lifetime attempt at an old price is cancelled so that its slot is freed.
 */
async function resumeOpenAttempt(ctx: AppContext, stripe: Stripe, user: UserRow, plan: PaidPlan, amount: number): Promise<Attempt | null> {
  const open = (await openPaymentsOf(ctx.db, user.id, plan)).find((payment) => payment.status === 'pending');
  if (!open?.stripePaymentIntentId) return null;
  const intent = await stripe.paymentIntents.retrieve(open.stripePaymentIntentId);
  if (!PAYABLE.has(intent.status)) return null;
  if (intent.amount === amount) return { clientSecret: intent.client_secret!, holdExpiresAt: open.holdsLifetimeSlot ? open.holdExpiresAt : null };
  if (plan === 'lifetime') {
    await stripe.paymentIntents.cancel(intent.id);
    await closePayment(ctx.db, open.id, 'canceled');
  }
  return null;
}

async function lifetimeIntent(ctx: AppContext, stripe: Stripe, user: UserRow, amount: number, customer: string, ip: string): Promise<Attempt> {
  const now = ctx.now();
  const payment = await insertLifetimePaymentWithSlot(
    ctx.db,
    { userId: user.id, amount },
    { ip, now, maxPerAddress: HOLDS_PER_ADDRESS, holdMs: LIFETIME_HOLD_MS, scarceHoldMs: SCARCE_LIFETIME_HOLD_MS },
  );
  if (payment === 'sold-out') throw conflict(SOLD_OUT, 'lifetime.sold_out');
  if (payment === 'already-holding') throw conflict('Your lifetime checkout is already open. Please finish it or try again in a few minutes.', 'lifetime.checkout_open');
  if ('addressLimitUntil' in payment) throw tooManyRequests(TOO_MANY_HOLDS, Math.max(1, (payment.addressLimitUntil.getTime() - now.getTime()) / 1000), 'lifetime.too_many_checkouts');
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: payment.currency,
      customer,
      description: 'ReefID Lifetime',
      automatic_payment_methods: { enabled: true },
      metadata: { userId: String(user.id), plan: 'lifetime', paymentId: String(payment.id) },
    },
    { idempotencyKey: idempotencyKey('payment', payment) },
  ).catch(async (error) => {
    await closePayment(ctx.db, payment.id, 'canceled'); // gives the slot back
    throw error;
  });
  await updatePayment(ctx.db, payment.id, { stripePaymentIntentId: intent.id });
  return { clientSecret: intent.client_secret!, holdExpiresAt: payment.holdExpiresAt };
}

/** Monthly and yearly: a Stripe subscription whose first invoice the checkout form pays. */
async function subscriptionIntent(ctx: AppContext, stripe: Stripe, user: UserRow, plan: 'monthly' | 'yearly', amount: number, customer: string): Promise<Attempt> {
  const payment = await insertPayment(ctx.db, { userId: user.id, plan, amount });
  try {
    await ensureProduct(stripe);
    const subscription = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price_data: { currency: payment.currency, product: PRODUCT_ID, unit_amount: amount, recurring: { interval: 'day', interval_count: PLAN_DAYS[plan] } } }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: String(user.id), plan, paymentId: String(payment.id) },
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: idempotencyKey('payment', payment) },
    );
    const secret = (subscription.latest_invoice as Stripe.Invoice | null)?.confirmation_secret?.client_secret;
    if (!secret) throw serviceUnavailable('The payment provider did not return a payment to confirm. Please try again.', 'payments.unreachable');
    await updatePayment(ctx.db, payment.id, { stripeSubscriptionId: subscription.id, stripePaymentIntentId: secret.split('_secret_')[0] });
    return { clientSecret: secret, holdExpiresAt: null };
  } catch (error) {
    await closePayment(ctx.db, payment.id, 'canceled');
    throw error;
  }
}

/**
 * POST /api/create-payment-intent: starts paying for a plan. The amount comes from the settings, never
 * from the browser. A lifetime purchase needs a verified e-mail address and holds one slot from here until it is
 * paid, given up or its hold expires (`holdExpiresAt`, told to the buyer).
 */
export async function startCheckout(ctx: AppContext, user: UserRow, plan: unknown, ip: string) {
  if (!isPaidPlan(plan)) throw badRequest('Invalid plan: choose monthly, yearly or lifetime', 'plans.unknown');
  const stripe = stripeFor(ctx.config);
  const publishableKey = publishableKeyFor(ctx.config);
  refuseOwnedPlan(user, plan);
  if (plan === 'lifetime' && !user.emailVerifiedAt) throw forbidden(VERIFY_EMAIL_FOR_LIFETIME, 'account.email_not_verified');
  const amount = priceOf(await readSettings(ctx.db), plan);
  const attempt =
    (await resumeOpenAttempt(ctx, stripe, user, plan, amount)) ??
    (plan === 'lifetime'
      ? await lifetimeIntent(ctx, stripe, user, amount, await customerFor(ctx, stripe, user), ip)
      : await subscriptionIntent(ctx, stripe, user, plan, amount, await customerFor(ctx, stripe, user)));
  return { clientSecret: attempt.clientSecret, amount, publishableKey, holdExpiresAt: attempt.holdExpiresAt?.toISOString() ?? null, error: null };
}
