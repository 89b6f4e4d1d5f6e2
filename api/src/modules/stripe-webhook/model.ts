import { t } from 'elysia';

/** The event exactly as Stripe sent it: its signature covers these bytes. */
export const stripeEventBody = t.String();

/** Received; `duplicate` when the event was applied before and nothing changed. */
export const eventReceived = t.Object({ received: t.Literal(true), duplicate: t.Optional(t.Literal(true)) });
