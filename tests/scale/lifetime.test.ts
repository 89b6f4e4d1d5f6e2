import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { SOLD_OUT } from '../../api/src/modules/subscriptions';
import type { FakeEvent } from '../../api/test-support/fakes/stripe';
import { startCluster, type Cluster } from '../../scripts/scale/cluster';
import { Browser } from './browser';

const BUYERS = 200;
const SLOTS = 20;
/** Accounts made at once while the buyers sign up: each costs an argon2 hash (64 MB, tens of milliseconds). */
const SIGN_UPS_AT_ONCE = 8;

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ env: { ADMIN_USERNAME: 'admin', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password' } });
});
afterAll(() => cluster?.stop());

const instanceUrl = (i: number) => cluster.instances[i % cluster.instances.length]!.url;

async function offerLifetimeSlots(total: number): Promise<void> {
  const admin = new Browser(cluster.url);
  expect((await admin.signIn('admin', 'admin-password')).status).toBe(200);
  const { lifetimePrice, monthlyPrice, yearlyPrice } = await (await admin.get('/api/subscription-settings')).json();
  const saved = await admin.put('/api/admin/subscription-settings', { lifetimeSlotTotal: total, lifetimePrice, monthlyPrice, yearlyPrice });
  expect(saved.status).toBe(200);
}

/** Registers on one instance and follows the e-mail's verification link on the other, as a lifetime purchase needs. */
async function signUpVerified(buyer: Browser, username: string, i: number): Promise<void> {
  await buyer.register(username, instanceUrl(i));
  const mail = await cluster.fakes.smtp.waitFor(`${username}@example.com`, { timeoutMs: 30_000 });
  const link = /\/api\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  const verified = await buyer.get(link, instanceUrl(i + 1));
  expect(verified.headers.get('location')).toContain('result=verified');
}

async function deliverUntilAccepted(event: FakeEvent): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await cluster.fakes.stripe.deliver(event);
    if (response.ok || attempt === 5) return void expect(response.status).toBe(200);
    await Bun.sleep(100 * attempt);
  }
}

describe('lifetime slots on two instances', () => {
  test(`${BUYERS} buyers at once, split across both, for ${SLOTS} slots: exactly ${SLOTS} lifetime members`, async () => {
    await offerLifetimeSlots(SLOTS);
    // Each buyer from an address of their own, as different people are (holds are limited per address).
    const buyers = Array.from({ length: BUYERS }, (_, i) => new Browser(cluster.url, `10.${20 + Math.floor(i / 250)}.${Math.floor(i / 250)}.${(i % 250) + 1}`));
    for (let start = 0; start < BUYERS; start += SIGN_UPS_AT_ONCE) {
      await Promise.all(buyers.slice(start, start + SIGN_UPS_AT_ONCE).map((buyer, j) => signUpVerified(buyer, `buyer${start + j}`, start + j)));
    }

    const checkouts = await Promise.all(
      buyers.map(async (buyer, i) => {
        const response = await buyer.post('/api/create-payment-intent', { plan: 'lifetime' }, instanceUrl(i));
        return { status: response.status, body: await response.json() };
      }),
    );
    const started = checkouts.filter((checkout) => checkout.status === 200);
    const soldOut = checkouts.filter((checkout) => checkout.status === 409);
    expect(started).toHaveLength(SLOTS);
    expect(soldOut).toHaveLength(BUYERS - SLOTS);
    expect(soldOut[0]!.body.message).toBe(SOLD_OUT);

    // Every started checkout is paid. Stripe sends each webhook to the load balancer, so to either instance, and
    // sends it again while it is answered with an error, as Stripe does.
    cluster.fakes.stripe.autoDeliver = false;
    await Promise.all(
      started.map(async (answer) => {
        for (const event of await cluster.fakes.stripe.confirm(String(answer.body.clientSecret).split('_secret_')[0]!)) await deliverUntilAccepted(event);
      }),
    );
    const tiers = await Promise.all(buyers.map(async (buyer, i) => (await (await buyer.get('/api/user', instanceUrl(i + 1))).json()).subscriptionTier));
    expect(tiers.filter((tier) => tier === 'lifetime')).toHaveLength(SLOTS);
    for (const instance of cluster.instances) {
      const settings = await (await fetch(`${instance.url}/api/subscription-settings`)).json();
      expect(settings).toMatchObject({ lifetimeSlotTotal: SLOTS, lifetimeSlotsTaken: SLOTS });
    }
  });
});
