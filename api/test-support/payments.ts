import { afterAll } from 'bun:test';
import { eq } from 'drizzle-orm';
import { subscriptionSettings, users } from '../src/db/schema';
import { startFakeStripe } from './fakes/stripe';
import { accounts } from '../src/modules/accounts';
import { subscriptions } from '../src/modules/subscriptions';
import { testApp, TestClient } from './harness';
import { only } from '../src/db/client';
import { hashPassword } from '../src/lib/password';

export const WEBHOOK_SECRET = 'whsec_test_reefid';
/** One precomputed hash: creating hundreds of buyers should not cost hundreds of argon2 runs. */
const PASSWORD_HASH = await hashPassword('secret-pass');

/**
 * The fake Stripe for one test file (stopped after it) and a fresh app per test, whose SDK points at the
 * fake and which receives the fake's signed webhook events in-process.
 */
export function fakeStripeForTests() {
  const stripe = startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  afterAll(() => stripe.stop());

  return {
    stripe,
    async app() {
      const app = await testApp({}, stripe.env());
      stripe.autoDeliver = true;
      stripe.events.length = 0; // each test sees only its own events
      stripe.deliverTo = (request) => app.app.handle(request);
      return {
        ...app,
        stripe,
        /**
         * Signed-in buyers with verified e-mail addresses, created straight in the database; each on a client
         * address of its own, as different people are.
         */
        async buyers(count: number, prefix = 'buyer'): Promise<TestClient[]> {
          const made = Array.from({ length: count }, async (_, i) => {
            const user = await app.ctx.db
              .insert(users)
              .values({ username: `${prefix}${i}`, email: `${prefix}${i}@example.com`, password: PASSWORD_HASH, emailVerifiedAt: app.ctx.now() })
              .returning()
              .then(only);
            const browser = app.client({ ip: `10.${Math.floor(i / 250) % 250}.${i % 250}.${prefix.length}` });
            browser.cookies.set('session', (await accounts.createSession(app.ctx.db, user.id, app.ctx.now())).token);
            return browser;
          });
          return Promise.all(made);
        },
        /**
         * A buyer who started a checkout of `plan` and paid it at Stripe; with `held`, the payment's events wait for
         * the test to deliver them (`stripe.deliver`).
         */
        async paidBuyer(plan: string, options: { held?: boolean } = {}) {
          const [buyer] = (await this.buyers(1)) as [TestClient];
          const { intentId } = await startCheckout(buyer, plan);
          if (options.held) stripe.autoDeliver = false;
          await stripe.confirm(intentId);
          return { buyer, intentId };
        },
        settings: () => subscriptions.readSettings(app.ctx.db),
        async setSettings(values: Partial<typeof subscriptionSettings.$inferInsert>) {
          const { id } = await subscriptions.readSettings(app.ctx.db);
          await app.ctx.db.update(subscriptionSettings).set(values).where(eq(subscriptionSettings.id, id));
        },
        /** The signed-in user as the site reads it. */
        async user(browser: TestClient) {
          const { data, status } = await browser.api.user.get();
          if (!data) throw new Error(`GET /api/user answered ${status}`);
          return data;
        },
      };
    },
  };
}

/**
 * Starts a checkout and returns what the checkout page would get (the started checkout, or the refusal with its
 * `message` and `error`), plus the intent id Stripe.js uses.
 */
export async function startCheckout(browser: TestClient, plan: string) {
  const { data, error, response } = await browser.api['create-payment-intent'].post({ plan });
  const body: Partial<NonNullable<typeof data>> & { message?: string; error?: string | null } = data ?? error.value;
  const intentId = typeof body.clientSecret === 'string' ? body.clientSecret.split('_secret_')[0] : undefined;
  return { response, body, intentId: intentId as string };
}
