import type { SubscriptionSettingsInput } from '@rules/subscription-settings';
import type { AppContext } from '../../context';
import { subscriptions } from '../subscriptions';
import type { UserRow } from '../accounts';
import { recordAdminAction } from './audit';

/** Saves prices and the lifetime slot total through the subscriptions module, and records who did. */
export async function saveSettings(ctx: AppContext, admin: UserRow, input: SubscriptionSettingsInput) {
  const saved = await subscriptions.saveSettings(ctx, input);
  const { lifetimeSlotTotal, lifetimePrice, monthlyPrice, yearlyPrice } = input;
  await recordAdminAction(
    ctx.db,
    admin,
    'settings.update',
    { type: 'settings', id: 'subscription', details: { lifetimeSlotTotal, lifetimePrice, monthlyPrice, yearlyPrice } },
    ctx.now(),
  );
  return saved;
}
