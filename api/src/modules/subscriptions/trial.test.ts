import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { trialEmails, users } from '../../db/schema';
import { testApp } from '../../../test-support/harness';
import { fakeStripeForTests, startCheckout } from '../../../test-support/payments';
import { accounts } from '../accounts';
import { recordPastTrials } from './trial';
import { first } from '../../db/client';
import { MAILER_SPELLINGS } from '../../../test-support/mailer-spellings';

const PLAIN_EMAIL = 'Enter a plain e-mail address such as name@example.org';

const DAY = 24 * 60 * 60 * 1000;
const { app: paymentsApp } = fakeStripeForTests();
type App = Awaited<ReturnType<typeof testApp>>;

/** A member of `app` signed up as `username`, whose e-mail address is verified. */
async function verifiedMember(app: App, username = 'diver', options?: { email?: string }) {
  const browser = app.client();
  await browser.register(username, options);
  await app.verifyEmail(browser);
  return browser;
}

/** A diver whose trial started at `start`, on an app with no Stripe configured: the trial needs none. */
async function trialFrom(start: Date) {
  const app = await testApp();
  app.setNow(start);
  const browser = await verifiedMember(app);
  await browser.api['update-subscription'].post({ tier: 'trial' });
  return { app, browser };
}

describe('the 7-day trial', () => {
  test('starts with POST /api/update-subscription, no card, for 7 days', async () => {
    const app = await testApp(); // no Stripe configured: the trial needs none
    const start = new Date('2026-03-01T12:00:00Z');
    app.setNow(start);
    const browser = await verifiedMember(app);
    const response = await browser.api['update-subscription'].post({ tier: 'trial', expiresAt: '2099-01-01T00:00:00Z' });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      subscriptionTier: 'trial',
      subscriptionExpiresAt: new Date(start.getTime() + 7 * DAY).toISOString(),
      trialUsed: true,
      isPremium: true,
    });
  });

  test('needs a verified e-mail address: refused before, nothing recorded, started once it is verified', async () => {
    const app = await testApp();
    const browser = app.client();
    await browser.register('diver');
    const refused = await browser.api['update-subscription'].post({ tier: 'trial' });
    expect(refused.status).toBe(403);
    expect(refused.error?.value).toEqual({
      code: 'account.email_not_verified',
      message: 'Please verify your e-mail address before starting the free trial: follow the link we sent you, or send a new one.',
    });
    expect((await browser.api.user.get()).data).toMatchObject({ subscriptionTier: 'free', trialUsed: false, emailVerified: false });
    // The refusal spends nothing: the address has not had its trial.
    expect(await app.ctx.db.select().from(trialEmails)).toEqual([]);
    await app.verifyEmail(browser);
    expect((await browser.api['update-subscription'].post({ tier: 'trial' })).status).toBe(200);
  });

  test('can be taken once per account', async () => {
    const app = await testApp();
    const browser = await verifiedMember(app);
    expect((await browser.api['update-subscription'].post({ tier: 'trial' })).status).toBe(200);
    const again = await browser.api['update-subscription'].post({ tier: 'trial' });
    expect(again.status).toBe(409);
    expect(again.error?.value).toEqual({ code: 'trial.used', message: 'The free trial has already been used on this account' });
    // Not after it ended either.
    app.setNow(new Date(Date.now() + 8 * DAY));
    expect((await browser.api.user.get()).data!.subscriptionTier).toBe('free');
    expect((await browser.api['update-subscription'].post({ tier: 'trial' })).status).toBe(409);
  });

  test('is refused to a paying user', async () => {
    const app = await paymentsApp();
    const { buyer } = await app.paidBuyer('monthly');
    const response = await buyer.api['update-subscription'].post({ tier: 'trial' });
    expect(response.status).toBe(409);
    expect(response.error?.value).toEqual({ code: 'trial.not_from_free', message: 'A trial can only be started from the free plan' });
    expect(await app.user(buyer)).toMatchObject({ subscriptionTier: 'monthly', trialUsed: false });
  });

  test('ends on its date: the account is free again on its next request', async () => {
    const start = new Date('2026-03-01T12:00:00Z');
    const { app, browser } = await trialFrom(start);
    app.setNow(new Date(start.getTime() + 7 * DAY - 1000));
    expect((await browser.api.user.get()).data!.subscriptionTier).toBe('trial');
    app.setNow(new Date(start.getTime() + 7 * DAY + 1000));
    expect((await browser.api.user.get()).data).toMatchObject({ subscriptionTier: 'free', subscriptionExpiresAt: null, isPremium: false });
  });

  test('ends on its date for users who never come back: the periodic sweep', async () => {
    const start = new Date('2026-03-01T12:00:00Z');
    const { app, browser } = await trialFrom(start);
    expect(await accounts.expireAllDue(app.ctx.db, new Date(start.getTime() + 6 * DAY))).toBe(0);
    expect(await accounts.expireAllDue(app.ctx.db, new Date(start.getTime() + 7 * DAY + 1000))).toBe(1);
    expect(await app.ctx.db.select().from(users).then(first)).toMatchObject({ subscriptionTier: 'free', subscriptionExpiresAt: null });
  });

  test('a trial user can still buy a plan, which replaces the trial', async () => {
    const app = await paymentsApp();
    const [buyer] = await app.buyers(1);
    await buyer!.api['update-subscription'].post({ tier: 'trial' });
    const { intentId } = await startCheckout(buyer!, 'yearly');
    await app.stripe.confirm(intentId);
    expect(await app.user(buyer!)).toMatchObject({ subscriptionTier: 'yearly', trialUsed: true });
  });
});

