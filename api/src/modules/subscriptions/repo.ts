import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { first, only, transaction, type Db, type Queryable } from '../../db/client';
import { rowCount } from '../../db/sql';
import { payments, subscriptionSettings, trialEmails, type PaidPlan, type PaymentStatus } from '../../db/schema';

export type SettingsRow = typeof subscriptionSettings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;

/** Statuses from which Stripe may still report the payment as paid. */
export const OPEN_STATUSES: PaymentStatus[] = ['pending', 'failed'];

/** The one settings row, created with the default prices and slots (rules/plans.ts) on first read. */
export async function readSettings(db: Queryable): Promise<SettingsRow> {
  const read = () => db.select().from(subscriptionSettings).orderBy(asc(subscriptionSettings.id)).limit(1).then(first);
  const row = await read();
  if (row) return row;
  // Instances starting together both try; the row they agree on is the first.
  await db.insert(subscriptionSettings).values({ id: 1 }).onConflictDoNothing();
  return (await read())!;
}

type SettingsChanges = Pick<SettingsRow, 'lifetimeSlotTotal' | 'lifetimePrice' | 'monthlyPrice' | 'yearlyPrice'> &
  Partial<Pick<SettingsRow, 'publishRequiresVerification'>>;

/**
 * Saves prices and the slot total in one conditional UPDATE: the total is never set below the slots taken,
 * even when a purchase takes one meanwhile. Undefined when that condition refused the write.
 */
export async function updateSettings(db: Db, changes: SettingsChanges, at: Date): Promise<SettingsRow | undefined> {
  const { id } = await readSettings(db);
  return db
    .update(subscriptionSettings)
    .set({ ...changes, lastUpdated: at })
    .where(and(eq(subscriptionSettings.id, id), lte(subscriptionSettings.lifetimeSlotsTaken, changes.lifetimeSlotTotal)))
    .returning()
    .then(first);
}

/** Takes one lifetime slot in a single conditional UPDATE: two buyers can never both get the last one. */
export async function takeLifetimeSlot(db: Queryable): Promise<boolean> {
  const { id } = await readSettings(db);
  const taken = await db
    .update(subscriptionSettings)
    .set({ lifetimeSlotsTaken: sql`${subscriptionSettings.lifetimeSlotsTaken} + 1` })
    .where(and(eq(subscriptionSettings.id, id), lt(subscriptionSettings.lifetimeSlotsTaken, subscriptionSettings.lifetimeSlotTotal)))
    .returning({ id: subscriptionSettings.id })
    .then(first);
  return taken !== undefined;
}

const openHold = and(eq(payments.holdsLifetimeSlot, true), eq(payments.status, 'pending'));

/** How long a new hold lasts: the long time while slots are plenty, the short one once they are scarce. */
export interface HoldRules {
  ip: string;
  now: Date;
  maxPerAddress: number;
  holdMs: number;
  scarceHoldMs: number;
}

export type HoldRefusal = 'sold-out' | 'already-holding' | { addressLimitUntil: Date };

/**
 * Holds a slot for a new lifetime payment, in one transaction: 'already-holding' when the buyer holds one for
 * another open checkout (one hold per account), `addressLimitUntil` when the client address already holds its
 * share (so throwaway accounts cannot hoard slots either), 'sold-out' when all are taken. Slots are scarce when,
 * counting this hold, fewer are left than holds are open: the hold then lasts `scarceHoldMs`.
 */
export async function insertLifetimePaymentWithSlot(
  db: Db,
  payment: Omit<NewPayment, 'plan' | 'holdsLifetimeSlot' | 'holdExpiresAt' | 'holdIp'> & { userId: number },
  rules: HoldRules,
): Promise<PaymentRow | HoldRefusal> {
  return transaction(
    db,
    async (tx) => {
      const [holding] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.userId, payment.userId), openHold));
      if (holding) return 'already-holding';
      const [fromAddress] = await tx
        .select({ n: rowCount(), first: sql<Date | null>`min(${payments.holdExpiresAt})`.mapWith(payments.holdExpiresAt) })
        .from(payments)
        .where(and(eq(payments.holdIp, rules.ip), openHold));
      if (fromAddress!.n >= rules.maxPerAddress) return { addressLimitUntil: fromAddress!.first ?? new Date(rules.now.getTime() + rules.holdMs) };
      if (!(await takeLifetimeSlot(tx))) return 'sold-out';
      const settings = await readSettings(tx);
      const [open] = await tx.select({ n: rowCount() }).from(payments).where(openHold);
      const scarce = settings.lifetimeSlotTotal - settings.lifetimeSlotsTaken < open!.n + 1;
      const holdExpiresAt = new Date(rules.now.getTime() + (scarce ? rules.scarceHoldMs : rules.holdMs));
      return tx.insert(payments).values({ ...payment, plan: 'lifetime', holdsLifetimeSlot: true, holdExpiresAt, holdIp: rules.ip }).returning().then(only);
    },
    // The checks count holds before taking one: buyers on every instance take turns.
    { serializes: 'lifetime holds' },
  );
}

