import { describe, expect, spyOn, test } from 'bun:test';
import { payments } from '../../db/schema';
import { testApp } from '../../../test-support/harness';
import { fakeStripeForTests, startCheckout } from '../../../test-support/payments';
import { expectConsoleErrors } from '../../../../test-support/console-guard';
import { first } from '../../db/client';

const DAY = 24 * 60 * 60 * 1000;
const { app: paymentsApp } = fakeStripeForTests();

describe('GET /api/subscription-settings', () => {
  test('is public and starts from the default prices, in cents', async () => {
    const response = await (await testApp()).client().api['subscription-settings'].get();
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      lifetimeSlotTotal: 1000,
      lifetimeSlotsTaken: 0,
      lifetimePrice: 1000,
      monthlyPrice: 500,
      yearlyPrice: 4000,
      lastUpdated: expect.any(String),
    });
  });
});

describe('POST /api/create-payment-intent', () => {
  test('needs a signed-in user and a known plan', async () => {
    const app = await paymentsApp();
    expect((await app.client().api['create-payment-intent'].post({ plan: 'lifetime' })).status).toBe(401);
    const [buyer] = await app.buyers(1);
    const bad = await buyer!.api['create-payment-intent'].post({ plan: 'forever' });
    expect(bad.status).toBe(400);
    expect(bad.error?.value).toMatchObject({ message: 'Invalid plan: choose monthly, yearly or lifetime' });
    // Raw: a body without a plan, which the typed client would not send.
    expect((await buyer!.post('/api/create-payment-intent', {})).status).toBe(400);
  });

  test('answers 503 in customer words when Stripe is not configured, and logs what to set', async () => {
    const app = await testApp();
    const browser = app.client();
    await browser.register('diver');
    const warnings: string[] = [];
    const warn = spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    try {
      const response = await browser.api['create-payment-intent'].post({ plan: 'monthly' });
      expect(response.status).toBe(503);
      const { message } = response.error!.value;
      expect(message).toBe('Payments are not available yet. Please try again later.');
      expect(message).not.toContain('STRIPE');
      expect(warnings.some((line) => line.includes('set STRIPE_SECRET_KEY'))).toBe(true);
    } finally {
      warn.mockRestore();
    }
    expect((await browser.api['subscription-settings'].get()).data).toMatchObject({ paymentsAvailable: false });
    expect((await (await paymentsApp()).client().api['subscription-settings'].get()).data).toMatchObject({ paymentsAvailable: true });
  });

  test('charges the amount of the settings, whatever the browser sends', async () => {
    const app = await paymentsApp();
    await app.setSettings({ lifetimePrice: 1299, monthlyPrice: 650, yearlyPrice: 5200 });
    const [lifetime, monthly, yearly] = await app.buyers(3);
    // Raw: a field the typed client would not send, as a forging browser does.
    const forged = await lifetime!.post('/api/create-payment-intent', { plan: 'lifetime', amount: 1 });
    const body = await forged.json();
    expect(forged.status).toBe(200);
    const intentId = String(body.clientSecret).split('_secret_')[0]!;
    expect(body).toMatchObject({ amount: 1299, error: null, publishableKey: 'pk_test_fake' });
    expect(app.stripe.account.paymentIntents.get(intentId)!.amount).toBe(1299);

    const month = await startCheckout(monthly!, 'monthly');
    expect(month.body.amount).toBe(650);
    expect(app.stripe.account.paymentIntents.get(month.intentId)!.amount).toBe(650);
    const year = await startCheckout(yearly!, 'yearly');
    const subscription = [...app.stripe.account.subscriptions.values()].at(-1)!;
    expect(subscription.items.data[0].price).toMatchObject({ unit_amount: 5200, recurring: { interval: 'day', interval_count: 365 } });
    expect(app.stripe.account.paymentIntents.get(year.intentId)!.amount).toBe(5200);
  });

  test('a reload of the checkout reuses the open attempt instead of holding a second slot', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const first = await startCheckout(buyer!, 'lifetime');
    const second = await startCheckout(buyer!, 'lifetime');
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });

  test('one account holds at most one lifetime slot, even with concurrent requests', async () => {
    const app = await paymentsApp();
    const [hoarder] = await app.buyers(1);
    const attempts = await Promise.all(Array.from({ length: 20 }, () => startCheckout(hoarder!, 'lifetime')));
    expect(attempts.filter((attempt) => attempt.response.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(new Set(attempts.filter((a) => a.response.status === 200).map((a) => a.intentId)).size).toBe(1);
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });

  test('a price change cancels the open lifetime attempt and starts one at the new price', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const old = await startCheckout(buyer!, 'lifetime');
    await app.setSettings({ lifetimePrice: 1500 });
    const fresh = await startCheckout(buyer!, 'lifetime');
    expect(fresh.body.amount).toBe(1500);
    expect(app.stripe.account.paymentIntents.get(old.intentId)!.status).toBe('canceled');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });

  test('a Stripe outage answers 503 and gives the held slot back', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    app.stripe.failNext('POST', /^\/v1\/payment_intents$/, 500);
    app.stripe.failNext('POST', /^\/v1\/payment_intents$/, 500);
    app.stripe.failNext('POST', /^\/v1\/payment_intents$/, 500);
    const logged = expectConsoleErrors();
    const { response } = await startCheckout(buyer!, 'lifetime');
    expect(response.status).toBe(503);
    expect(logged).toEqual([expect.stringMatching(/^Stripe call failed: StripeAPIError 500/)]);
    expect((await app.settings()).lifetimeSlotsTaken).toBe(0);
    expect(await app.ctx.db.select().from(payments).then(first)).toMatchObject({ status: 'canceled', holdsLifetimeSlot: false });
  });

  test('refuses a plan the user already has', async () => {
    const app = await paymentsApp();
    const { buyer } = await app.paidBuyer('lifetime');
    for (const plan of ['lifetime', 'monthly']) {
      const { response, body } = await startCheckout(buyer, plan);
      expect(response.status).toBe(409);
      expect(body).toMatchObject({ message: 'You already have a lifetime plan', error: 'You already have a lifetime plan' });
    }
  });
});

