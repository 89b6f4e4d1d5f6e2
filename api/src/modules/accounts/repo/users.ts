import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { usernameKey } from '@rules/username';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { rowsChanged, type Db, type Queryable } from '../../../db/client';
import { users } from '../../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function findUserById(db: Queryable, id: number): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/**
 * The account whose name looks like `username`: same letters whatever the case, width or look-alike script.
 * An exact match comes first (two look-alike names made before keys existed both still sign in).
 */
export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(or(eq(users.usernameKey, usernameKey(username)), eq(users.username, username)))
    .orderBy(sql`${users.username} = ${username} desc`)
    .limit(1)
    .get();
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .get();
}

export function findUserBySubscription(db: Db, subscriptionId: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.stripeSubscriptionId, subscriptionId)).get();
}

/** A page of accounts, oldest first, after the id of the last one given; reads one row more than asked. */
export function listUsersPage(db: Db, page: { limit: number; after: number | null }): UserRow[] {
  return db
    .select()
    .from(users)
    .where(page.after === null ? undefined : gt(users.id, page.after))
    .orderBy(users.id)
    .limit(page.limit + 1)
    .all();
}

/** The address and trial start of every account that took a trial. */
export function listTrialsTaken(db: Db): Array<{ email: string; trialStartedAt: Date }> {
  return db
    .select({ email: users.email, trialStartedAt: users.trialStartedAt })
    .from(users)
    .where(isNotNull(users.trialStartedAt))
    .all() as Array<{ email: string; trialStartedAt: Date }>;
}

export function insertUser(db: Db, user: NewUserRow): UserRow {
  return db.insert(users).values({ ...user, usernameKey: usernameKey(user.username) }).returning().get();
}

export function updateUser(db: Queryable, id: number, changes: Partial<NewUserRow>): UserRow | undefined {
  return db.update(users).set(changes).where(eq(users.id, id)).returning().get();
}

export function deleteUserRow(db: Queryable, id: number): void {
  db.delete(users).where(eq(users.id, id)).run();
}

/** Starts the trial in one conditional UPDATE: only from free (or no tier), only if never taken. */
export function startTrialOnce(db: Queryable, userId: number, startedAt: Date, endsAt: Date): UserRow | undefined {
  return db
    .update(users)
    .set({ subscriptionTier: 'trial', subscriptionExpiresAt: endsAt, subscriptionCanceledAt: null, trialStartedAt: startedAt })
    .where(and(eq(users.id, userId), isNull(users.trialStartedAt), or(isNull(users.subscriptionTier), eq(users.subscriptionTier, 'free'))))
    .returning()
    .get();
}

/** Tiers that end: after subscriptionExpiresAt the account is free again. Lifetime never ends. */
export const EXPIRING_TIERS = ['trial', 'monthly', 'yearly', 'premium'] as const;
/** An ended plan: the account is free again, with nothing left to expire or cancel. */
export const PLAN_ENDED = { subscriptionTier: 'free' as const, subscriptionExpiresAt: null, subscriptionCanceledAt: null };

/** Every account whose plan has ended goes back to free, in one UPDATE. Returns how many changed. */
export function revertEndedPlans(db: Db, now: Date): number {
  return db
    .update(users)
    .set(PLAN_ENDED)
    .where(and(inArray(users.subscriptionTier, [...EXPIRING_TIERS]), isNotNull(users.subscriptionExpiresAt), lte(users.subscriptionExpiresAt, now)))
    .returning({ id: users.id })
    .all().length;
}

/** Takes one free identification in one conditional UPDATE (`... WHERE used < limit`); false when none is left. */
export function takeFreeIdentification(db: Db, userId: number): boolean {
  const taken = db
    .update(users)
    .set({ freeIdentificationsUsed: sql`${users.freeIdentificationsUsed} + 1` })
    .where(and(eq(users.id, userId), lt(users.freeIdentificationsUsed, FREE_IDENTIFICATIONS)))
    .run();
  return rowsChanged(taken) > 0;
}

export function giveBackFreeIdentification(db: Db, userId: number): void {
  db.update(users)
    .set({ freeIdentificationsUsed: sql`${users.freeIdentificationsUsed} - 1` })
    .where(and(eq(users.id, userId), gt(users.freeIdentificationsUsed, 0)))
    .run();
}

/** Adds to the account's count of identifications, in the caller's transaction when it gives one. */
export function addIdentifications(db: Queryable, userId: number, count: number): void {
  db.update(users).set({ identificationCount: sql`${users.identificationCount} + ${count}` }).where(eq(users.id, userId)).run();
}
