import { describe, expect, test } from 'bun:test';
import type { TestClient } from '../../../test-support/harness';
import { fakeStripeForTests, startCheckout } from '../../../test-support/payments';
import { accounts } from '../accounts';

const DAY = 24 * 60 * 60 * 1000;
const { app: paymentsApp } = fakeStripeForTests();

async function subscribed(plan: 'monthly' | 'yearly' = 'monthly') {
  const app = await paymentsApp();
  const [buyer] = await app.buyers(1) as [TestClient];
  const { intentId } = await startCheckout(buyer, plan);
  await app.stripe.confirm(intentId);
  const user = await app.user(buyer);
  const subscriptionId = [...app.stripe.account.subscriptions.keys()].at(-1)!;
  return { app, buyer, subscriptionId, expiresAt: new Date(user.subscriptionExpiresAt!) };
}

describe('POST /api/cancel-subscription', () => {
  test('keeps access until the end of the period, then the account is free', async () => {
    const { app, buyer, subscriptionId, expiresAt } = await subscribed('monthly');
    const response = await buyer.api['cancel-subscription'].post();
    expect(response.status).toBe(200);
    const canceled = response.data!;
    expect(canceled).toMatchObject({ subscriptionTier: 'monthly', subscriptionExpiresAt: expiresAt.toISOString(), isPremium: true });
    expect(canceled.subscriptionCanceledAt).toBeString();
    await app.stripe.flush();
    expect(app.stripe.account.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);

    app.setNow(new Date(expiresAt.getTime() - DAY));
    expect((await app.user(buyer)).subscriptionTier).toBe('monthly');
    app.setNow(new Date(expiresAt.getTime() + 1000));
    expect(await app.user(buyer)).toMatchObject({ subscriptionTier: 'free', isPremium: false });
  });

  test('the sweep ends a cancelled plan at its period end without a visit', async () => {
    const { app, buyer, expiresAt } = await subscribed('yearly');
    await buyer.api['cancel-subscription'].post();
    expect(await accounts.expireAllDue(app.ctx.db, new Date(expiresAt.getTime() - 1000))).toBe(0);
    expect(await accounts.expireAllDue(app.ctx.db, new Date(expiresAt.getTime() + 1000))).toBe(1);
  });

  test("Stripe ending the subscription at the period end changes nothing before that date", async () => {
    const { app, buyer, subscriptionId, expiresAt } = await subscribed();
    await buyer.api['cancel-subscription'].post();
    await app.stripe.flush();
    await app.stripe.endPeriod(subscriptionId);
    app.setNow(new Date(expiresAt.getTime() - 1000));
    expect((await app.user(buyer)).subscriptionTier).toBe('monthly');
  });

  test('lifetime cannot be cancelled, and a free account has nothing to cancel', async () => {
    const app = await paymentsApp();
    const [lifetime, free] = await app.buyers(2);
    const { intentId } = await startCheckout(lifetime!, 'lifetime');
    await app.stripe.confirm(intentId);
    const refused = await lifetime!.api['cancel-subscription'].post();
    expect(refused.status).toBe(400);
    expect(refused.error?.value).toEqual({ code: 'plans.not_cancellable', message: 'A lifetime plan cannot be cancelled' });
    expect(await app.user(lifetime!)).toMatchObject({ subscriptionTier: 'lifetime', subscriptionCanceledAt: null });
    expect((await free!.api['cancel-subscription'].post()).status).toBe(400);
  });
});

describe('renewals', () => {
  test('a paid renewal moves the end of access by one period', async () => {
    const { app, buyer, subscriptionId, expiresAt } = await subscribed('monthly');
    await app.stripe.renew(subscriptionId);
    const renewed = new Date((await app.user(buyer)).subscriptionExpiresAt!);
    expect(renewed.getTime() - expiresAt.getTime()).toBe(30 * DAY);
  });

  test('a declined renewal leaves the paid period as it was, then access lapses', async () => {
    const { app, buyer, subscriptionId, expiresAt } = await subscribed('monthly');
    await app.stripe.renew(subscriptionId, { declined: true });
    expect(new Date((await app.user(buyer)).subscriptionExpiresAt!)).toEqual(expiresAt);
    app.setNow(new Date(expiresAt.getTime() - 2 * DAY));
    expect((await app.user(buyer)).subscriptionTier).toBe('monthly');
    app.setNow(new Date(expiresAt.getTime() + 1000));
    expect((await app.user(buyer)).subscriptionTier).toBe('free');
  });

  test('a subscription Stripe ends at once ends access at once', async () => {
    const { app, buyer, subscriptionId } = await subscribed('monthly');
    await app.stripe.emitAll(app.stripe.account.cancelSubscription(subscriptionId).events);
    expect(await app.user(buyer)).toMatchObject({ subscriptionTier: 'free', isPremium: false });
  });

  test('buying lifetime stops the monthly subscription from charging again', async () => {
    const { app, buyer, subscriptionId } = await subscribed('monthly');
    const { intentId } = await startCheckout(buyer, 'lifetime');
    await app.stripe.confirm(intentId);
    await app.stripe.flush();
    expect(app.stripe.account.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await app.user(buyer)).toMatchObject({ subscriptionTier: 'lifetime', subscriptionExpiresAt: null });
  });
});