describe('paying for a plan', () => {
  test('lifetime: the signed payment_intent.succeeded event grants it, with no expiry', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const { intentId } = await startCheckout(buyer!, 'lifetime');
    expect((await app.user(buyer!)).subscriptionTier).toBe('free');
    await app.stripe.confirm(intentId);
    expect(await app.user(buyer!)).toMatchObject({ subscriptionTier: 'lifetime', subscriptionExpiresAt: null, isPremium: true });
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });

  test('monthly and yearly: the paid first invoice grants 30 and 365 days', async () => {
    const app = await paymentsApp();
    const [monthly, yearly] = await app.buyers(2);
    for (const [browser, plan, days] of [[monthly!, 'monthly', 30], [yearly!, 'yearly', 365]] as const) {
      const { intentId } = await startCheckout(browser, plan);
      await app.stripe.confirm(intentId);
      const user = await app.user(browser);
      expect(user).toMatchObject({ subscriptionTier: plan, isPremium: true, subscriptionCanceledAt: null });
      expect(Math.abs(new Date(user.subscriptionExpiresAt!).getTime() - (Date.now() + days * DAY))).toBeLessThan(60_000);
    }
  });

  test('a declined card changes nothing, and the retry on the same intent is granted', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const { intentId } = await startCheckout(buyer!, 'monthly');
    await app.stripe.confirm(intentId, 'pm_card_chargeDeclined');
    expect((await app.user(buyer!)).subscriptionTier).toBe('free');
    await app.stripe.confirm(intentId);
    expect((await app.user(buyer!)).subscriptionTier).toBe('monthly');
  });
});

