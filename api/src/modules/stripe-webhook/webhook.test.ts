import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { stripeEvents, users } from '../../db/schema';
import { testApp } from '../../../test-support/harness';
import { fakeStripeForTests, startCheckout, WEBHOOK_SECRET } from '../../../test-support/payments';
import { expectConsoleErrors } from '../../../../test-support/console-guard';

const { app: paymentsApp } = fakeStripeForTests();

/** A lifetime purchase paid at Stripe whose events are held back for the test to deliver. */
async function paidWithHeldEvents() {
  const app = await paymentsApp();
  const { buyer, intentId } = await app.paidBuyer('lifetime', { held: true });
  const succeeded = app.stripe.events.find((event) => event.type === 'payment_intent.succeeded')!;
  return { app, buyer, intentId, succeeded };
}

describe('POST /api/stripe/webhook', () => {
  test('a forged signature is refused with 400 and applies nothing', async () => {
    const { app, buyer, succeeded } = await paidWithHeldEvents();
    const forged = await app.stripe.deliver(succeeded, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ code: 'webhook.bad_signature', message: 'Invalid Stripe signature' });

    // A genuine signature over another body does not cover a tampered one.
    const payload = JSON.stringify(succeeded);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    const request = new Request('http://localhost:4321/api/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: tampered });
    expect((await app.app.handle(request)).status).toBe(400);

    const unsigned = new Request('http://localhost:4321/api/stripe/webhook', { method: 'POST', body: payload });
    expect((await app.app.handle(unsigned)).status).toBe(400);
    expect((await app.user(buyer)).subscriptionTier).toBe('free');
    expect(await app.ctx.db.select().from(stripeEvents)).toHaveLength(0);
  });

  test('an event signed more than 300 seconds ago is refused', async () => {
    const { app, buyer, succeeded } = await paidWithHeldEvents();
    const stale = await app.stripe.deliver(succeeded, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    expect((await app.user(buyer)).subscriptionTier).toBe('free');
    const recent = await app.stripe.deliver(succeeded, { timestamp: Math.floor(Date.now() / 1000) - 200 });
    expect(recent.status).toBe(200);
    expect((await app.user(buyer)).subscriptionTier).toBe('lifetime');
  });

  test('a replayed event is applied once', async () => {
    const { app, buyer, succeeded } = await paidWithHeldEvents();
    const first = await app.stripe.deliver(succeeded);
    expect(await first.json()).toEqual({ received: true });
    expect((await app.user(buyer)).subscriptionTier).toBe('lifetime');

    // An admin takes the plan away; replaying the old event must not give it back.
    await app.ctx.db.update(users).set({ subscriptionTier: 'free' });
    const replay = await app.stripe.deliver(succeeded);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await app.user(buyer)).subscriptionTier).toBe('free');
    expect(await app.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, succeeded.id))).toHaveLength(1);
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });

  test('a delivery whose handling fails is not recorded, so Stripe\'s redelivery grants the plan', async () => {
    const app = await paymentsApp();
    const { buyer } = await app.paidBuyer('monthly', { held: true });
    const paid = app.stripe.events.find((event) => event.type === 'invoice.paid')!;
    // Reading the subscription back from Stripe fails on every try (the client retries twice): the first delivery
    // cannot be handled.
    for (let i = 0; i < 3; i++) app.stripe.failNext('GET', /^\/v1\/subscriptions\//, 500);
    const logged = expectConsoleErrors();
    const first = await app.stripe.deliver(paid);
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(logged).toEqual([expect.stringMatching(/^Stripe call failed: StripeAPIError 500/)]);
    expect((await app.user(buyer)).subscriptionTier).toBe('free');
    expect(await app.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id))).toHaveLength(0);

    const redelivered = await app.stripe.deliver(paid);
    expect(await redelivered.json()).toEqual({ received: true });
    expect((await app.user(buyer)).subscriptionTier).toBe('monthly');
  });

  test('a failure event arriving after the success of a retry leaves the purchase paid', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const { intentId } = await startCheckout(buyer!, 'lifetime');
    app.stripe.autoDeliver = false;
    await app.stripe.confirm(intentId, 'pm_card_chargeDeclined');
    await app.stripe.confirm(intentId);
    for (const event of [...app.stripe.events].reverse()) expect((await app.stripe.deliver(event)).status).toBe(200);
    expect((await app.user(buyer!)).subscriptionTier).toBe('lifetime');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });

  test('subscription updates delivered out of order leave the state Stripe has now', async () => {
    const app = await paymentsApp();
    const { buyer } = await app.paidBuyer('monthly');
    const subscriptionId = [...app.stripe.account.subscriptions.keys()].at(-1)!;
    app.stripe.autoDeliver = false;
    const sent = app.stripe.events.length;
    // Cancelled, then resumed (for example from Stripe's customer portal)...
    await app.stripe.emitAll(app.stripe.account.updateSubscription(subscriptionId, { cancel_at_period_end: 'true' }).events);
    await app.stripe.emitAll(app.stripe.account.updateSubscription(subscriptionId, { cancel_at_period_end: 'false' }).events);
    const [canceled, resumed] = app.stripe.events.slice(sent);
    // ...but the events arrive resumed first.
    await app.stripe.deliver(resumed!);
    await app.stripe.deliver(canceled!);
    expect(await app.user(buyer)).toMatchObject({ subscriptionTier: 'monthly', subscriptionCanceledAt: null });
  });

  test('other event types are acknowledged and ignored', async () => {
    const app = await paymentsApp();
    const [event] = await (app.stripe.autoDeliver = false, app.stripe.emitAll([{ type: 'customer.created', object: { id: 'cus_x', object: 'customer' } }]));
    const response = await app.stripe.deliver(event!);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
  });

  test('answers 503 naming what to set when the webhook secret is missing', async () => {
    const app = await testApp({}, { STRIPE_SECRET_KEY: 'sk_test_x' });
    const response = await app.app.handle(new Request('http://localhost:4321/api/stripe/webhook', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(503);
    expect((await response.json()).message).toContain('STRIPE_WEBHOOK_SECRET');
  });
});

