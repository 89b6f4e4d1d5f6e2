import type { AppContext } from '../../context';
import type { Stripe } from '../../lib/stripe';
import { EVENT_HANDLERS } from './handlers';
import type { eventReceived } from './model';
import { isEventRecorded, recordEvent } from './repo';

/**
 * Applies one verified Stripe event, once. Its id is recorded only after it was applied, so a failure makes Stripe
 * deliver it again, and a replay of an applied one changes nothing.
 */
export async function receiveEvent(ctx: AppContext, stripe: Stripe, event: Stripe.Event): Promise<typeof eventReceived.static> {
  if (await isEventRecorded(ctx.db, event.id)) return { received: true, duplicate: true };
  const handler = EVENT_HANDLERS[event.type];
  if (handler) await handler(ctx, stripe, event);
  await recordEvent(ctx.db, event);
  return { received: true };
}
