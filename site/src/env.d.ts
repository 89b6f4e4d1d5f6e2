/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Browser suite only: URL of the fake Stripe the Stripe.js test double confirms payments with. */
  readonly PUBLIC_STRIPE_TEST_DOUBLE?: string;
}