describe('Checkout Sessions (hosted Checkout, payment links)', () => {
  const session = (app: Awaited<ReturnType<typeof paymentsApp>>, userId: number, plan: string, mode = 'payment') =>
    app.stripe.account.createSession({ mode, client_reference_id: String(userId), metadata: { plan }, amount_total: '1000' }, app.stripe.url);

  test('checkout.session.completed grants the plan to the user it names; expired grants nothing', async () => {
    const app = await paymentsApp();
    const [paid, walkedAway] = await app.buyers(2);
    const paidUser = await app.user(paid!);
    const done = session(app, paidUser.id, 'lifetime');
    expect(await (await paid!.get(`/api/checkout-sessions/${done.id}`)).json()).toMatchObject({ status: 'open' });
    await app.stripe.completeSession(done.id);
    expect((await app.user(paid!)).subscriptionTier).toBe('lifetime');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
    expect(await (await paid!.get(`/api/checkout-sessions/${done.id}`)).json()).toMatchObject({ status: 'complete', customer: expect.stringMatching(/^cus_/) });
    expect((await walkedAway!.get(`/api/checkout-sessions/${done.id}`)).status).toBe(404);

    const expired = session(app, (await app.user(walkedAway!)).id, 'lifetime');
    await app.stripe.emitAll(app.stripe.account.expireSession(expired.id).events);
    expect((await app.user(walkedAway!)).subscriptionTier).toBe('free');
    expect(await (await walkedAway!.get(`/api/checkout-sessions/${expired.id}`)).json()).toMatchObject({ status: 'expired' });
  });

  test('a delayed payment counts only once async_payment_succeeded says the money arrived', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const pending = session(app, (await app.user(buyer!)).id, 'lifetime');
    await app.stripe.completeSession(pending.id, { asyncPayment: true });
    expect((await app.user(buyer!)).subscriptionTier).toBe('free');
    await app.stripe.settleAsyncSession(pending.id);
    expect((await app.user(buyer!)).subscriptionTier).toBe('lifetime');
  });

  test('a subscription-mode session starts a monthly plan', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const monthly = session(app, (await app.user(buyer!)).id, 'monthly', 'subscription');
    await app.stripe.completeSession(monthly.id);
    expect(await app.user(buyer!)).toMatchObject({ subscriptionTier: 'monthly', isPremium: true });
  });
});
