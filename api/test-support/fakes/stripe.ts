import Stripe from 'stripe';
import { parseStripeParams } from './form-body';
import { FakeStripeAccount, FakeStripeError, newId, type PendingEvent } from './stripe-objects';
import { eventShape } from './stripe-shapes';

/**
 * A fake Stripe API of our own for tests and the browser suite: the real `stripe` SDK talks to it
 * (STRIPE_API_URL) in Stripe's wire format (form-encoded parameters, JSON answers and errors), and it sends
 * webhook events signed with the endpoint secret, like Stripe does. The test double of Stripe.js confirms
 * payments against it from the browser, with the publishable key and the intent's client secret.
 */
export interface FakeStripeOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  webhookSecret: string;
  /** Where signed events are POSTed... */
  webhookUrl?: string;
  /** ...or a function receiving them (the in-process app in API tests). */
  deliver?: (request: Request) => Promise<Response>;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, any>; previous_attributes?: Record<string, any> };
}

type Params = Record<string, any>;
type Route = (params: Params, match: string[], auth: Auth) => unknown | Promise<unknown>;
type Auth = { kind: 'secret' } | { kind: 'publishable' };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, stripe-version',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': newId('req'), ...CORS } });
}

function stripeError(error: FakeStripeError): Response {
  return json({ error: { type: error.type, code: error.code, message: error.message, ...error.extra } }, error.status);
}

export class FakeStripe {
  readonly account = new FakeStripeAccount();
  /** Every event sent (or held back while `autoDeliver` is false), oldest first. */
  readonly events: FakeEvent[] = [];
  /** Every API call received, for assertions on what the product asked Stripe. */
  readonly requests: Array<{ method: string; path: string; params: Params }> = [];
  /** When false, events are only recorded; tests deliver them with `deliver`, in any order, any number of times. */
  autoDeliver = true;
  /** Where events go; the API tests point it at each test's fresh app. */
  deliverTo: ((request: Request) => Promise<Response>) | undefined;
  private inFlight = new Set<Promise<unknown>>();
  private failures: Array<{ method: string; path: RegExp; status: number }> = [];
  private server: ReturnType<typeof Bun.serve>;
  private routes: Array<[string, RegExp, Route]>;

  constructor(private options: FakeStripeOptions) {
    this.deliverTo = options.deliver;
    this.routes = this.buildRoutes();
    this.server = Bun.serve({ port: options.port ?? 0, fetch: (request) => this.handle(request) });
  }

  get url(): string {
    return `http://localhost:${this.server.port}`;
  }

  /** Environment that points the product at this fake. */
  env(): Record<string, string> {
    return { STRIPE_API_URL: this.url, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: this.options.webhookSecret };
  }

  stop(): void {
    this.server.stop(true);
  }

  /** The next call matching method and path answers with this status (a Stripe outage). */
  failNext(method: string, path: RegExp, status = 500): void {
    this.failures.push({ method, path, status });
  }

  // Transitions driven by tests; each waits until its events were delivered.
  confirm = (intentId: string, paymentMethod?: string) => this.emitAll(this.account.confirmPaymentIntent(intentId, paymentMethod).events);
  renew = (subscriptionId: string, options?: { declined?: boolean }) => this.emitAll(this.account.renewSubscription(subscriptionId, options));
  endPeriod = (subscriptionId: string) => this.emitAll(this.account.endSubscriptionPeriod(subscriptionId));
  expireIncomplete = (subscriptionId: string) => this.emitAll(this.account.expireIncompleteSubscription(subscriptionId));
  completeSession = (sessionId: string, options?: { asyncPayment?: boolean }) => this.emitAll(this.account.completeSession(sessionId, options));
  settleAsyncSession = (sessionId: string) => this.emitAll(this.account.settleAsyncSession(sessionId));

