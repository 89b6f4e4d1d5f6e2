import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { usernameKey } from '@rules/username';
import type { Language } from '@rules/languages';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { first, only, rowsChanged, type Db, type Queryable } from '../../../db/client';
import { users } from '../../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).then(first);
}

/**
 * The account whose name looks like `username`: same letters whatever the case, width or look-alike script.
 * An exact match comes first (two look-alike names made before keys existed both still sign in).
 */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(or(eq(users.usernameKey, usernameKey(username)), eq(users.username, username)))
    .orderBy(sql`${users.username} = ${username} desc`)
    .limit(1)
    .then(first);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .then(first);
}

export async function findUserBySubscription(db: Db, subscriptionId: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.stripeSubscriptionId, subscriptionId)).then(first);
}

/** The usernames of the given accounts by id; accounts that are gone are left out. */
export async function usernamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** A page of accounts, oldest first, after the id of the last one given (reads one row more than asked); `expert` keeps only experts (true) or only the others (false). */
export async function listUsersPage(db: Db, page: { limit: number; after: number | null }, filter: { expert?: boolean } = {}): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        page.after === null ? undefined : gt(users.id, page.after),
        filter.expert === undefined ? undefined : eq(users.isExpert, filter.expert),
      ),
    )
    .orderBy(users.id)
    .limit(page.limit + 1);
}

/** The address and trial start of every account that took a trial. */
export async function listTrialsTaken(db: Db): Promise<Array<{ email: string; trialStartedAt: Date }>> {
  const rows = await db.select({ email: users.email, trialStartedAt: users.trialStartedAt }).from(users).where(isNotNull(users.trialStartedAt));
  return rows as Array<{ email: string; trialStartedAt: Date }>;
}

export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
  return db.insert(users).values({ ...user, usernameKey: usernameKey(user.username) }).returning().then(only);
}

/**
 * Inserts the user unless one of the unique indexes (the name, its look-alike key, the e-mail) already holds
 * another: then nothing is written and the answer is undefined, never an error, whoever inserted first.
 */
export async function insertUserIfAbsent(db: Db, user: NewUserRow): Promise<UserRow | undefined> {
  return db.insert(users).values({ ...user, usernameKey: usernameKey(user.username) }).onConflictDoNothing().returning().then(first);
}

export async function updateUser(db: Queryable, id: number, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
  return db.update(users).set(changes).where(eq(users.id, id)).returning().then(first);
}

export async function deleteUserRow(db: Queryable, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Starts the trial in one conditional UPDATE: only from free (or no tier), only if never taken. */
export async function startTrialOnce(db: Queryable, userId: number, startedAt: Date, endsAt: Date): Promise<UserRow | undefined> {
  return db
    .update(users)
    .set({ subscriptionTier: 'trial', subscriptionExpiresAt: endsAt, subscriptionCanceledAt: null, trialStartedAt: startedAt })
    .where(and(eq(users.id, userId), isNull(users.trialStartedAt), or(isNull(users.subscriptionTier), eq(users.subscriptionTier, 'free'))))
    .returning()
    .then(first);
}

/** Tiers that end: after subscriptionExpiresAt the account is free again. Lifetime never ends. */
export const EXPIRING_TIERS = ['trial', 'monthly', 'yearly', 'premium'] as const;
/** An ended plan: the account is free again, with nothing left to expire or cancel. */
export const PLAN_ENDED = { subscriptionTier: 'free' as const, subscriptionExpiresAt: null, subscriptionCanceledAt: null };

/** Every account whose plan has ended goes back to free, in one UPDATE. Returns how many changed. */
export async function revertEndedPlans(db: Db, now: Date): Promise<number> {
  const ended = await db
    .update(users)
    .set(PLAN_ENDED)
    .where(and(inArray(users.subscriptionTier, [...EXPIRING_TIERS]), isNotNull(users.subscriptionExpiresAt), lte(users.subscriptionExpiresAt, now)))
    .returning({ id: users.id });
  return ended.length;
}

/** Takes one free identification in one conditional UPDATE (`... WHERE used < limit`); false when none is left. */
export async function takeFreeIdentification(db: Db, userId: number): Promise<boolean> {
  const taken = await db
    .update(users)
    .set({ freeIdentificationsUsed: sql`${users.freeIdentificationsUsed} + 1` })
    .where(and(eq(users.id, userId), lt(users.freeIdentificationsUsed, FREE_IDENTIFICATIONS)));
  return rowsChanged(taken) > 0;
}

export async function giveBackFreeIdentification(db: Db, userId: number): Promise<void> {
  await db.update(users)
    .set({ freeIdentificationsUsed: sql`${users.freeIdentificationsUsed} - 1` })
    .where(and(eq(users.id, userId), gt(users.freeIdentificationsUsed, 0)));
}

/** Adds to the account's count of identifications, in the caller's transaction when it gives one. */
export async function addIdentifications(db: Queryable, userId: number, count: number): Promise<void> {
  await db.update(users).set({ identificationCount: sql`${users.identificationCount} + ${count}` }).where(eq(users.id, userId));
}

/**
 * Claims, in one UPDATE, the trials ending before `until` (and not yet ended) whose ending was not yet announced:
 * each is returned to exactly one caller, whichever instance runs the sweep, and never again for that trial.
 */
export async function claimTrialEndingNotices(db: Db, now: Date, until: Date): Promise<Array<{ id: number; endsAt: Date }>> {
  const rows = await db
    .update(users)
    .set({ trialEndingNotifiedAt: now })
    .where(
      and(
        eq(users.subscriptionTier, 'trial'),
        gt(users.subscriptionExpiresAt, now),
        lte(users.subscriptionExpiresAt, until),
        or(isNull(users.trialEndingNotifiedAt), lt(users.trialEndingNotifiedAt, users.trialStartedAt)),
      ),
    )
    .returning({ id: users.id, endsAt: users.subscriptionExpiresAt });
  return rows as Array<{ id: number; endsAt: Date }>;
}

/** The summary state of the given accounts that asked for a daily summary, have a verified address, and got none since `dayStart`. */
export async function dailySummariesDue(db: Db, ids: number[], dayStart: Date): Promise<Array<{ id: number; sentAt: Date | null }>> {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, sentAt: users.dailySummarySentAt })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.emailDailySummary, true), isNotNull(users.emailVerifiedAt), or(isNull(users.dailySummarySentAt), lt(users.dailySummarySentAt, dayStart))));
}

/**
 * Claims today's daily summary of the given accounts in one UPDATE (still asked for, none sent since `dayStart`):
 * each is returned to one caller only, so two instances never both send it.
 */
export async function claimDailySummaries(db: Db, ids: number[], dayStart: Date, now: Date): Promise<Array<{ id: number; username: string; email: string; locale: Language | null }>> {
  if (!ids.length) return [];
  return db
    .update(users)
    .set({ dailySummarySentAt: now })
    .where(and(inArray(users.id, ids), eq(users.emailDailySummary, true), or(isNull(users.dailySummarySentAt), lt(users.dailySummarySentAt, dayStart))))
    .returning({ id: users.id, username: users.username, email: users.email, locale: users.locale });
}

/** Gives a claimed daily summary back when its e-mail could not be sent: the next sweep tries again. */
export async function giveBackDailySummary(db: Db, id: number, claimedAt: Date, previous: Date | null): Promise<void> {
  await db.update(users).set({ dailySummarySentAt: previous }).where(and(eq(users.id, id), eq(users.dailySummarySentAt, claimedAt)));
}