describe('one trial per e-mail address, ever', () => {
  test('a new account with the address of a deleted one that had the trial is refused it', async () => {
    const app = await testApp();
    const first = await verifiedMember(app, 'diver');
    expect((await first.api['update-subscription'].post({ tier: 'trial' })).status).toBe(200);
    expect((await first.api.account.delete({ password: 'secret-pass' })).status).toBe(204);
    // Only a peppered hash is kept: not the address.
    const kept = await app.sql<{ email_hash: string }>`SELECT email_hash FROM trial_emails`;
    expect(kept).toHaveLength(1);
    expect(kept[0]!.email_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await app.sql`SELECT * FROM trial_emails`)).not.toContain('diver');

    const again = await verifiedMember(app, 'diver2', { email: 'DIVER+reef@Example.com' });
    const refused = await again.api['update-subscription'].post({ tier: 'trial' });
    expect(refused.status).toBe(403);
    expect(refused.error?.value).toEqual({ code: 'trial.email_used', message: 'A free trial has already been used with this e-mail address' });
    expect((await again.api.user.get()).data).toMatchObject({ subscriptionTier: 'free', trialUsed: false });

    // Another address is not held back.
    const other = await verifiedMember(app, 'other');
    expect((await other.api['update-subscription'].post({ tier: 'trial' })).status).toBe(200);
  });

  test('an address moved to another account takes its used trial along', async () => {
    const app = await testApp();
    const first = await verifiedMember(app, 'diver');
    await first.api['update-subscription'].post({ tier: 'trial' });
    await first.api.profile.post({ email: 'elsewhere@example.com' });
    const second = await verifiedMember(app, 'second', { email: 'diver@example.com' });
    expect((await second.api['update-subscription'].post({ tier: 'trial' })).status).toBe(403);
  });

  test('trials taken before addresses were recorded count as used', async () => {
    const app = await testApp();
    const first = app.client();
    await first.register('diver');
    await app.ctx.db.update(users).set({ trialStartedAt: new Date() }).where(eq(users.username, 'diver'));
    await recordPastTrials(app.ctx.db, app.ctx.config.cookieSecret);
    await app.sql`DELETE FROM users WHERE username = 'diver'`;
    const second = await verifiedMember(app, 'second', { email: 'diver@example.com' });
    expect((await second.api['update-subscription'].post({ tier: 'trial' })).status).toBe(403);
  });
});

