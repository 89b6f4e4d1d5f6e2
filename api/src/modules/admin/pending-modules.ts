// Stand-ins for the catalogue and subscriptions services until those modules land in main;
// this file is removed when the admin module is wired to them.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { speciesIdentifications } from '../../db/schema';

export function publishIdentification(ctx: AppContext, id: number): void {
  ctx.db.update(speciesIdentifications).set({ isPublished: true, publishedAt: ctx.now() }).where(eq(speciesIdentifications.id, id)).run();
}

export function unpublishIdentification(ctx: AppContext, id: number): void {
  ctx.db.update(speciesIdentifications).set({ isPublished: false, publishedAt: null }).where(eq(speciesIdentifications.id, id)).run();
}

// Stand-in for the subscriptions module's settings repository.
import { and, lte } from 'drizzle-orm';
import { subscriptionSettings } from '../../db/schema';

export type SettingsRow = typeof subscriptionSettings.$inferSelect;
type SettingsChanges = Pick<SettingsRow, 'lifetimeSlotTotal' | 'lifetimePrice' | 'monthlyPrice' | 'yearlyPrice'>;

export function readStoredSettings(ctx: AppContext): SettingsRow | undefined {
  return ctx.db.select().from(subscriptionSettings).orderBy(subscriptionSettings.id).limit(1).get();
}

/** One statement: the total is only lowered while it stays at or above the slots taken. */
export function writeSettings(ctx: AppContext, changes: SettingsChanges): SettingsRow | undefined {
  const current = readStoredSettings(ctx);
  const values = { ...changes, lastUpdated: ctx.now() };
  if (!current) return ctx.db.insert(subscriptionSettings).values(values).returning().get();
  return ctx.db
    .update(subscriptionSettings)
    .set(values)
    .where(and(eq(subscriptionSettings.id, current.id), lte(subscriptionSettings.lifetimeSlotsTaken, changes.lifetimeSlotTotal)))
    .returning()
    .get();
}
