import { describe, expect, test } from 'bun:test';
import type { TestClient } from '../../../../test-support/harness';
import { fakeStripeForTests } from '../../../../test-support/payments';
import { expectConsoleErrors } from '../../../../../test-support/console-guard';

const { app: paymentsApp } = fakeStripeForTests();

const deleteAccount = (client: TestClient, password: string) => client.api.account.delete({ password });

describe('DELETE /api/account with a paid plan', () => {
  test('a renewing plan is cancelled at Stripe; the payment stays on record without the account', async () => {
    const app = await paymentsApp();
    const { buyer } = await app.paidBuyer('monthly');
    const user = await app.user(buyer);
    expect(user.subscriptionTier).toBe('monthly');
    const subscriptionId = [...app.stripe.account.subscriptions.keys()].at(-1)!;

    expect((await deleteAccount(buyer, 'secret-pass')).status).toBe(204);
    await app.stripe.flush();
    expect(app.stripe.account.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    const payments = await app.sql`SELECT user_id, plan, status, stripe_subscription_id FROM payments`;
    expect(payments).toEqual([{ user_id: null, plan: 'monthly', status: 'succeeded', stripe_subscription_id: subscriptionId }]);
    expect(await app.sql`SELECT CAST(count(*) AS INTEGER) AS n FROM users WHERE id = ${user.id}`).toEqual([{ n: 0 }]);
  });

  test('when Stripe cannot be reached, nothing is deleted', async () => {
    const app = await paymentsApp();
    const { buyer } = await app.paidBuyer('yearly');
    const user = await app.user(buyer);
    app.ctx.config.stripe = { ...app.ctx.config.stripe, apiUrl: new URL('http://127.0.0.1:9') };

    const logged = expectConsoleErrors();
    const refused = await deleteAccount(buyer, 'secret-pass');
    expect(refused.status).toBe(503);
    expect(logged).toEqual([expect.stringMatching(/^Stripe call failed: StripeConnectionError/)]);
    expect((await app.user(buyer)).id).toBe(user.id);
    expect(await app.sql`SELECT CAST(count(*) AS INTEGER) AS n FROM payments WHERE user_id = ${user.id}`).toEqual([{ n: 1 }]);
  });
});
