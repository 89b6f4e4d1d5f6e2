import type { Db } from '../../db/client';
import { EXPIRING_TIERS, PLAN_ENDED, revertEndedPlans, updateUser, type UserRow } from './repo';

/**
 * Checked on every authenticated request, so an expired plan stops working at once. `writes` false (read-only):
 * the plan is seen as ended, and left for the sweep of an instance that writes.
 */
export async function expireIfDue(db: Db, user: UserRow, now: Date, writes = true): Promise<UserRow> {
  const tier = user.subscriptionTier;
  if (!tier || !(EXPIRING_TIERS as readonly string[]).includes(tier)) return user;
  if (!user.subscriptionExpiresAt || user.subscriptionExpiresAt > now) return user;
  if (writes) await updateUser(db, user.id, PLAN_ENDED);
  return { ...user, ...PLAN_ENDED };
}

/** The periodic sweep: reverts every account whose plan has ended. Returns how many changed. */
export async function expireAllDue(db: Db, now: Date): Promise<number> {
  return revertEndedPlans(db, now);
}
