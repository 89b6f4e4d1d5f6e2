import type { SubscriptionSettingsInput } from '@rules/subscription-settings';
import type { AppContext } from '../../context';
import { subscriptions } from '../subscriptions';
import type { UserRow } from '../accounts';
import { recordAdminAction } from './audit';

/** Saves prices, the lifetime slot total and the verified-only publishing switch through the subscriptions module, and records who did. */
export async function saveSettings(ctx: AppContext, admin: UserRow, input: SubscriptionSettingsInput) {
  const saved = await subscriptions.saveSettings(ctx, input);
  const { lifetimeSlotTotal, lifetimePrice, monthlyPrice, yearlyPrice, publishRequiresVerification } = input;
  await recordAdminAction(
    ctx.db,
    admin,
    'settings.update',
    { type: 'settings', id: 'subscription', details: { lifetimeSlotTotal, lifetimePrice, monthlyPrice, yearlyPrice, publishRequiresVerification } },
    ctx.now(),
  );
  return saved;
}
