import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { payments, subscriptionSettings, trialEmails, type PaidPlan, type PaymentStatus } from '../../db/schema';

export type SettingsRow = typeof subscriptionSettings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;

/** Statuses from which Stripe may still report the payment as paid. */
export const OPEN_STATUSES: PaymentStatus[] = ['pending', 'failed'];

/** The one settings row, created with the default prices and slots (rules/plans.ts) on first read. */
export function readSettings(db: Queryable): SettingsRow {
  const row = db.select().from(subscriptionSettings).orderBy(asc(subscriptionSettings.id)).limit(1).get();
  if (row) return row;
  return db.insert(subscriptionSettings).values({}).returning().get();
}

type SettingsChanges = Pick<SettingsRow, 'lifetimeSlotTotal' | 'lifetimePrice' | 'monthlyPrice' | 'yearlyPrice'>;

/**
 * Saves prices and the slot total in one conditional UPDATE: the total is never set below the slots taken,
 * even when a purchase takes one meanwhile. Undefined when that condition refused the write.
 */
export function updateSettings(db: Db, changes: SettingsChanges, at: Date): SettingsRow | undefined {
  const { id } = readSettings(db);
  return db
    .update(subscriptionSettings)
    .set({ ...changes, lastUpdated: at })
    .where(and(eq(subscriptionSettings.id, id), lte(subscriptionSettings.lifetimeSlotsTaken, changes.lifetimeSlotTotal)))
    .returning()
    .get();
}

/** Takes one lifetime slot in a single conditional UPDATE: two buyers can never both get the last one. */
export function takeLifetimeSlot(db: Queryable): boolean {
  const { id } = readSettings(db);
  const taken = db
    .update(subscriptionSettings)
    .set({ lifetimeSlotsTaken: sql`${subscriptionSettings.lifetimeSlotsTaken} + 1` })
    .where(and(eq(subscriptionSettings.id, id), lt(subscriptionSettings.lifetimeSlotsTaken, subscriptionSettings.lifetimeSlotTotal)))
    .returning({ id: subscriptionSettings.id })
    .get();
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
export function insertLifetimePaymentWithSlot(
  db: Db,
  payment: Omit<NewPayment, 'plan' | 'holdsLifetimeSlot' | 'holdExpiresAt' | 'holdIp'> & { userId: number },
  rules: HoldRules,
): PaymentRow | HoldRefusal {
  return db.transaction((tx) => {
    const holding = tx.select({ id: payments.id }).from(payments).where(and(eq(payments.userId, payment.userId), openHold)).get();
    if (holding) return 'already-holding';
    const fromAddress = tx
      .select({ n: sql<number>`count(*)`, first: sql<number | null>`min(${payments.holdExpiresAt})` })
      .from(payments)
      .where(and(eq(payments.holdIp, rules.ip), openHold))
      .get()!;
    if (fromAddress.n >= rules.maxPerAddress) return { addressLimitUntil: new Date(fromAddress.first ?? rules.now.getTime() + rules.holdMs) };
    if (!takeLifetimeSlot(tx)) return 'sold-out';
    const settings = readSettings(tx);
    const holdsOpen = tx.select({ n: sql<number>`count(*)` }).from(payments).where(openHold).get()!.n + 1;
    const scarce = settings.lifetimeSlotTotal - settings.lifetimeSlotsTaken < holdsOpen;
    const holdExpiresAt = new Date(rules.now.getTime() + (scarce ? rules.scarceHoldMs : rules.holdMs));
    return tx.insert(payments).values({ ...payment, plan: 'lifetime', holdsLifetimeSlot: true, holdExpiresAt, holdIp: rules.ip }).returning().get();
  });
}

export function insertPayment(db: Db, payment: NewPayment): PaymentRow {
  return db.insert(payments).values(payment).returning().get();
}

export function updatePayment(db: Queryable, id: number, changes: Partial<NewPayment>): PaymentRow | undefined {
  return db.update(payments).set({ ...changes, updatedAt: new Date() }).where(eq(payments.id, id)).returning().get();
}

/** Moves a payment to `status` only from one of `from`; undefined when another request got there first. */
export function transitionPayment(db: Queryable, id: number, from: PaymentStatus[], status: PaymentStatus): PaymentRow | undefined {
  return db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning()
    .get();
}

/** Ends an open payment and gives its lifetime slot back, both or neither. Returns whether it changed. */
export function closePayment(db: Db, id: number, status: 'failed' | 'canceled'): boolean {
  return db.transaction((tx) => {
    const closed = transitionPayment(tx, id, OPEN_STATUSES, status);
    if (!closed) return false;
    if (closed.holdsLifetimeSlot) {
      tx.update(payments).set({ holdsLifetimeSlot: false }).where(eq(payments.id, id)).run();
      const { id: settingsId } = readSettings(tx);
      tx.update(subscriptionSettings)
        .set({ lifetimeSlotsTaken: sql`max(0, ${subscriptionSettings.lifetimeSlotsTaken} - 1)` })
        .where(eq(subscriptionSettings.id, settingsId))
        .run();
    }
    return true;
  });
}

export function findPayment(db: Queryable, id: number): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.id, id)).get();
}

/** The payment a Stripe payment intent or Checkout Session id belongs to. */
export function findPaymentByStripeId(db: Db, stripeId: string): PaymentRow | undefined {
  return db
    .select()
    .from(payments)
    .where(or(eq(payments.stripePaymentIntentId, stripeId), eq(payments.stripeCheckoutSessionId, stripeId)))
    .get();
}

export function findPaymentBySubscription(db: Db, subscriptionId: string): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.stripeSubscriptionId, subscriptionId)).get();
}

/** A user's payments for a plan that Stripe may still report as paid, newest first. */
export function openPaymentsOf(db: Db, userId: number, plan: PaidPlan): PaymentRow[] {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.plan, plan), inArray(payments.status, OPEN_STATUSES)))
    .orderBy(desc(payments.id))
    .all();
}

export function hasPaidLifetime(db: Db, userId: number): boolean {
  const row = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.plan, 'lifetime'), eq(payments.status, 'succeeded'), eq(payments.holdsLifetimeSlot, true)))
    .get();
  return row !== undefined;
}

/** Lifetime holds of payments still pending at their expiry: their buyers walked away. */
export function expiredLifetimeHolds(db: Db, now: Date): PaymentRow[] {
  return db.select().from(payments).where(and(openHold, lte(payments.holdExpiresAt, now))).all();
}

/** The lifetime slots a user's open checkouts hold. */
export function lifetimeHoldsOf(db: Db, userId: number): PaymentRow[] {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), openHold))
    .all();
}

/**
 * Records that the address (as its peppered hash) had a trial, unless it already had one. False when it had:
 * the caller's transaction decides what that means.
 */
export function recordTrialEmail(db: Queryable, emailHash: string, usedAt: Date): boolean {
  return db.insert(trialEmails).values({ emailHash, usedAt }).onConflictDoNothing().returning().get() !== undefined;
}