  /** Waits for every delivery still in flight (those started by API calls answer before they finish). */
  async flush(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight);
  }

  /** Records events for the given transitions and, unless held back, delivers them one after another. */
  async emitAll(pending: PendingEvent[]): Promise<FakeEvent[]> {
    const events = pending.map((item) => this.record(item));
    if (this.autoDeliver) {
      const run = (async () => {
        for (const event of events) {
          const response = await this.deliver(event);
          if (!response.ok) console.warn(`fake Stripe: ${event.type} ${event.id} answered ${response.status}: ${await response.text()}`);
        }
      })();
      this.inFlight.add(run);
      await run.finally(() => this.inFlight.delete(run));
    }
    return events;
  }

  /** Sends one event signed with the endpoint secret (or another secret, to forge it). */
  async deliver(event: FakeEvent, options: { secret?: string; timestamp?: number } = {}): Promise<Response> {
    const payload = JSON.stringify(event);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: options.secret ?? this.options.webhookSecret,
      timestamp: options.timestamp,
    });
    const request = new Request(this.options.webhookUrl ?? 'http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    return this.deliverTo ? this.deliverTo(request) : fetch(request);
  }

  private record(item: PendingEvent): FakeEvent {
    const event = eventShape({
      id: newId('evt'),
      type: item.type,
      created: Math.floor(Date.now() / 1000),
      api_version: Stripe.API_VERSION,
      data: { object: structuredClone(item.object), ...(item.previous ? { previous_attributes: structuredClone(item.previous) } : {}) },
    }) as FakeEvent;
    this.events.push(event);
    return event;
  }

  /** Starts delivering in the background: Stripe answers the API call before its webhooks arrive. */
  private emitLater(pending: PendingEvent[]): void {
    void this.emitAll(pending);
  }

  private async handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    const url = new URL(request.url);
    if (url.pathname === '/health') return json({ ok: true });
    const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const params = parseStripeParams(new URLSearchParams(body || url.search));
    this.requests.push({ method: request.method, path: url.pathname, params });
    try {
      const failure = this.failures.findIndex((f) => f.method === request.method && f.path.test(url.pathname));
      if (failure >= 0) {
        const { status } = this.failures.splice(failure, 1)[0]!;
        throw new FakeStripeError(status, 'An error occurred with our connection to Stripe.', undefined, 'api_error');
      }
      const auth = this.authenticate(request, params);
      for (const [method, pattern, route] of this.routes) {
        const match = request.method === method ? url.pathname.match(pattern) : null;
        if (!match) continue;
        if (auth.kind === 'publishable' && !/^\/v1\/payment_intents\/[^/]+(\/confirm)?$/.test(url.pathname)) {
          throw new FakeStripeError(401, 'This API call cannot be made with a publishable API key.');
        }
        return json(await route(params, match, auth));
      }
      throw new FakeStripeError(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    } catch (error) {
      if (error instanceof FakeStripeError) return stripeError(error);
      throw error;
    }
  }

  private authenticate(request: Request, params: Params): Auth {
    const key = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (key.startsWith('sk_test_')) return { kind: 'secret' };
    if (key.startsWith('pk_test_')) {
      if (!params.client_secret) throw new FakeStripeError(400, 'Missing client_secret for a publishable-key request.', 'parameter_missing');
      return { kind: 'publishable' };
    }
    throw new FakeStripeError(401, key ? 'Invalid API Key provided.' : 'You did not provide an API key.');
  }

  /** A publishable-key caller must prove it holds the intent's client secret. */
  private intentFor(id: string, params: Params, auth: Auth) {
    const intent = this.account.get('paymentIntents', id, 'payment_intent');
    if (auth.kind === 'publishable' && params.client_secret !== intent.client_secret) {
      throw new FakeStripeError(400, 'The client_secret provided does not match the client_secret associated with the PaymentIntent.');
    }
    return intent;
  }

  private buildRoutes(): Array<[string, RegExp, Route]> {
    const a = this.account;
    const expand = (params: Params): string[] => params.expand ?? [];
    return [
      ['POST', /^\/v1\/customers$/, (p) => a.createCustomer(p)],
      ['GET', /^\/v1\/customers\/([^/]+)$/, (_, [, id]) => a.get('customers', id!, 'customer')],
      ['POST', /^\/v1\/products$/, (p) => a.createProduct(p)],
      ['GET', /^\/v1\/products\/([^/]+)$/, (_, [, id]) => a.get('products', id!, 'product')],
      ['POST', /^\/v1\/payment_intents$/, (p) => a.createPaymentIntent(p)],
      ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (p, [, id], auth) => this.intentFor(id!, p, auth)],
      ['POST', /^\/v1\/payment_intents\/([^/]+)\/confirm$/, (p, [, id], auth) => {
        this.intentFor(id!, p, auth);
        const { intent, events } = a.confirmPaymentIntent(id!, p.payment_method);
        this.emitLater(events);
        if (intent.last_payment_error && intent.status === 'requires_payment_method') {
          throw new FakeStripeError(402, intent.last_payment_error.message, 'card_declined', 'card_error', { decline_code: 'generic_decline', payment_intent: intent });
        }
        return intent;
      }],
      ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (p, [, id]) => {
        const { intent, events } = a.cancelPaymentIntent(id!, p.cancellation_reason);
        this.emitLater(events);
        return intent;
      }],
      ['POST', /^\/v1\/refunds$/, (p) => a.refund(p)],
      ['POST', /^\/v1\/subscriptions$/, (p) => a.renderSubscription(a.createSubscription(p), expand(p))],
      ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (p, [, id]) => a.renderSubscription(a.get('subscriptions', id!, 'subscription'), expand(p))],
      ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (p, [, id]) => {
        const { subscription, events } = a.updateSubscription(id!, p);
        this.emitLater(events);
        return a.renderSubscription(subscription, expand(p));
      }],
      ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (_, [, id]) => {
        const { subscription, events } = a.cancelSubscription(id!);
        this.emitLater(events);
        return subscription;
      }],
      ['GET', /^\/v1\/invoices\/([^/]+)$/, (p, [, id]) => a.renderInvoice(a.get('invoices', id!, 'invoice'), expand(p))],
      ['POST', /^\/v1\/checkout\/sessions$/, (p) => a.createSession(p, this.url)],
      ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_, [, id]) => a.get('sessions', id!, 'checkout.session')],
      ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (_, [, id]) => {
        const { session, events } = a.expireSession(id!);
        this.emitLater(events);
        return session;
      }],
    ];
  }
}

export function startFakeStripe(options: FakeStripeOptions): FakeStripe {
  return new FakeStripe(options);
}
