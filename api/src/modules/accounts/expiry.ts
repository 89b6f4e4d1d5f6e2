import type { Db } from '../../db/client';
import { EXPIRING_TIERS, revertEndedPlans, updateUser, type UserRow } from './repo';

/** Checked on every authenticated request, so an expired plan stops working at once. */
export function expireIfDue(db: Db, user: UserRow, now: Date): UserRow {
  const tier = user.subscriptionTier;
  if (!tier || !(EXPIRING_TIERS as readonly string[]).includes(tier)) return user;
  if (!user.subscriptionExpiresAt || user.subscriptionExpiresAt > now) return user;
  const reverted = { subscriptionTier: 'free' as const, subscriptionExpiresAt: null, subscriptionCanceledAt: null };
  updateUser(db, user.id, reverted);
  return { ...user, ...reverted };
}

/** The periodic sweep: reverts every account whose plan has ended. Returns how many changed. */
export function expireAllDue(db: Db, now: Date): number {
  return revertEndedPlans(db, now);
}
