import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { stripeFor, webhookSecretFor, type Stripe } from '../../lib/stripe';
import { eventReceived, stripeEventBody } from './model';
import { receiveEvent } from './service';

/** Stripe may deliver an event up to this long after signing it (replays of older ones are refused). */
const TOLERANCE_SECONDS = 300;

/**
 * POST /api/stripe/webhook: Stripe's events, verified against the raw body and the endpoint secret, then applied
 * once each.
 */
export function stripeWebhookRoutes(ctx: AppContext) {
  return new Elysia({ name: 'stripe-webhook', prefix: '/stripe' }).post(
    '/webhook',
    async ({ request, body }) => {
      const stripe = stripeFor(ctx.config);
      const secret = webhookSecretFor(ctx.config);
      const signature = request.headers.get('stripe-signature');
      if (!signature) throw badRequest('Missing Stripe-Signature header', 'webhook.unsigned');
      const payload = body;
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(payload, signature, secret, TOLERANCE_SECONDS);
      } catch {
        throw badRequest('Invalid Stripe signature', 'webhook.bad_signature');
      }
      return receiveEvent(ctx, stripe, event);
    },
    { parse: 'text', body: stripeEventBody, response: eventReceived },
  );
}
