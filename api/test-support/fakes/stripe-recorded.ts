import { readFileSync } from 'node:fs';

/**
 * Stripe's own example objects (stripe/openapi fixtures3.json, kept under api/src/fakes/recordings/stripe with their
 * source): the fake starts every object from one of these, so it carries every field the real object has, and
 * overrides only what a scenario decides (ids, amounts, states, links).
 */
export const RECORDED_STRIPE_OBJECTS = [
  'customer',
  'product',
  'price',
  'payment_intent',
  'subscription',
  'subscription_item',
  'invoice',
  'line_item',
  'checkout_session',
  'refund',
  'event',
] as const;
export type RecordedStripeObject = (typeof RECORDED_STRIPE_OBJECTS)[number];

const cache = new Map<RecordedStripeObject, Record<string, any>>();

/** A fresh copy of Stripe's example object of this kind. */
export function recordedStripe(kind: RecordedStripeObject): Record<string, any> {
  let object = cache.get(kind);
  if (!object) {
    object = JSON.parse(readFileSync(new URL(`../../src/fakes/recordings/stripe/${kind}.json`, import.meta.url), 'utf8')) as Record<string, any>;
    cache.set(kind, object);
  }
  return structuredClone(object);
}
