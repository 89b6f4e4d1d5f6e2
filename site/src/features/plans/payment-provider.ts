import type { Stripe } from '@stripe/stripe-js';

/**
 * Set only by the browser suite's build (scripts/test.sh) to the URL of the fake Stripe server; the value is
 * fixed at build time, so a production build (`npm start`, `npm run build`) contains neither the flag nor
 * the test double. See docs/decisions/033.
 */
const TEST_DOUBLE_API: string | undefined = import.meta.env.PUBLIC_STRIPE_TEST_DOUBLE;

/** Stripe.js for the checkout form (loaded from js.stripe.com on first use). */
export async function loadPaymentProvider(publishableKey: string): Promise<Stripe | null> {
  if (TEST_DOUBLE_API) {
    const { createStripeTestDouble } = await import('./stripe-test-double');
    return createStripeTestDouble(TEST_DOUBLE_API, publishableKey);
  }
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}
