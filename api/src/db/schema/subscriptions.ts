import { users } from './users';
import { createdAt, flag, index, integer, now, serialId, table, text, timestamp } from './columns';

/** One row (id 1). Amounts are in cents. */
export const subscriptionSettings = table('subscription_settings', {
  id: serialId(),
  lifetimeSlotTotal: integer('lifetime_slot_total').notNull().default(1000),
  lifetimeSlotsTaken: integer('lifetime_slots_taken').notNull().default(0),
  lifetimePrice: integer('lifetime_price').notNull().default(1000),
  monthlyPrice: integer('monthly_price').notNull().default(500),
  yearlyPrice: integer('yearly_price').notNull().default(4000),
  /** "Only verified sightings can be published": publishing answers 409 for the rest. */
  publishRequiresVerification: flag('publish_requires_verification').notNull().default(false),
  lastUpdated: timestamp('last_updated').notNull().default(now),
});

export type PaidPlan = 'monthly' | 'yearly' | 'lifetime';
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

/** A purchase attempt: created with its payment intent, settled only by what Stripe confirms. Kept when its buyer deletes the account. */
export const payments = table(
  'payments',
  {
    id: serialId(),
    /** Null once the buyer deleted their account: the payment stays for the accounts and Stripe's later events. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').$type<PaidPlan>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    /** Monthly and yearly plans: the Stripe subscription this first payment starts. */
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /**
     * pending until Stripe settles it; failed (a declined attempt: the customer may retry the same intent);
     * canceled (the intent or session can no longer be paid); refunded (paid after its lifetime slot was gone).
     */
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** True while this payment holds one lifetime slot (taken at intent creation, released on failure). */
    holdsLifetimeSlot: flag('holds_lifetime_slot').notNull().default(false),
    /** When the lifetime slot this checkout holds goes back on sale if still unpaid. */
    holdExpiresAt: timestamp('hold_expires_at'),
    /** The client address that opened the lifetime checkout: open holds are limited per address. */
    holdIp: text('hold_ip'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull().default(now),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

/** Stripe webhook events already applied, so a replayed event changes nothing. */
export const stripeEvents = table('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** Stripe's own event time (seconds), used to ignore stale out-of-order updates. */
  created: integer('created').notNull(),
  receivedAt: timestamp('received_at').notNull().default(now),
});