describe('one trial per mailbox, however its address is written', () => {
  let people = 0;
  /** An account of its own on `email`, verified (as its owner would by the link), asking for its trial. */
  async function trialFor(app: Awaited<ReturnType<typeof testApp>>, username: string, email: string) {
    const browser = app.client({ ip: `198.51.100.${++people}` }); // each a person of their own
    await browser.register(username, { email });
    await app.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.username, username));
    return browser.api['update-subscription'].post({ tier: 'trial' });
  }

  test("after diver@gmail.com's trial, the other spellings of the same inbox are refused it", async () => {
    const app = await testApp();
    expect((await trialFor(app, 'diver', 'diver@gmail.com')).status).toBe(200);
    const spellings = ['d.iver@gmail.com', 'diver@googlemail.com', 'diver+reef@gmail.com', 'ｄiver@gmail.com', 'D.Iver+reef@GoogleMail.com'];
    for (const [i, email] of spellings.entries()) {
      const refused = await trialFor(app, `diver${i}`, email);
      expect({ email, status: refused.status }).toEqual({ email, status: 403 });
      expect(refused.error?.value).toEqual({ code: 'trial.email_used', message: 'A free trial has already been used with this e-mail address' });
    }
    // Another inbox of the same provider is not held back.
    expect((await trialFor(app, 'other', 'other.diver@gmail.com')).status).toBe(200);
  });

  test('trials recorded under the former form of an address still count', async () => {
    const app = await testApp();
    // Before Gmail's dots and googlemail.com were folded, an address was kept only trimmed, lower-cased and untagged.
    const formerHash = new Bun.CryptoHasher('sha256', app.ctx.config.cookieSecret).update('trial-email\nd.iver@googlemail.com').digest('hex');
    await app.ctx.db.insert(trialEmails).values({ emailHash: formerHash, usedAt: new Date() });
    expect((await trialFor(app, 'again', 'D.Iver+2@GoogleMail.com')).status).toBe(403);
  });

  test('an address the mailer would read as diver@gmail.com is refused where it is given: at registration and at change', async () => {
    const app = await testApp();
    const browser = app.client();
    await browser.register('diver', { email: 'diver@example.com' });
    for (const [i, email] of MAILER_SPELLINGS.entries()) {
      const register = await app.client({ ip: `198.51.100.${i + 1}` }).api.register.post({ username: `diver${i}`, password: 'secret-pass', email });
      expect({ email, status: register.status, body: register.error?.value }).toEqual({ email, status: 400, body: { code: 'account.registration_invalid', message: PLAIN_EMAIL } });
      const change = await browser.api.profile.post({ email });
      expect({ email, status: change.status, body: change.error?.value }).toEqual({ email, status: 400, body: { code: 'account.profile_invalid', message: PLAIN_EMAIL } });
    }
    expect((await browser.api.user.get()).data).toMatchObject({ email: 'diver@example.com' });
  });

  test('an address that only looks like Latin letters is refused where it is given', async () => {
    const app = await testApp();
    const register = await app.client().api.register.post({ username: 'diver', password: 'secret-pass', email: 'd\u0456ver@gmail.com' });
    expect(register.status).toBe(400);
    expect(register.error?.value).toEqual({ code: 'account.registration_invalid', message: 'E-mail address may not mix alphabets or use letters that only look like Latin ones' });
    const browser = app.client();
    await browser.register('diver', { email: 'diver@example.com' });
    const change = await browser.api.profile.post({ email: '\u0430\u0441\u0430@example.com' });
    expect(change.status).toBe(400);
    expect(change.error?.value).toEqual({ code: 'account.profile_invalid', message: 'E-mail address may not mix alphabets or use letters that only look like Latin ones' });
  });
});
