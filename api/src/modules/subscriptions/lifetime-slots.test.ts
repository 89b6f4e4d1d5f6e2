import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../db/schema';
import { fakeStripeForTests, startCheckout } from '../../../test-support/payments';
import { LIFETIME_HOLD_MS, releaseAbandonedHolds } from './holds';
import { first } from '../../db/client';

const { app: paymentsApp } = fakeStripeForTests();

/** Two buyers, each holding one of the two lifetime slots with a checkout not paid yet. */
async function bothSlotsHeld() {
  const app = await paymentsApp();
  await app.setSettings({ lifetimeSlotTotal: 2, lifetimeSlotsTaken: 0 });
  const [one, other] = await app.buyers(2);
  const checkouts = [await startCheckout(one!, 'lifetime'), await startCheckout(other!, 'lifetime')] as const;
  return { app, buyers: [one!, other!] as const, checkouts };
}

describe('lifetime slots', () => {
  test('200 concurrent purchases for the last 100 slots: exactly 100 lifetime members, never oversold', async () => {
    const app = await paymentsApp();
    await app.setSettings({ lifetimeSlotTotal: 1000, lifetimeSlotsTaken: 900 });
    const buyers = await app.buyers(200);

    const attempts = await Promise.all(buyers.map((buyer) => startCheckout(buyer, 'lifetime')));
    const started = attempts.filter((attempt) => attempt.response.status === 200);
    const soldOut = attempts.filter((attempt) => attempt.response.status === 409);
    expect(started).toHaveLength(100);
    expect(soldOut).toHaveLength(100);
    expect(soldOut[0]!.body.message).toBe('All lifetime subscriptions have been taken');

    await Promise.all(started.map((attempt) => app.stripe.confirm(attempt.intentId)));
    const lifetime = await app.ctx.db.select().from(users).where(eq(users.subscriptionTier, 'lifetime'));
    expect(lifetime).toHaveLength(100);
    const settings = await app.settings();
    expect(settings.lifetimeSlotsTaken).toBe(settings.lifetimeSlotTotal);
    expect(await app.ctx.db.select().from(payments).where(eq(payments.holdsLifetimeSlot, true))).toHaveLength(100);
  });

  test('the last slot goes to one of two buyers; a declined payment gives it back to the other', async () => {
    const app = await paymentsApp();
    await app.setSettings({ lifetimeSlotTotal: 1, lifetimeSlotsTaken: 0 });
    const [first, second] = await app.buyers(2);
    const held = await startCheckout(first!, 'lifetime');
    expect((await startCheckout(second!, 'lifetime')).response.status).toBe(409);
    expect((await second!.api['subscription-settings'].get()).data!.lifetimeSlotsTaken).toBe(1);

    await app.stripe.confirm(held.intentId, 'pm_card_chargeDeclined');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(0);
    const retry = await startCheckout(second!, 'lifetime');
    expect(retry.response.status).toBe(200);
    await app.stripe.confirm(retry.intentId);
    expect((await app.user(second!)).subscriptionTier).toBe('lifetime');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });

  test('a payment that succeeds after its slot went to someone else is refunded, not oversold', async () => {
    const app = await paymentsApp();
    await app.setSettings({ lifetimeSlotTotal: 1, lifetimeSlotsTaken: 0 });
    const [late, quick] = await app.buyers(2);
    const lateCheckout = await startCheckout(late!, 'lifetime');
    await app.stripe.confirm(lateCheckout.intentId, 'pm_card_chargeDeclined'); // slot released
    const quickCheckout = await startCheckout(quick!, 'lifetime');
    await app.stripe.confirm(quickCheckout.intentId);
    await app.stripe.confirm(lateCheckout.intentId); // the first buyer retries with another card

    expect((await app.user(late!)).subscriptionTier).toBe('free');
    expect((await app.user(quick!)).subscriptionTier).toBe('lifetime');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
    const refunds = [...app.stripe.account.refunds.values()];
    expect(refunds).toMatchObject([{ payment_intent: lateCheckout.intentId, amount: 1000 }]);
    expect((await app.ctx.db.select().from(payments).where(eq(payments.stripePaymentIntentId, lateCheckout.intentId)).then(first))!.status).toBe('refunded');
  });

  test('the sweep frees a slot held by a checkout abandoned for 30 minutes and cancels its intent', async () => {
    const { app, buyers: [, paid], checkouts: [abandoned, completed] } = await bothSlotsHeld();
    await app.stripe.confirm(completed.intentId);
    // The checkouts' events reach the webhook before the sweep, as they would in the 30 minutes between.
    await app.stripe.flush();

    expect(await releaseAbandonedHolds(app.ctx)).toBe(0); // not stale yet
    app.setNow(new Date(Date.now() + LIFETIME_HOLD_MS + 60_000));
    expect(await releaseAbandonedHolds(app.ctx)).toBe(1);
    await app.stripe.flush();
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
    expect(app.stripe.account.paymentIntents.get(abandoned.intentId)!.status).toBe('canceled');
    expect((await app.user(paid)).subscriptionTier).toBe('lifetime');
    // Paying the cancelled intent is no longer possible.
    expect(() => app.stripe.account.confirmPaymentIntent(abandoned.intentId)).toThrow();
  });

  test('a buyer who cancels the checkout gives the slot back at once, and only their own', async () => {
    const { app, buyers: [leaving, staying], checkouts: [left, kept] } = await bothSlotsHeld();
    expect((await app.settings()).lifetimeSlotsTaken).toBe(2);

    const response = await leaving.api['cancel-checkout'].post({});
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ released: 1 });
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
    expect(app.stripe.account.paymentIntents.get(left.intentId)!.status).toBe('canceled');
    expect(app.stripe.account.paymentIntents.get(kept.intentId)!.status).not.toBe('canceled');
    expect((await leaving.api['cancel-checkout'].post({})).data).toEqual({ released: 0 });
    await app.stripe.confirm(kept.intentId);
    expect((await app.user(staying)).subscriptionTier).toBe('lifetime');
  });

  test('cancelling a checkout that was already paid keeps the purchase', async () => {
    const app = await paymentsApp();
    const { buyer } = await app.paidBuyer('lifetime', { held: true });
    expect((await buyer.api['cancel-checkout'].post({})).data).toEqual({ released: 0 });
    expect((await app.user(buyer)).subscriptionTier).toBe('lifetime');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });

  test('cancel-checkout needs a session', async () => {
    const app = await paymentsApp();
    const response = await app.client().api['cancel-checkout'].post({});
    expect(response.status).toBe(401);
  });

  test('the sweep settles a held payment that was paid while its webhook was lost', async () => {
    const app = await paymentsApp();
    const { buyer } = await app.paidBuyer('lifetime', { held: true });
    app.setNow(new Date(Date.now() + LIFETIME_HOLD_MS + 60_000));
    expect(await releaseAbandonedHolds(app.ctx)).toBe(0);
    expect((await app.user(buyer)).subscriptionTier).toBe('lifetime');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
  });
});
