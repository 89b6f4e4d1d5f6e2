import { expect, test } from 'bun:test';
import { adminTestApp } from '../../../test-support/admin-fixtures';
import { updateSettings } from './repo';

const body = { lifetimeSlotTotal: 500, lifetimePrice: 1999, monthlyPrice: 599, yearlyPrice: 4999 };

test('the write itself refuses a total below the slots taken (a purchase between check and write)', async () => {
  const app = await adminTestApp();
  await app.admin.api.admin['subscription-settings'].put(body);
  await app.sql`UPDATE subscription_settings SET lifetime_slots_taken = 10`;
  expect(await updateSettings(app.ctx.db, { ...body, lifetimeSlotTotal: 9 }, new Date())).toBeUndefined();
  expect(await updateSettings(app.ctx.db, { ...body, lifetimeSlotTotal: 10 }, new Date())).toMatchObject({ lifetimeSlotTotal: 10 });
});
