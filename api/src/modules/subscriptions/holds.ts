import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { stripeFor } from '../../lib/stripe';
import { log } from '../../operations/logs';
import type { UserRow } from '../accounts';
import { closePayment, expiredLifetimeHolds, lifetimeHoldsOf, type PaymentRow } from './repo';
import { settlePayment } from './settle';

/** A lifetime slot held by a checkout nobody paid within this time goes back on sale. */
export const LIFETIME_HOLD_MS = 30 * 60 * 1000;
/** ...within this time once slots are scarce (fewer left than holds open), so a real buyer waits less. */
export const SCARCE_LIFETIME_HOLD_MS = 10 * 60 * 1000;
/** Open lifetime checkouts one client address may hold at once. */
export const HOLDS_PER_ADDRESS = 2;

/**
 * Gives a held lifetime slot back. The intent is cancelled at Stripe first, so it can never be paid after its
 * slot was given back; one that was paid meanwhile is settled instead. True when the slot was released.
 */
async function releaseHold(ctx: AppContext, stripe: Stripe, payment: PaymentRow, reason: 'abandoned' | 'requested_by_customer') {
  try {
    if (payment.stripePaymentIntentId) {
      await stripe.paymentIntents.cancel(payment.stripePaymentIntentId, { cancellation_reason: reason });
    }
    return closePayment(ctx.db, payment.id, 'canceled');
  } catch (error) {
    // Stripe refuses to cancel an intent that succeeded or is processing: settle it from what Stripe says.
    await settlePayment(ctx, stripe, payment.id).catch((settleError) => {
      log.error(`Releasing the lifetime hold of payment ${payment.id} failed`, settleError, { cancelError: error });
    });
    return false;
  }
}

async function releaseHolds(ctx: AppContext, holds: PaymentRow[], reason: 'abandoned' | 'requested_by_customer'): Promise<number> {
  if (holds.length === 0) return 0;
  const stripe = stripeFor(ctx.config);
  let released = 0;
  for (const payment of holds) if (await releaseHold(ctx, stripe, payment, reason)) released++;
  return released;
}

/** The periodic sweep for abandoned lifetime checkouts. Returns how many slots were released. */
export async function releaseAbandonedHolds(ctx: AppContext): Promise<number> {
  return releaseHolds(ctx, await expiredLifetimeHolds(ctx.db, ctx.now()), 'abandoned');
}

/** The buyer left the checkout ("Cancel and return"): the slot their open checkout holds goes back on sale now. */
export async function cancelCheckout(ctx: AppContext, user: UserRow): Promise<{ released: number }> {
  return { released: await releaseHolds(ctx, await lifetimeHoldsOf(ctx.db, user.id), 'requested_by_customer') };
}
