import { recordedStripe, type RecordedStripeObject } from './stripe-recorded';

/**
 * The fake Stripe's objects, each one Stripe's own example object (api/src/fakes/recordings/stripe) with the
 * scenario's values over it: ids, amounts, states and links. Example values that would say something untrue of a new
 * object (a discount, a pause, a past cancellation, a pending error) are cleared as Stripe has them on a fresh one.
 */
type Obj = Record<string, any>;

const recorded = (kind: RecordedStripeObject, values: Obj): Obj => Object.assign(recordedStripe(kind), values);

export const list = (data: Obj[], url = '') => ({ object: 'list', data, has_more: false, url });

export function customerShape(values: { id: string; email: string | null; name: string | null; metadata: Obj; created: number }): Obj {
  return recorded('customer', { ...values, discount: null, shipping: null, livemode: false });
}

export function productShape(values: { id: string; name: string; metadata: Obj; created: number }): Obj {
  return recorded('product', {
    ...values,
    updated: values.created,
    active: true,
    default_price: null,
    description: null,
    images: [],
    package_dimensions: null,
    type: 'service',
    livemode: false,
  });
}

export function priceShape(values: { id: string; currency: string; product: string; unit_amount: number; recurring: { interval: string; interval_count: number }; created: number }): Obj {
  const price = recordedStripe('price');
  return Object.assign(price, {
    ...values,
    recurring: { ...price.recurring, ...values.recurring },
    unit_amount_decimal: String(values.unit_amount),
    transform_quantity: null,
    livemode: false,
  });
}

export function paymentIntentShape(values: Obj & { id: string; amount: number; currency: string; status: string; client_secret: string; created: number }): Obj {
  return recorded('payment_intent', {
    amount_received: 0,
    customer: null,
    description: null,
    metadata: {},
    payment_method: null,
    last_payment_error: null,
    canceled_at: null,
    cancellation_reason: null,
    automatic_payment_methods: null,
    next_action: null,
    processing: null,
    shipping: null,
    transfer_data: null,
    livemode: false,
    ...values,
  });
}

export function subscriptionItemShape(values: { id: string; subscription: string; price: Obj; current_period_start: number; current_period_end: number; created: number }): Obj {
  const { price } = values;
  const item = recordedStripe('subscription_item');
  // `plan` is the older name of the same price, and Stripe still sends both.
  const plan = Object.assign(item.plan, {
    id: price.id,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount),
    billing_scheme: 'per_unit',
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: price.recurring.interval_count,
    product: price.product,
    created: price.created,
    metadata: {},
    transform_usage: null,
    livemode: false,
  });
  return Object.assign(item, { ...values, plan, billing_thresholds: null, metadata: {} });
}

export function subscriptionShape(values: { id: string; customer: string; currency: string; metadata: Obj; created: number; item: Obj }): Obj {
  const { item, ...rest } = values;
  return recorded('subscription', {
    ...rest,
    status: 'incomplete',
    start_date: rest.created,
    billing_cycle_anchor: rest.created,
    billing_cycle_anchor_config: null,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    next_pending_invoice_item_invoice: null,
    pause_collection: null,
    pending_invoice_item_interval: null,
    pending_update: null,
    transfer_data: null,
    trial_end: null,
    trial_start: null,
    billing_thresholds: null,
    items: list([item], `/v1/subscription_items?subscription=${rest.id}`),
    latest_invoice: null,
    livemode: false,
  });
}

export function invoiceShape(values: {
  id: string;
  customer: string;
  subscription: Obj;
  item: Obj;
  billing_reason: string;
  confirmation_secret: { type: 'payment_intent'; client_secret: string };
  line_id: string;
  created: number;
}): Obj {
  const { subscription, item, line_id, ...rest } = values;
  const amount = item.price.unit_amount;
  const period = { start: item.current_period_start, end: item.current_period_end };
  const line = recorded('line_item', {
    id: line_id,
    invoice: rest.id,
    amount,
    subtotal: amount,
    currency: item.price.currency,
    description: null,
    period,
    subscription: subscription.id,
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: subscription.id, subscription_item: item.id },
    },
  });
  return recorded('invoice', {
    ...rest,
    status: 'open',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    amount_overpaid: 0,
    subtotal: amount,
    subtotal_excluding_tax: amount,
    total: amount,
    total_excluding_tax: amount,
    currency: item.price.currency,
    attempt_count: 0,
    attempted: false,
    from_invoice: null,
    last_finalization_error: null,
    shipping_cost: null,
    shipping_details: null,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    lines: list([line], `/v1/invoices/${rest.id}/lines`),
    period_start: period.start,
    period_end: period.end,
    livemode: false,
  });
}

export function checkoutSessionShape(values: Obj & { id: string; mode: string; amount_total: number; created: number; expires_at: number; url: string }): Obj {
  return recorded('checkout_session', {
    status: 'open',
    payment_status: 'unpaid',
    currency: 'usd',
    amount_subtotal: values.amount_total,
    customer: null,
    client_reference_id: null,
    metadata: {},
    payment_intent: null,
    subscription: null,
    success_url: null,
    cancel_url: null,
    shipping_cost: null,
    shipping_address_collection: null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    livemode: false,
    ...values,
  });
}

export function refundShape(values: { id: string; amount: number; currency: string; payment_intent: string; metadata: Obj; created: number }): Obj {
  return recorded('refund', { ...values, charge: null, status: 'succeeded' });
}

export function eventShape(values: { id: string; type: string; created: number; api_version: string; data: Obj }): Obj {
  return recorded('event', { ...values, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } });
}
