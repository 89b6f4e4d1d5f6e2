import { checkSubscriptionSettings, type SubscriptionSettingsInput } from '@rules/subscription-settings';
import { firstError } from '@rules/account';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/errors';
import type { UserRow } from '../users/repo';
import { recordAdminAction } from './audit';
import { readStoredSettings, writeSettings, type SettingsRow } from './pending-modules';

function shown(row: SettingsRow) {
  return { ...row, lastUpdated: row.lastUpdated.toISOString() };
}
export type AdminSubscriptionSettings = ReturnType<typeof shown>;

/** The saved settings, or null when none were ever saved ('No subscription settings found'). */
export function getSettings(ctx: AppContext): { settings: AdminSubscriptionSettings | null } {
  const row = readStoredSettings(ctx);
  return { settings: row ? shown(row) : null };
}

export function saveSettings(ctx: AppContext, admin: UserRow, input: SubscriptionSettingsInput) {
  const taken = readStoredSettings(ctx)?.lifetimeSlotsTaken ?? 0;
  const error = firstError(checkSubscriptionSettings(input, taken));
  if (error) throw badRequest(error);
  const saved = writeSettings(ctx, input);
  // A lifetime purchase can take slots between the check and the write; the write refuses then.
  if (!saved) throw conflict(firstError(checkSubscriptionSettings(input, readStoredSettings(ctx)?.lifetimeSlotsTaken ?? 0)) ?? 'Settings changed meanwhile');
  recordAdminAction(ctx.db, admin, 'settings.update', { type: 'settings', id: saved.id, details: { ...input } }, ctx.now());
  return { settings: shown(saved) };
}
