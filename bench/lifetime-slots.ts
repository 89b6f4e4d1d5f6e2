/**
 * The last lifetime slots under a rush: BUYERS concurrent checkouts for SLOTS remaining slots, through the
 * API in-process against the fake Stripe, then every started payment confirmed with its signed webhook.
 * Prints how long each phase took and whether the slots were oversold.
 *   bun bench/lifetime-slots.ts [buyers=400] [slots=100]
 */
import { eq } from 'drizzle-orm';
import { subscriptionSettings, users } from '../api/src/db/schema';
import { startFakeStripe } from '../api/test-support/fakes/stripe';
import { accounts } from '../api/src/modules/accounts';
import { subscriptions } from '../api/src/modules/subscriptions';
import { testApp } from '../api/test-support/harness';
import { only } from '../api/src/db/client';
import { measured } from './support/figures';

const BUYERS = Number(process.argv[2] ?? 400);
const SLOTS = Number(process.argv[3] ?? 100);

const stripe = startFakeStripe({ webhookSecret: 'whsec_bench' });
const app = await testApp({}, stripe.env());
stripe.deliverTo = (request) => app.app.handle(request);
const { id } = await subscriptions.readSettings(app.ctx.db);
await app.ctx.db.update(subscriptionSettings).set({ lifetimeSlotTotal: 1000, lifetimeSlotsTaken: 1000 - SLOTS }).where(eq(subscriptionSettings.id, id));

const buyers = await Promise.all(Array.from({ length: BUYERS }, async (_, i) => {
  const user = await app.ctx.db.insert(users).values({ username: `rush${i}`, email: `rush${i}@example.com`, password: 'x' }).returning().then(only);
  const browser = app.client();
  browser.cookies.set('session', (await accounts.createSession(app.ctx.db, user.id, new Date())).token);
  return browser;
}));

let started = performance.now();
const answers = await Promise.all(buyers.map(async (browser) => {
  const response = await browser.post('/api/create-payment-intent', { plan: 'lifetime' });
  return { status: response.status, body: await response.json() };
}));
const checkoutMs = performance.now() - started;
const intents = answers.filter((a) => a.status === 200).map((a) => String(a.body.clientSecret).split('_secret_')[0]!);

started = performance.now();
await Promise.all(intents.map((intent) => stripe.confirm(intent)));
const settleMs = performance.now() - started;

const lifetime = (await app.ctx.db.select().from(users).where(eq(users.subscriptionTier, 'lifetime'))).length;
const settings = await subscriptions.readSettings(app.ctx.db);
measured(`${BUYERS} buyers for ${SLOTS} slots`, { checkoutMs, settleMs, started: intents.length, lifetime });
console.log(`${BUYERS} buyers for ${SLOTS} slots`);
console.log(`  checkouts: ${intents.length} started, ${answers.filter((a) => a.status === 409).length} sold out, in ${checkoutMs.toFixed(0)} ms (${(BUYERS / (checkoutMs / 1000)).toFixed(0)}/s)`);
console.log(`  payments confirmed by webhook: ${lifetime} lifetime members in ${settleMs.toFixed(0)} ms`);
console.log(`  slots taken ${settings.lifetimeSlotsTaken} of ${settings.lifetimeSlotTotal}: ${settings.lifetimeSlotsTaken <= settings.lifetimeSlotTotal && lifetime === SLOTS ? 'not oversold' : 'OVERSOLD'}`);
stripe.stop();
