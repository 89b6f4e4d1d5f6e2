import type { Stripe } from '../../src/lib/stripe';
import type { RecordedStripeObject } from '../fakes/stripe-recorded';

/**
 * Every field the product reads from a Stripe object, with the type the code expects. Each `read` is checked by tsc
 * against the SDK's types, which Stripe generates from its OpenAPI description for the API version the SDK pins (the
 * product sets no other): a field that moved or left in that version no longer compiles. The contract test applies
 * the same reads to Stripe's recorded example objects and to what the fake serves.
 *
 * The product code's snake_case names (`current_period_end`, `latest_invoice`) are Stripe's: the contract test fails
 * when the code names one that no path here lists. One-word fields (`status`, `amount`) it cannot tell from our
 * own, so those are listed by reading the code: subscriptions/{verify,sync,checkout,checkout-status}.ts and the
 * webhook handlers.
 */
export type Kind = 'string' | 'integer' | 'boolean' | 'object' | 'id';

export interface FieldRead {
  path: string;
  kind: Kind;
  /** Stripe may send null here, and the code handles it. */
  nullable: boolean;
  /** Sent only when the request expands it (named here): absent from the example objects and from events. */
  expandedBy?: string;
  read: (object: any) => unknown;
}

type Options = { nullable?: boolean; expandedBy?: string };
type Read<T, V> = (object: T) => V | null | undefined;

function readsOf<T>() {
  const field =
    <V>(kind: Kind) =>
    (path: string, read: Read<T, V>, options: Options = {}): FieldRead => ({ path, kind, nullable: options.nullable ?? false, expandedBy: options.expandedBy, read });
  return {
    string: field<string>('string'),
    integer: field<number>('integer'),
    boolean: field<boolean>('boolean'),
    object: field<object>('object'),
    /** An id, or the object itself when expanded (the code takes its id either way). */
    id: field<string | { id: string }>('id'),
  };
}

const event = readsOf<Stripe.Event>();
const intent = readsOf<Stripe.PaymentIntent>();
const subscription = readsOf<Stripe.Subscription>();
const invoice = readsOf<Stripe.Invoice>();
const session = readsOf<Stripe.Checkout.Session>();
const customer = readsOf<Stripe.Customer>();

export const STRIPE_READS: Partial<Record<RecordedStripeObject, FieldRead[]>> = {
  event: [
    event.string('id', (e) => e.id),
    event.string('type', (e) => e.type),
    event.integer('created', (e) => e.created),
    event.string('data.object.id', (e) => (e.data.object as { id?: string }).id),
  ],
  customer: [customer.string('id', (c) => c.id)],
  payment_intent: [
    intent.string('id', (i) => i.id),
    intent.string('status', (i) => i.status),
    intent.integer('amount', (i) => i.amount),
    intent.string('client_secret', (i) => i.client_secret, { nullable: true }),
    intent.id('customer', (i) => i.customer, { nullable: true }),
    intent.object('last_payment_error', (i) => i.last_payment_error, { nullable: true }),
  ],
  subscription: [
    subscription.string('id', (s) => s.id),
    subscription.string('status', (s) => s.status),
    subscription.id('customer', (s) => s.customer),
    subscription.object('metadata', (s) => s.metadata),
    subscription.boolean('cancel_at_period_end', (s) => s.cancel_at_period_end),
    subscription.integer('canceled_at', (s) => s.canceled_at, { nullable: true }),
    subscription.integer('ended_at', (s) => s.ended_at, { nullable: true }),
    // Since API version 2025-03-31 the period is the item's, not the subscription's.
    subscription.integer('items.data[0].current_period_end', (s) => s.items.data[0]?.current_period_end),
    subscription.id('latest_invoice', (s) => s.latest_invoice, { nullable: true }),
  ],
  invoice: [
    invoice.id('parent.subscription_details.subscription', (i) => i.parent?.subscription_details?.subscription, { nullable: true }),
    invoice.string('confirmation_secret.client_secret', (i) => i.confirmation_secret?.client_secret, { expandedBy: 'latest_invoice.confirmation_secret' }),
  ],
  checkout_session: [
    session.string('id', (s) => s.id),
    session.string('status', (s) => s.status, { nullable: true }),
    session.string('payment_status', (s) => s.payment_status),
    session.string('client_reference_id', (s) => s.client_reference_id, { nullable: true }),
    session.object('metadata', (s) => s.metadata, { nullable: true }),
    session.integer('amount_total', (s) => s.amount_total, { nullable: true }),
    session.string('currency', (s) => s.currency, { nullable: true }),
    session.id('customer', (s) => s.customer, { nullable: true }),
    session.id('payment_intent', (s) => s.payment_intent, { nullable: true }),
    session.id('subscription', (s) => s.subscription, { nullable: true }),
  ],
};

function kindOf(value: unknown): Kind | 'null' | 'missing' | string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return Array.isArray(value) ? 'array' : 'object';
  return typeof value;
}

/**
 * What is wrong with `object` against the reads of its kind: one line per field that is missing or of another type.
 * `skipExpandable`: the object was not asked with `expand` (a recorded example, an event), so expand-only fields
 * may be absent.
 */
export function contractViolations(kind: RecordedStripeObject, object: unknown, options: { skipExpandable?: boolean } = {}): string[] {
  const problems: string[] = [];
  for (const field of STRIPE_READS[kind] ?? []) {
    if (field.expandedBy && options.skipExpandable) continue;
    let value: unknown;
    try {
      value = field.read(object);
    } catch {
      value = undefined;
    }
    const found = kindOf(value);
    const fits = found === field.kind || (field.kind === 'id' && (found === 'string' || (found === 'object' && typeof (value as { id?: unknown }).id === 'string'))) || (found === 'null' && field.nullable);
    if (!fits) problems.push(`${kind}.${field.path}: expected ${field.kind}${field.nullable ? ' or null' : ''}, found ${found}`);
  }
  return problems;
}
