import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../db/schema';
import { fakeStripeForTests, startCheckout } from '../../../test-support/payments';
import { HOLDS_PER_ADDRESS, LIFETIME_HOLD_MS, releaseAbandonedHolds, SCARCE_LIFETIME_HOLD_MS } from './holds';

const { app: paymentsApp } = fakeStripeForTests();
const MINUTE = 60 * 1000;

describe('lifetime slot holds', () => {
  test('need a verified e-mail address', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    await app.ctx.db.update(users).set({ emailVerifiedAt: null });
    const { response, body } = await startCheckout(buyer!, 'lifetime');
    expect(response.status).toBe(403);
    expect(body.message).toBe('Please verify your e-mail address before buying a lifetime plan: follow the link we sent you, or send a new one.');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(0);
    // Monthly and yearly hold nothing, so they need no verified address.
    expect((await startCheckout(buyer!, 'monthly')).response.status).toBe(200);
  });

  test(`at most ${HOLDS_PER_ADDRESS} open holds per client address: 429 with Retry-After beyond`, async () => {
    const app = await paymentsApp();
    const start = new Date();
    app.setNow(start);
    const sameNetwork = (await app.buyers(3)).map((buyer) => Object.assign(app.client({ ip: '203.0.113.8' }), { cookies: buyer.cookies }));
    expect((await startCheckout(sameNetwork[0]!, 'lifetime')).response.status).toBe(200);
    expect((await startCheckout(sameNetwork[1]!, 'lifetime')).response.status).toBe(200);
    const third = await startCheckout(sameNetwork[2]!, 'lifetime');
    expect(third.response.status).toBe(429);
    expect(third.body.message).toBe('Too many lifetime checkouts are open from your network. Please finish one, or try again later.');
    expect(Number(third.response.headers.get('retry-after'))).toBe(LIFETIME_HOLD_MS / 1000);
    expect((await app.settings()).lifetimeSlotsTaken).toBe(2);

    // Once one of them is given back, the address may hold another.
    expect((await sameNetwork[0]!.api['cancel-checkout'].post({})).status).toBe(200);
    expect((await startCheckout(sameNetwork[2]!, 'lifetime')).response.status).toBe(200);
    // Buyers elsewhere are not held back.
    const [elsewhere] = await app.buyers(1, 'far');
    expect((await startCheckout(elsewhere!, 'lifetime')).response.status).toBe(200);
  });

  test('the answer says until when the slot is held: 30 minutes while slots are plenty', async () => {
    const app = await paymentsApp();
    const start = new Date('2030-01-01T10:00:00Z');
    app.setNow(start);
    const [buyer] = await app.buyers(1);
    const { body } = await startCheckout(buyer!, 'lifetime');
    expect(body.holdExpiresAt).toBe(new Date(start.getTime() + LIFETIME_HOLD_MS).toISOString());
    // A reload of the checkout reuses the hold and tells the same time.
    expect((await startCheckout(buyer!, 'lifetime')).body.holdExpiresAt).toBe(body.holdExpiresAt);
    expect((await startCheckout((await app.buyers(1, 'monthly'))[0]!, 'monthly')).body.holdExpiresAt).toBeNull();
  });

  test('when fewer slots are left than holds open, a new hold lasts 10 minutes, and the sweep frees it then', async () => {
    const app = await paymentsApp();
    const start = new Date('2030-01-01T10:00:00Z');
    app.setNow(start);
    await app.setSettings({ lifetimeSlotTotal: 3, lifetimeSlotsTaken: 0 });
    const [first, second, third] = await app.buyers(3);
    // First hold: 2 left for 1 open hold. Second: 1 left for 2 open holds, scarce.
    expect((await startCheckout(first!, 'lifetime')).body.holdExpiresAt).toBe(new Date(start.getTime() + LIFETIME_HOLD_MS).toISOString());
    const scarce = await startCheckout(second!, 'lifetime');
    expect(scarce.body.holdExpiresAt).toBe(new Date(start.getTime() + SCARCE_LIFETIME_HOLD_MS).toISOString());
    // The events of those checkouts reach the webhook before the clock moves, as they would in the minutes between.
    await app.stripe.flush();

    app.setNow(new Date(start.getTime() + 9 * MINUTE));
    expect(await releaseAbandonedHolds(app.ctx)).toBe(0);
    app.setNow(new Date(start.getTime() + 10 * MINUTE + 1000));
    expect(await releaseAbandonedHolds(app.ctx)).toBe(1);
    await app.stripe.flush();
    expect(app.stripe.account.paymentIntents.get(scarce.intentId)!.status).toBe('canceled');
    expect((await app.settings()).lifetimeSlotsTaken).toBe(1);
    expect((await startCheckout(third!, 'lifetime')).response.status).toBe(200);
    const stillHeld = await app.ctx.db.select().from(payments).where(eq(payments.holdsLifetimeSlot, true));
    expect(stillHeld).toHaveLength(2);
  });
});
