import { t } from 'elysia';

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
