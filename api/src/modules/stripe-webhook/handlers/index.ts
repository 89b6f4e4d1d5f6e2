import { onCheckoutSession } from './checkout-session';
import { onInvoice } from './invoice';
import { onPaymentIntent } from './payment-intent';
import { onSubscription } from './subscription';
import type { EventHandler } from './types';

/** The events the product acts on; any other type is acknowledged and ignored. */
export const EVENT_HANDLERS: Record<string, EventHandler> = {
  'checkout.session.completed': onCheckoutSession,
  'checkout.session.async_payment_succeeded': onCheckoutSession,
  'checkout.session.expired': onCheckoutSession,
  'payment_intent.succeeded': onPaymentIntent,
  'payment_intent.payment_failed': onPaymentIntent,
  'payment_intent.canceled': onPaymentIntent,
  'invoice.paid': onInvoice,
  'invoice.payment_failed': onInvoice,
  'customer.subscription.updated': onSubscription,
  'customer.subscription.deleted': onSubscription,
};
