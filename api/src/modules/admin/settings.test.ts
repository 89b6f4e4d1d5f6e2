import { describe, expect, test } from 'bun:test';
import { subscriptionSettings } from '../../db/schema';
import { adminTestApp } from '../../../test-support/admin-fixtures';
import { first } from '../../db/client';

const body = { lifetimeSlotTotal: 500, lifetimePrice: 1999, monthlyPrice: 599, yearlyPrice: 4999 };

describe('PUT /api/admin/subscription-settings', () => {
  test('saves through the subscriptions module: the public settings and the prices charged change', async () => {
    const app = await adminTestApp();
    const now = new Date('2026-05-01T08:00:00Z');
    app.setNow(now);
    const saved = await app.admin.api.admin['subscription-settings'].put(body);
    expect(saved.status).toBe(200);
    const expected = { ...body, lifetimeSlotsTaken: 0, publishRequiresVerification: false, lastUpdated: now.toISOString(), paymentsAvailable: false };
    expect(saved.data).toEqual(expected);
    expect((await app.client().api['subscription-settings'].get()).data).toEqual(expected);

    await app.admin.api.admin['subscription-settings'].put({ ...body, monthlyPrice: 700 });
    const rows = await app.ctx.db.select().from(subscriptionSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.monthlyPrice).toBe(700);
  });

  test('refuses a total below the slots taken and prices that are not positive whole cents', async () => {
    const app = await adminTestApp();
    await app.admin.api.admin['subscription-settings'].put(body);
    await app.sql`UPDATE subscription_settings SET lifetime_slots_taken = 120`;
    const cases: Array<[Record<string, number>, string]> = [
      [{ lifetimeSlotTotal: 119 }, 'Total slots cannot be below the 120 slots already taken'],
      [{ lifetimePrice: 0 }, 'Lifetime price must be a positive amount in whole cents'],
      [{ monthlyPrice: 5.5 }, 'Monthly price must be a positive amount in whole cents'],
      [{ yearlyPrice: -4000 }, 'Yearly price must be a positive amount in whole cents'],
    ];
    for (const [change, message] of cases) {
      const { status, error } = await app.admin.api.admin['subscription-settings'].put({ ...body, ...change });
      expect(status).toBe(400);
      expect(error?.value).toEqual({ code: 'settings.invalid', message });
    }
    // Raw: a body missing fields, which the typed client would not send.
    expect((await app.admin.put('/api/admin/subscription-settings', { lifetimePrice: 100 })).status).toBe(400);
    expect(await app.ctx.db.select().from(subscriptionSettings).then(first)).toMatchObject({ ...body, lifetimeSlotsTaken: 120 });
    expect((await app.admin.api.admin['subscription-settings'].put({ ...body, lifetimeSlotTotal: 120 })).status).toBe(200);
  });
});
