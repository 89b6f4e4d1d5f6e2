import { isPaidPlan, PLAN_DAYS, type PaidPlan } from '@rules/plans';
import type { AppContext } from '../../context';
import { badRequest, conflict, serviceUnavailable } from '../../lib/errors';
import { idempotencyKey, isMissingResource, publishableKeyFor, stripeFor, type Stripe } from '../../lib/stripe';
import type { UserRow } from '../users/repo';
import { closePayment, insertLifetimePaymentWithSlot, insertPayment, openPaymentsOf, readSettings, updatePayment, updateUserSubscription, type SettingsRow } from './repo';

/** The one Stripe product every subscription price hangs off; created on first use. */
const PRODUCT_ID = 'reefid-premium';
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const knownProducts = new WeakSet<Stripe>();

export const SOLD_OUT = 'All lifetime subscriptions have been taken';

export function priceOf(settings: SettingsRow, plan: PaidPlan): number {
  return plan === 'lifetime' ? settings.lifetimePrice : plan === 'monthly' ? settings.monthlyPrice : settings.yearlyPrice;
}

function refuseOwnedPlan(user: UserRow, plan: PaidPlan): void {
  if (user.subscriptionTier === 'lifetime') throw conflict('You already have a lifetime plan');
  const running = user.subscriptionTier === 'monthly' || user.subscriptionTier === 'yearly';
  if (plan !== 'lifetime' && running && !user.subscriptionCanceledAt) {
    throw conflict(`You already have an active ${user.subscriptionTier} plan`);
  }
}

async function customerFor(ctx: AppContext, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.username, metadata: { userId: String(user.id) } },
    { idempotencyKey: idempotencyKey('customer-for-user', user) },
  );
  updateUserSubscription(ctx.db, user.id, { stripeCustomerId: customer.id });
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
async function resumeOpenAttempt(ctx: AppContext, stripe: Stripe, user: UserRow, plan: PaidPlan, amount: number): Promise<string | null> {
  const open = openPaymentsOf(ctx.db, user.id, plan).find((payment) => payment.status === 'pending');
  if (!open?.stripePaymentIntentId) return null;
  const intent = await stripe.paymentIntents.retrieve(open.stripePaymentIntentId);
  if (!PAYABLE.has(intent.status)) return null;
  if (intent.amount === amount) return intent.client_secret;
  if (plan === 'lifetime') {
    await stripe.paymentIntents.cancel(intent.id);
    closePayment(ctx.db, open.id, 'canceled');
  }
  return null;
}

async function lifetimeIntent(ctx: AppContext, stripe: Stripe, user: UserRow, amount: number, customer: string) {
  const payment = insertLifetimePaymentWithSlot(ctx.db, { userId: user.id, amount });
  if (payment === 'sold-out') throw conflict(SOLD_OUT);
  if (payment === 'already-holding') throw conflict('Your lifetime checkout is already open. Please finish it or try again in a few minutes.');
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
  ).catch((error) => {
    closePayment(ctx.db, payment.id, 'canceled'); // gives the slot back
    throw error;
  });
  updatePayment(ctx.db, payment.id, { stripePaymentIntentId: intent.id });
  return intent.client_secret!;
}

/** Monthly and yearly: a Stripe subscription whose first invoice the checkout form pays. */
async function subscriptionIntent(ctx: AppContext, stripe: Stripe, user: UserRow, plan: 'monthly' | 'yearly', amount: number, customer: string) {
  const payment = insertPayment(ctx.db, { userId: user.id, plan, amount });
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
    if (!secret) throw serviceUnavailable('The payment provider did not return a payment to confirm. Please try again.');
    updatePayment(ctx.db, payment.id, { stripeSubscriptionId: subscription.id, stripePaymentIntentId: secret.split('_secret_')[0] });
    return secret;
  } catch (error) {
    closePayment(ctx.db, payment.id, 'canceled');
    throw error;
  }
}

/**
 * POST /api/create-payment-intent: starts paying for a plan. The amount comes from the settings, never
 * from the browser; a lifetime purchase holds one slot from here until it is paid or given up.
 */
export async function startCheckout(ctx: AppContext, user: UserRow, plan: unknown) {
  if (!isPaidPlan(plan)) throw badRequest('Invalid plan: choose monthly, yearly or lifetime');
  const stripe = stripeFor(ctx.config);
  const publishableKey = publishableKeyFor(ctx.config);
  refuseOwnedPlan(user, plan);
  const amount = priceOf(readSettings(ctx.db), plan);
  const clientSecret =
    (await resumeOpenAttempt(ctx, stripe, user, plan, amount)) ??
    (plan === 'lifetime'
      ? await lifetimeIntent(ctx, stripe, user, amount, await customerFor(ctx, stripe, user))
      : await subscriptionIntent(ctx, stripe, user, plan, amount, await customerFor(ctx, stripe, user)));
  return { clientSecret, amount, publishableKey, error: null };
}