export async function insertPayment(db: Db, payment: NewPayment): Promise<PaymentRow> {
  return db.insert(payments).values(payment).returning().then(only);
}

export async function updatePayment(db: Queryable, id: number, changes: Partial<NewPayment>): Promise<PaymentRow | undefined> {
  return db.update(payments).set({ ...changes, updatedAt: new Date() }).where(eq(payments.id, id)).returning().then(first);
}

/** Moves a payment to `status` only from one of `from`; undefined when another request got there first. */
export async function transitionPayment(db: Queryable, id: number, from: PaymentStatus[], status: PaymentStatus): Promise<PaymentRow | undefined> {
  return db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning()
    .then(first);
}

/** Ends an open payment and gives its lifetime slot back, both or neither. Returns whether it changed. */
export async function closePayment(db: Db, id: number, status: 'failed' | 'canceled'): Promise<boolean> {
  return transaction(db, async (tx) => {
    const closed = await transitionPayment(tx, id, OPEN_STATUSES, status);
    if (!closed) return false;
    if (closed.holdsLifetimeSlot) {
      await tx.update(payments).set({ holdsLifetimeSlot: false }).where(eq(payments.id, id));
      const { id: settingsId } = await readSettings(tx);
      await tx
        .update(subscriptionSettings)
        .set({ lifetimeSlotsTaken: sql`${subscriptionSettings.lifetimeSlotsTaken} - 1` })
        .where(and(eq(subscriptionSettings.id, settingsId), gt(subscriptionSettings.lifetimeSlotsTaken, 0)));
    }
    return true;
  });
}

export async function findPayment(db: Queryable, id: number): Promise<PaymentRow | undefined> {
  return db.select().from(payments).where(eq(payments.id, id)).then(first);
}

/** The payment a Stripe payment intent or Checkout Session id belongs to. */
export async function findPaymentByStripeId(db: Db, stripeId: string): Promise<PaymentRow | undefined> {
  return db
    .select()
    .from(payments)
    .where(or(eq(payments.stripePaymentIntentId, stripeId), eq(payments.stripeCheckoutSessionId, stripeId)))
    .then(first);
}

export async function findPaymentBySubscription(db: Db, subscriptionId: string): Promise<PaymentRow | undefined> {
  return db.select().from(payments).where(eq(payments.stripeSubscriptionId, subscriptionId)).then(first);
}

/** A user's payments for a plan that Stripe may still report as paid, newest first. */
export async function openPaymentsOf(db: Db, userId: number, plan: PaidPlan): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.plan, plan), inArray(payments.status, OPEN_STATUSES)))
    .orderBy(desc(payments.id));
}

export async function hasPaidLifetime(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.plan, 'lifetime'), eq(payments.status, 'succeeded'), eq(payments.holdsLifetimeSlot, true)))
    .then(first);
  return row !== undefined;
}

/** Lifetime holds of payments still pending at their expiry: their buyers walked away. */
export async function expiredLifetimeHolds(db: Db, now: Date): Promise<PaymentRow[]> {
  return db.select().from(payments).where(and(openHold, lte(payments.holdExpiresAt, now)));
}

/** The lifetime slots a user's open checkouts hold. */
export async function lifetimeHoldsOf(db: Db, userId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), openHold));
}

/**
 * Records that the address (as its peppered hash) had a trial, unless it already had one. False when it had:
 * the caller's transaction decides what that means.
 */
export async function recordTrialEmail(db: Queryable, emailHash: string, usedAt: Date): Promise<boolean> {
  const recorded = await db.insert(trialEmails).values({ emailHash, usedAt }).onConflictDoNothing().returning();
  return recorded.length > 0;
}

/** Whether any of the address's hashes (see `trialEmailHashes`) is recorded. */
export async function trialEmailUsed(db: Queryable, emailHashes: string[]): Promise<boolean> {
  const [used] = await db.select({ emailHash: trialEmails.emailHash }).from(trialEmails).where(inArray(trialEmails.emailHash, emailHashes)).limit(1);
  return used !== undefined;
}
