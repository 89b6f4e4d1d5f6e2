import type { AppContext } from '../../../context';
import type { Stripe } from '../../../lib/stripe';

/**
 * Handles one signature-verified event. Handlers take only ids from the event and read the current state
 * back from Stripe, so a late, repeated or out-of-order event cannot undo a newer one.
 */
export type EventHandler = (ctx: AppContext, stripe: Stripe, event: Stripe.Event) => Promise<void>;
