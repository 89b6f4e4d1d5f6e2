import { afterAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { startFakeStripe } from '../fakes/stripe';
import { recordedStripe, type RecordedStripeObject } from '../fakes/stripe-recorded';
import { contractViolations, STRIPE_READS } from './stripe';

/** The code without the error codes it answers ('ai.timed_out', rules/error-codes.ts), which name no field. */
const withoutErrorCodes = (text: string) => text.replace(/'[a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*'/g, "''");

const SOURCE = join(import.meta.dir, '../../src');

/** The product's files that talk to Stripe: every file importing lib/stripe, tests left out. */
function stripeCode(dir = SOURCE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stripeCode(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return /from '(\.\.?\/)+(lib\/)?stripe'/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

describe("Stripe's recorded example objects", () => {
  for (const kind of Object.keys(STRIPE_READS) as RecordedStripeObject[]) {
    test(`${kind} carries every field the product reads, with the type it expects`, () => {
      expect(contractViolations(kind, recordedStripe(kind), { skipExpandable: true })).toEqual([]);
    });
  }

  test('every Stripe field the product code names is in the contract', () => {
    const listed = new Set(Object.values(STRIPE_READS).flatMap((reads) => reads.flatMap((read) => read.path.split(/[.[\]]+/))));
    const files = stripeCode();
    expect(files.length).toBeGreaterThan(5);
    const named = files.flatMap((file) => [...withoutErrorCodes(readFileSync(file, 'utf8')).matchAll(/\??\.([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b/g)].map((match) => `${match[1]} (${file.slice(SOURCE.length + 1)})`));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !listed.has(name.split(' ')[0]!))).toEqual([]);
  });
});

describe('the fake Stripe', () => {
  const events: Stripe.Event[] = [];
  const fake = startFakeStripe({
    webhookSecret: 'whsec_contract',
    deliver: async (request) => {
      events.push(JSON.parse(await request.text()));
      return new Response('{}');
    },
  });
  afterAll(() => fake.stop());
  const url = new URL(fake.url);
  const stripe = new Stripe('sk_test_contract', { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });

  test('serves the fields the product reads, in the shapes the SDK hands it, through a subscription and a checkout', async () => {
    const customer = await stripe.customers.create({ email: 'diver@example.com', metadata: { userId: '1' } });
    expect(contractViolations('customer', customer)).toEqual([]);
    await stripe.products.create({ id: 'reefid-premium', name: 'ReefID Premium' });

    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product: 'reefid-premium', unit_amount: 499, recurring: { interval: 'day', interval_count: 30 } } }],
      payment_behavior: 'default_incomplete',
      metadata: { plan: 'monthly' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(contractViolations('subscription', created)).toEqual([]);
    expect(contractViolations('invoice', created.latest_invoice)).toEqual([]);
    const secret = (created.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret;
    const intent = await stripe.paymentIntents.retrieve(secret.split('_secret_')[0]!);
    expect(contractViolations('payment_intent', intent)).toEqual([]);

    await fake.confirm(intent.id);
    const active = await stripe.subscriptions.retrieve(created.id);
    expect(active.status).toBe('active');
    expect(contractViolations('subscription', active)).toEqual([]);
    await stripe.subscriptions.cancel(created.id);
    await fake.flush();
    const ended = await stripe.subscriptions.retrieve(created.id);
    expect(ended.ended_at).toBeNumber();
    expect(contractViolations('subscription', ended)).toEqual([]);

    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: '1',
      metadata: { plan: 'lifetime' },
      line_items: [{ price_data: { currency: 'usd', unit_amount: 9900, product_data: { name: 'Lifetime' } }, quantity: 1 }],
      success_url: 'https://reefid.example/success',
    });
    await fake.completeSession(session.id);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed.payment_status).toBe('paid');
    expect(contractViolations('checkout_session', completed)).toEqual([]);

    expect(events.map((event) => event.type)).toContain('invoice.paid');
    for (const event of events) {
      expect(contractViolations('event', event)).toEqual([]);
      const kind = ({ invoice: 'invoice', subscription: 'subscription', payment_intent: 'payment_intent', 'checkout.session': 'checkout_session' } as const)[(event.data.object as { object: string }).object as 'invoice'];
      expect(contractViolations(kind, event.data.object, { skipExpandable: true })).toEqual([]);
    }
  });

  test('an invoice carries its confirmation secret only when expanded, as Stripe sends it', async () => {
    const customer = await stripe.customers.create({});
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product: 'reefid-premium', unit_amount: 499, recurring: { interval: 'day', interval_count: 30 } } }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice'],
    });
    expect(created.latest_invoice).toMatchObject({ object: 'invoice' });
    expect(created.latest_invoice).not.toHaveProperty('confirmation_secret');
  });
});
