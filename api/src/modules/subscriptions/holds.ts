import type { AppContext } from '../../context';
import { stripeFor } from '../../lib/stripe';
import { closePayment, staleLifetimeHolds } from './repo';
import { settlePayment } from './settle';

/** A lifetime slot held by a checkout nobody paid within this time goes back on sale. */
export const LIFETIME_HOLD_MS = 30 * 60 * 1000;

/**
 * The periodic sweep for abandoned lifetime checkouts. The intent is cancelled at Stripe first, so it can
 * never be paid after its slot was given back; one that was paid meanwhile is settled instead.
 * Returns how many slots were released.
 */
export async function releaseAbandonedHolds(ctx: AppContext): Promise<number> {
  const stale = staleLifetimeHolds(ctx.db, new Date(ctx.now().getTime() - LIFETIME_HOLD_MS));
  if (stale.length === 0) return 0;
  const stripe = stripeFor(ctx.config);
  let released = 0;
  for (const payment of stale) {
    try {
      if (payment.stripePaymentIntentId) {
        await stripe.paymentIntents.cancel(payment.stripePaymentIntentId, { cancellation_reason: 'abandoned' });
      }
      if (closePayment(ctx.db, payment.id, 'canceled')) released++;
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded or is processing: settle it from what Stripe says.
      await settlePayment(ctx, stripe, payment.id).catch((settleError) => {
        console.error(`Releasing the lifetime hold of payment ${payment.id} failed`, error, settleError);
      });
    }
  }
  return released;
}
