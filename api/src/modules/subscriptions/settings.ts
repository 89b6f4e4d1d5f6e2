import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { optionalHttpUrl, text } from '../../lib/settings';

/** Stripe, for payments; unset keys make the payment routes answer 503. */
export const stripeSettings = t.Object({
  STRIPE_SECRET_KEY: text(),
  STRIPE_PUBLISHABLE_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  /** Points the Stripe SDK at another host (a local fake in tests). */
  STRIPE_API_URL: optionalHttpUrl(),
});

export const stripeConfig = (env: StaticDecode<typeof stripeSettings>) => ({
  secretKey: env.STRIPE_SECRET_KEY,
  publishableKey: env.STRIPE_PUBLISHABLE_KEY,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  apiUrl: env.STRIPE_API_URL,
});
