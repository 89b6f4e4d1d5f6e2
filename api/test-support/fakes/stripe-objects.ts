import { checkoutSessionShape, customerShape, invoiceShape, paymentIntentShape, priceShape, productShape, refundShape, subscriptionItemShape, subscriptionShape } from './stripe-shapes';

/**
 * State of the fake Stripe account: the objects the product uses, each built from Stripe's own example object
 * (stripe-shapes.ts), and the transitions a real account goes through (paying, declining, renewing, cancelling).
 * Each transition returns the events Stripe would send for it. The transitions and the errors are written by
 * hand from Stripe's documentation: no recording covers them.
 */
type Obj = Record<string, any>;
export interface PendingEvent {
  type: string;
  object: Obj;
  previous?: Obj;
}

export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
    readonly extra: Obj = {},
  ) {
    super(message);
  }
}

const DAY = 24 * 60 * 60;
const INTERVAL_SECONDS: Record<string, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY };
/** Stripe's test payment methods: the declined one fails like a real declined card. */
export const DECLINED_CARD = 'pm_card_chargeDeclined';

const nowSeconds = () => Math.floor(Date.now() / 1000);
let counter = 0;
export const newId = (prefix: string) =>
  `${prefix}_${(++counter).toString(36).padStart(4, '0')}${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;

const integer = (value: unknown, param: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new FakeStripeError(400, `Invalid integer: ${String(value)}`, 'parameter_invalid_integer', undefined, { param });
  return parsed;
};

export class FakeStripeAccount {
  customers = new Map<string, Obj>();
  products = new Map<string, Obj>();
  paymentIntents = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  invoices = new Map<string, Obj>();
  sessions = new Map<string, Obj>();
  refunds = new Map<string, Obj>();
  /** Which invoice a payment intent pays (Stripe keeps this link on the invoice's payments). */
  private invoiceOfIntent = new Map<string, string>();

  get(kind: 'customers' | 'products' | 'paymentIntents' | 'subscriptions' | 'invoices' | 'sessions', id: string, name: string): Obj {
    const found = this[kind].get(id);
    if (!found) throw new FakeStripeError(404, `No such ${name}: '${id}'`, 'resource_missing', undefined, { param: 'id' });
    return found;
  }

  createCustomer(params: Obj): Obj {
    const customer = customerShape({ id: newId('cus'), email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {}, created: nowSeconds() });
    this.customers.set(customer.id, customer);
    return customer;
  }

  createProduct(params: Obj): Obj {
    const id = params.id ?? newId('prod');
    if (this.products.has(id)) throw new FakeStripeError(400, `Product already exists.`, 'resource_already_exists');
    const product = productShape({ id, name: params.name, metadata: params.metadata ?? {}, created: nowSeconds() });
    this.products.set(id, product);
    return product;
  }

  createPaymentIntent(params: Obj): Obj {
    const amount = integer(params.amount, 'amount');
    if (amount < 50) throw new FakeStripeError(400, 'Amount must be at least $0.50 usd', 'amount_too_small', undefined, { param: 'amount' });
    if (params.customer) this.get('customers', params.customer, 'customer');
    const id = newId('pi');
    const intent = paymentIntentShape({
      id,
      amount,
      currency: String(params.currency ?? 'usd').toLowerCase(),
      customer: params.customer ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${crypto.randomUUID().replaceAll('-', '')}`,
      automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
      created: nowSeconds(),
    });
    this.paymentIntents.set(id, intent);
    return intent;
  }

  /** Pays (or declines) a payment intent; an invoice it pays becomes paid and its subscription active. */
  confirmPaymentIntent(id: string, paymentMethod = 'pm_card_visa'): { intent: Obj; events: PendingEvent[] } {
    const intent = this.get('paymentIntents', id, 'payment_intent');
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      throw new FakeStripeError(400, `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
    }
    const invoice = this.invoices.get(this.invoiceOfIntent.get(id) ?? '');
    if (paymentMethod === DECLINED_CARD) {
      const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_method: { id: paymentMethod } };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      const events: PendingEvent[] = [{ type: 'payment_intent.payment_failed', object: intent }];
      if (invoice) events.push({ type: 'invoice.payment_failed', object: { ...this.renderInvoice(invoice), attempt_count: (invoice.attempt_count ?? 0) + 1, attempted: true } });
      return { intent, events };
    }
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method: paymentMethod, last_payment_error: null });
    const events: PendingEvent[] = [{ type: 'payment_intent.succeeded', object: intent }];
    if (invoice) events.push(...this.payInvoice(invoice));
    return { intent, events };
  }

  cancelPaymentIntent(id: string, reason = 'requested_by_customer'): { intent: Obj; events: PendingEvent[] } {
    const intent = this.get('paymentIntents', id, 'payment_intent');
    if (['succeeded', 'canceled', 'processing'].includes(intent.status)) {
      throw new FakeStripeError(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
    }
    Object.assign(intent, { status: 'canceled', canceled_at: nowSeconds(), cancellation_reason: reason });
    return { intent, events: [{ type: 'payment_intent.canceled', object: intent }] };
  }

  refund(params: Obj): Obj {
    const intent = this.get('paymentIntents', params.payment_intent, 'payment_intent');
    if (intent.status !== 'succeeded') throw new FakeStripeError(400, `PaymentIntent ${intent.id} has not succeeded.`, 'charge_not_refundable');
    const amount = params.amount ? integer(params.amount, 'amount') : intent.amount;
    const refund = refundShape({ id: newId('re'), amount, currency: intent.currency, payment_intent: intent.id, metadata: params.metadata ?? {}, created: nowSeconds() });
    intent.amount_refunded = (intent.amount_refunded ?? 0) + amount;
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** `payment_behavior=default_incomplete`: an incomplete subscription whose first invoice waits for payment. */
  createSubscription(params: Obj): Obj {
    const customer = this.get('customers', params.customer, 'customer').id;
    const priceData = params.items?.[0]?.price_data;
    if (!priceData) throw new FakeStripeError(400, 'Missing required param: items[0][price_data].', 'parameter_missing', undefined, { param: 'items' });
    this.get('products', priceData.product, 'product');
    const interval = priceData.recurring?.interval;
    if (!INTERVAL_SECONDS[interval]) throw new FakeStripeError(400, 'Invalid recurring interval.', 'parameter_invalid');
    const start = nowSeconds();
    const price = priceShape({
      id: newId('price'),
      currency: priceData.currency,
      product: priceData.product,
      unit_amount: integer(priceData.unit_amount, 'unit_amount'),
      recurring: { interval, interval_count: integer(priceData.recurring.interval_count ?? 1, 'interval_count') },
      created: start,
    });
    const id = newId('sub');
    const item = subscriptionItemShape({ id: newId('si'), subscription: id, price, current_period_start: start, current_period_end: start + this.periodSeconds(price), created: start });
    const subscription = subscriptionShape({ id, customer, currency: price.currency, metadata: params.metadata ?? {}, created: start, item });
    this.subscriptions.set(subscription.id, subscription);
    this.openInvoice(subscription, 'subscription_create');
    return subscription;
  }

  updateSubscription(id: string, params: Obj): { subscription: Obj; events: PendingEvent[] } {
    const subscription = this.get('subscriptions', id, 'subscription');
    if (subscription.status === 'canceled') throw new FakeStripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    const previous: Obj = {};
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true' || params.cancel_at_period_end === true;
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      Object.assign(subscription, { cancel_at_period_end: cancel, canceled_at: cancel ? nowSeconds() : null, cancel_at: cancel ? this.item(subscription).current_period_end : null });
    }
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
    return { subscription, events: [{ type: 'customer.subscription.updated', object: subscription, previous }] };
  }

  /** Ends a subscription now (DELETE /v1/subscriptions/{id}). */
  cancelSubscription(id: string): { subscription: Obj; events: PendingEvent[] } {
    const subscription = this.get('subscriptions', id, 'subscription');
    const at = nowSeconds();
    Object.assign(subscription, { status: 'canceled', canceled_at: subscription.canceled_at ?? at, ended_at: at });
    return { subscription, events: [{ type: 'customer.subscription.deleted', object: subscription }] };
  }

  /** The next billing period: a paid renewal invoice, or (declined) a past-due subscription. */
  renewSubscription(id: string, options: { declined?: boolean } = {}): PendingEvent[] {
    const subscription = this.get('subscriptions', id, 'subscription');
    const item = this.item(subscription);
    const previous = { status: subscription.status, items: structuredClone(subscription.items) };
    item.current_period_start = item.current_period_end;
    item.current_period_end = item.current_period_start + this.periodSeconds(item.price);
    const invoice = this.openInvoice(subscription, 'subscription_cycle');
    if (options.declined) {
      subscription.status = 'past_due';
      return [
        { type: 'invoice.payment_failed', object: this.renderInvoice(invoice) },
        { type: 'customer.subscription.updated', object: subscription, previous },
      ];
    }
    const intent = this.paymentIntents.get(this.intentOfInvoice(invoice))!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method: 'pm_card_visa' });
    return [{ type: 'payment_intent.succeeded', object: intent }, ...this.payInvoice(invoice, previous)];
  }

  /** The period of a subscription set to cancel at its end has passed. */
  endSubscriptionPeriod(id: string): PendingEvent[] {
    const subscription = this.get('subscriptions', id, 'subscription');
    Object.assign(subscription, { status: 'canceled', ended_at: this.item(subscription).current_period_end });
    return [{ type: 'customer.subscription.deleted', object: subscription }];
  }

  /** A first invoice left unpaid for 23 hours: Stripe gives the subscription up. */
  expireIncompleteSubscription(id: string): PendingEvent[] {
    const subscription = this.get('subscriptions', id, 'subscription');
    const invoice = this.invoices.get(subscription.latest_invoice)!;
    Object.assign(invoice, { status: 'void' });
    const intent = this.paymentIntents.get(this.intentOfInvoice(invoice))!;
    Object.assign(intent, { status: 'canceled', cancellation_reason: 'automatic', canceled_at: nowSeconds() });
    Object.assign(subscription, { status: 'incomplete_expired', ended_at: nowSeconds() });
    return [
      { type: 'payment_intent.canceled', object: intent },
      { type: 'customer.subscription.updated', object: subscription, previous: { status: 'incomplete' } },
    ];
  }

  createSession(params: Obj, baseUrl: string): Obj {
    const amount = params.line_items?.[0]?.price_data?.unit_amount ?? params.amount_total;
    const id = newId('cs_test');
    const session = checkoutSessionShape({
      id,
      mode: params.mode ?? 'payment',
      amount_total: amount ? integer(amount, 'amount') : 0,
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      created: nowSeconds(),
      expires_at: nowSeconds() + DAY,
      url: `${baseUrl}/checkout/${id}`,
    });
    this.sessions.set(session.id, session);
    return session;
  }

  /**
   * The customer finished a Checkout Session. `asyncPayment`: a bank debit that is still being processed,
   * settled later by `settleAsyncSession`.
   */
  completeSession(id: string, options: { asyncPayment?: boolean } = {}): PendingEvent[] {
    const session = this.get('sessions', id, 'checkout.session');
    session.customer ??= this.createCustomer({ metadata: {} }).id;
    const paid: PendingEvent[] = [];
    if (session.mode === 'subscription') {
      this.products.has('fake_session_product') || this.createProduct({ id: 'fake_session_product', name: 'Subscription' });
      const interval = session.metadata?.plan === 'yearly' ? 365 : 30;
      const subscription = this.createSubscription({
        customer: session.customer,
        metadata: session.metadata,
        items: [{ price_data: { currency: 'usd', product: 'fake_session_product', unit_amount: session.amount_total, recurring: { interval: 'day', interval_count: interval } } }],
      });
      session.subscription = subscription.id;
      paid.push(...this.confirmPaymentIntent(this.intentOfInvoice(this.invoices.get(subscription.latest_invoice)!)).events);
    } else {
      const intent = this.createPaymentIntent({ amount: session.amount_total, currency: 'usd', customer: session.customer, metadata: session.metadata });
      session.payment_intent = intent.id;
      if (options.asyncPayment) intent.status = 'processing';
      else Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    }
    Object.assign(session, { status: 'complete', payment_status: options.asyncPayment ? 'unpaid' : 'paid' });
    return [{ type: 'checkout.session.completed', object: session }, ...paid];
  }

  settleAsyncSession(id: string): PendingEvent[] {
    const session = this.get('sessions', id, 'checkout.session');
    const intent = this.get('paymentIntents', session.payment_intent, 'payment_intent');
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    session.payment_status = 'paid';
    return [{ type: 'checkout.session.async_payment_succeeded', object: session }];
  }

  expireSession(id: string): { session: Obj; events: PendingEvent[] } {
    const session = this.get('sessions', id, 'checkout.session');
    if (session.status !== 'open') throw new FakeStripeError(400, 'Only Checkout Sessions with a status of open can be expired.');
    session.status = 'expired';
    return { session, events: [{ type: 'checkout.session.expired', object: session }] };
  }

  /** A subscription as Stripe answers it, with `latest_invoice` expanded when asked. */
  renderSubscription(subscription: Obj, expand: string[] = []): Obj {
    if (!expand.some((path) => path.startsWith('latest_invoice'))) return subscription;
    const invoice = this.invoices.get(subscription.latest_invoice);
    const nested = expand.filter((path) => path.startsWith('latest_invoice.')).map((path) => path.slice('latest_invoice.'.length));
    return { ...subscription, latest_invoice: invoice && this.renderInvoice(invoice, nested) };
  }

  /** An invoice as Stripe answers it: `confirmation_secret` is one of the fields it sends only when expanded. */
  renderInvoice(invoice: Obj, expand: string[] = []): Obj {
    if (expand.includes('confirmation_secret')) return invoice;
    const { confirmation_secret: _, ...rest } = invoice;
    return rest;
  }

  private item(subscription: Obj): Obj {
    return subscription.items.data[0];
  }

  private periodSeconds(price: Obj): number {
    return INTERVAL_SECONDS[price.recurring.interval]! * price.recurring.interval_count;
  }

  private intentOfInvoice(invoice: Obj): string {
    return invoice.confirmation_secret.client_secret.split('_secret_')[0];
  }

  private openInvoice(subscription: Obj, reason: 'subscription_create' | 'subscription_cycle'): Obj {
    const item = this.item(subscription);
    const intent = this.createPaymentIntent({ amount: item.price.unit_amount, currency: item.price.currency, customer: subscription.customer, description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update' });
    const invoice = invoiceShape({
      id: newId('in'),
      customer: subscription.customer,
      subscription,
      item,
      billing_reason: reason,
      confirmation_secret: { type: 'payment_intent', client_secret: intent.client_secret },
      line_id: newId('il'),
      created: nowSeconds(),
    });
    this.invoices.set(invoice.id, invoice);
    this.invoiceOfIntent.set(intent.id, invoice.id);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  private payInvoice(invoice: Obj, previous?: Obj): PendingEvent[] {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, attempted: true, attempt_count: (invoice.attempt_count ?? 0) + 1 });
    const subscription = this.subscriptions.get(invoice.parent.subscription_details.subscription)!;
    const before = previous ?? { status: subscription.status };
    subscription.status = 'active';
    return [
      { type: 'invoice.paid', object: this.renderInvoice(invoice) },
      { type: 'customer.subscription.updated', object: subscription, previous: before },
    ];
  }
}
