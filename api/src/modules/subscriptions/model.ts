import { t } from 'elysia';
import { PAID_PLANS } from '@rules/plans';

/** POST /api/create-payment-intent: only the plan; the server decides the amount. */
export const checkoutBody = t.Object({ plan: t.String({ maxLength: 20 }) });

/**
 * POST /api/update-subscription as the site's client sends it. Only `tier` is used: expiresAt and the Stripe
 * ids are accepted for compatibility and ignored, since they come from the browser.
 */
export const updateSubscriptionBody = t.Object({
  tier: t.String({ maxLength: 20 }),
  expiresAt: t.Optional(t.Nullable(t.String({ maxLength: 64 }))),
  stripeCustomerId: t.Optional(t.Nullable(t.String({ maxLength: 255 }))),
  stripeSubscriptionId: t.Optional(t.Nullable(t.String({ maxLength: 255 }))),
});

/** GET /api/subscription-settings and what saving them answers: amounts in cents. */
export const subscriptionSettings = t.Object({
  lifetimeSlotTotal: t.Number(),
  lifetimeSlotsTaken: t.Number(),
  lifetimePrice: t.Number(),
  monthlyPrice: t.Number(),
  yearlyPrice: t.Number(),
  /** "Only verified sightings can be published": the catalogue takes only sightings experts verified. */
  publishRequiresVerification: t.Boolean(),
  lastUpdated: t.Date(),
  /** Whether paid plans can be bought; false until the operator sets the Stripe keys. */
  paymentsAvailable: t.Boolean(),
});

/** POST /api/create-payment-intent: what the checkout form confirms; a lifetime hold says until when it lasts. */
export const checkoutStarted = t.Object({
  clientSecret: t.String(),
  amount: t.Number(),
  publishableKey: t.String(),
  holdExpiresAt: t.Nullable(t.String()),
  error: t.Null(),
});
export type CheckoutStarted = typeof checkoutStarted.static;

export const checkoutParams = t.Object({ id: t.String() });

/** GET /api/checkout-sessions/{id}: complete (paid), open, or expired (can no longer be paid). */
export const checkoutState = t.Object({
  status: t.UnionEnum(['complete', 'expired', 'open']),
  customer: t.Nullable(t.String()),
  subscription: t.Nullable(t.String()),
  plan: t.UnionEnum(PAID_PLANS),
});
export type CheckoutState = typeof checkoutState.static;

/** POST /api/cancel-checkout: how many held lifetime slots were given back. */
export const checkoutCanceled = t.Object({ released: t.Number() });
