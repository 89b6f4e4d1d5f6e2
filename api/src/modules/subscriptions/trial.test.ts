import { describe, expect, test } from 'bun:test';
import { users } from '../../db/schema';
import { testApp } from '../../test/harness';
import { fakeStripeForTests, startCheckout } from '../../test/stripe';
import { expireAllDue } from './expiry';

const DAY = 24 * 60 * 60 * 1000;
const { app: paymentsApp } = fakeStripeForTests();

describe('the 7-day trial', () => {
  test('starts with POST /api/update-subscription, no card, for 7 days', async () => {
    const app = testApp(); // no Stripe configured: the trial needs none
    const start = new Date('2026-03-01T12:00:00Z');
    app.setNow(start);
    const browser = app.client();
    await browser.register('diver');
    await app.verifyEmail(browser);
    const response = await browser.post('/api/update-subscription', { tier: 'trial', expiresAt: '2099-01-01T00:00:00Z' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      subscriptionTier: 'trial',
      subscriptionExpiresAt: new Date(start.getTime() + 7 * DAY).toISOString(),
      trialUsed: true,
      isPremium: true,
    });
  });

  test('can be taken once per account', async () => {
    const app = testApp();
    const browser = app.client();
    await browser.register('diver');
    await app.verifyEmail(browser);
    expect((await browser.post('/api/update-subscription', { tier: 'trial' })).status).toBe(200);
    const again = await browser.post('/api/update-subscription', { tier: 'trial' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'The free trial has already been used on this account' });
    // Not after it ended either.
    app.setNow(new Date(Date.now() + 8 * DAY));
    expect((await browser.get('/api/user').then((r) => r.json())).subscriptionTier).toBe('free');
    expect((await browser.post('/api/update-subscription', { tier: 'trial' })).status).toBe(409);
  });

  test('is refused to a paying user', async () => {
    const app = paymentsApp();
    const [buyer] = app.buyers(1);
    const { intentId } = await startCheckout(buyer!, 'monthly');
    await app.stripe.confirm(intentId);
    const response = await buyer!.post('/api/update-subscription', { tier: 'trial' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'A trial can only be started from the free plan' });
    expect(await app.user(buyer!)).toMatchObject({ subscriptionTier: 'monthly', trialUsed: false });
  });

  test('ends on its date: the account is free again on its next request', async () => {
    const app = testApp();
    const start = new Date('2026-03-01T12:00:00Z');
    app.setNow(start);
    const browser = app.client();
    await browser.register('diver');
    await app.verifyEmail(browser);
    await browser.post('/api/update-subscription', { tier: 'trial' });
    app.setNow(new Date(start.getTime() + 7 * DAY - 1000));
    expect((await browser.get('/api/user').then((r) => r.json())).subscriptionTier).toBe('trial');
    app.setNow(new Date(start.getTime() + 7 * DAY + 1000));
    expect(await browser.get('/api/user').then((r) => r.json())).toMatchObject({ subscriptionTier: 'free', subscriptionExpiresAt: null, isPremium: false });
  });

  test('ends on its date for users who never come back: the periodic sweep', async () => {
    const app = testApp();
    const start = new Date('2026-03-01T12:00:00Z');
    app.setNow(start);
    const browser = app.client();
    await browser.register('diver');
    await app.verifyEmail(browser);
    await browser.post('/api/update-subscription', { tier: 'trial' });
    expect(expireAllDue(app.ctx.db, new Date(start.getTime() + 6 * DAY))).toBe(0);
    expect(expireAllDue(app.ctx.db, new Date(start.getTime() + 7 * DAY + 1000))).toBe(1);
    expect(app.ctx.db.select().from(users).get()).toMatchObject({ subscriptionTier: 'free', subscriptionExpiresAt: null });
  });

  test('a trial user can still buy a plan, which replaces the trial', async () => {
    const app = paymentsApp();
    const [buyer] = app.buyers(1);
    await buyer!.post('/api/update-subscription', { tier: 'trial' });
    const { intentId } = await startCheckout(buyer!, 'yearly');
    await app.stripe.confirm(intentId);
    expect(await app.user(buyer!)).toMatchObject({ subscriptionTier: 'yearly', trialUsed: true });
  });
});
