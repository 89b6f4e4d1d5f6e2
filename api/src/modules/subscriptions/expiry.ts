import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../users/repo';

/** Tiers that end: after subscriptionExpiresAt the account is free again. Lifetime never ends. */
const EXPIRING_TIERS = ['trial', 'monthly', 'yearly', 'premium'] as const;

/** Checked on every authenticated request, so an expired plan stops working at once. */
export function expireIfDue(db: Db, user: UserRow, now: Date): UserRow {
  const tier = user.subscriptionTier;
  if (!tier || !(EXPIRING_TIERS as readonly string[]).includes(tier)) return user;
  if (!user.subscriptionExpiresAt || user.subscriptionExpiresAt > now) return user;
  const reverted = { subscriptionTier: 'free' as const, subscriptionExpiresAt: null, subscriptionCanceledAt: null };
  db.update(users).set(reverted).where(eq(users.id, user.id)).run();
  return { ...user, ...reverted };
}

/** The periodic sweep: reverts every account whose plan has ended. Returns how many changed. */
export function expireAllDue(db: Db, now: Date): number {
  const result = db
    .update(users)
    .set({ subscriptionTier: 'free', subscriptionExpiresAt: null, subscriptionCanceledAt: null })
    .where(
      and(
        inArray(users.subscriptionTier, [...EXPIRING_TIERS]),
        isNotNull(users.subscriptionExpiresAt),
        lte(users.subscriptionExpiresAt, now),
      ),
    )
    .returning({ id: users.id })
    .all();
  return result.length;
}