describe('GET /api/checkout-sessions/{id}', () => {
  test('reports the payment as Stripe has it, for the intent the success page returns with', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const { intentId } = await startCheckout(buyer!, 'monthly');
    const before = await buyer!.api['checkout-sessions']({ id: intentId }).get();
    expect(before.data).toMatchObject({ status: 'open', customer: expect.stringMatching(/^cus_/) });
    await app.stripe.confirm(intentId);
    const after = (await buyer!.api['checkout-sessions']({ id: intentId }).get()).data;
    expect(after).toMatchObject({ status: 'complete', subscription: expect.stringMatching(/^sub_/), plan: 'monthly' });
  });

  test("answers 404 for another user's session and 400 for a malformed id", async () => {
    const app = await paymentsApp();
    const [owner, other] = await app.buyers(2);
    const { intentId } = await startCheckout(owner!, 'lifetime');
    expect((await other!.api['checkout-sessions']({ id: intentId }).get()).status).toBe(404);
    expect((await other!.api['checkout-sessions']({ id: 'pi_unknown' }).get()).status).toBe(404);
    expect((await other!.api['checkout-sessions']({ id: 'not-an-id' }).get()).status).toBe(400);
    expect((await app.client().api['checkout-sessions']({ id: intentId }).get()).status).toBe(401);
  });
});

describe('POST /api/update-subscription', () => {
  test('without a confirmed payment it changes nothing, whatever the browser claims', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const claim = { tier: 'lifetime', expiresAt: null, stripeCustomerId: 'cus_forged', stripeSubscriptionId: 'sub_forged' };
    const response = await buyer!.api['update-subscription'].post(claim);
    expect(response.status).toBe(402);
    expect(response.error?.value.message).toContain('nothing was changed');
    // An unpaid intent is not a payment either.
    await startCheckout(buyer!, 'monthly');
    expect((await buyer!.api['update-subscription'].post({ tier: 'monthly', expiresAt: '2099-01-01T00:00:00Z' })).status).toBe(402);
    expect(await app.user(buyer!)).toMatchObject({ subscriptionTier: 'free', subscriptionExpiresAt: null, isPremium: false });
    expect((await buyer!.api['update-subscription'].post({ tier: 'free' })).status).toBe(400);
  });

  test('activates a plan paid at Stripe even before its webhook arrives, using Stripe dates only', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const { intentId } = await startCheckout(buyer!, 'monthly');
    app.stripe.autoDeliver = false; // the webhook is late
    await app.stripe.confirm(intentId);
    const response = await buyer!.api['update-subscription'].post({ tier: 'monthly', expiresAt: '2099-01-01T00:00:00Z' });
    expect(response.status).toBe(200);
    const user = response.data!;
    expect(user.subscriptionTier).toBe('monthly');
    expect(new Date(user.subscriptionExpiresAt!).getTime()).toBeLessThan(Date.now() + 31 * DAY);
    // The late webhooks then change nothing more.
    for (const event of app.stripe.events) expect((await app.stripe.deliver(event)).status).toBe(200);
    expect((await app.user(buyer!)).subscriptionExpiresAt).toBe(user.subscriptionExpiresAt);
  });
});

describe('POST /api/increment-lifetime-slots', () => {
  test('counts nothing for a browser without a confirmed lifetime payment', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    const refused = await buyer!.api['increment-lifetime-slots'].post();
    expect(refused.status).toBe(402);
    expect((await app.settings()).lifetimeSlotsTaken).toBe(0);

    const { intentId } = await startCheckout(buyer!, 'lifetime');
    app.stripe.autoDeliver = false;
    await app.stripe.confirm(intentId);
    const counted = await buyer!.api['increment-lifetime-slots'].post();
    expect(counted.status).toBe(200);
    expect(counted.data).toMatchObject({ lifetimeSlotsTaken: 1, lifetimeSlotTotal: 1000 });
    // Calling again does not count the same payment twice.
    await buyer!.api['increment-lifetime-slots'].post();
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
    expect((await app.user(buyer!)).subscriptionTier).toBe('lifetime');
  });
});
