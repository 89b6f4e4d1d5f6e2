import Stripe from 'stripe';
import type { Config } from '../env';
import { serviceUnavailable } from './errors';

export type { Stripe };

const clients = new WeakMap<Config['stripe'], Stripe>();

/** Stripe's own address, or STRIPE_API_URL (a local fake in tests) as the SDK's host, port and protocol. */
function address(apiUrl: URL | undefined) {
  if (!apiUrl) return {};
  const protocol = apiUrl.protocol === 'http:' ? 'http' : 'https';
  return { host: apiUrl.hostname, port: Number(apiUrl.port || (protocol === 'http' ? 80 : 443)), protocol } as const;
}

/** What customers are told when the product takes no payments yet: never the configuration behind it. */
export const PAYMENTS_UNAVAILABLE = 'Payments are not available yet. Please try again later.';

/** Whether paid checkout can run: both Stripe keys are set. */
export const paymentsAvailable = (config: Config) => Boolean(config.stripe.secretKey && config.stripe.publishableKey);

/** The operator's part goes to the log; the customer gets PAYMENTS_UNAVAILABLE. */
function notConfigured(missing: string): Error {
  console.warn(`Payments are not configured: set ${missing}.`);
  return serviceUnavailable(PAYMENTS_UNAVAILABLE, 'payments.unavailable');
}

/** The Stripe SDK for this configuration; payment calls answer 503 (and log what to set) when it is missing. */
export function stripeFor(config: Config): Stripe {
  const { secretKey } = config.stripe;
  if (!secretKey) throw notConfigured('STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)');
  let client = clients.get(config.stripe);
  if (!client) {
    client = new Stripe(secretKey, { ...address(config.stripe.apiUrl), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
    clients.set(config.stripe, client);
  }
  return client;
}

export function publishableKeyFor(config: Config): string {
  const key = config.stripe.publishableKey;
  if (!key) throw notConfigured('STRIPE_PUBLISHABLE_KEY');
  return key;
}

export function webhookSecretFor(config: Config): string {
  const secret = config.stripe.webhookSecret;
  if (!secret) throw serviceUnavailable('Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET.', 'webhook.not_configured');
  return secret;
}

/** Stripe says a resource does not exist (an id we never created, or from another account). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** An error from the Stripe SDK (network, API or authentication), as opposed to one of ours. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** One log line: what kind of failure, Stripe's message and its request id for their dashboard. */
export function describeStripeError(error: Stripe.errors.StripeError): string {
  return `${error.type} ${error.statusCode ?? '-'}: ${error.message}${error.requestId ? ` (request ${error.requestId})` : ''}`;
}

/**
 * Stripe idempotency key for one action on one of our records, so a retried call never charges or creates
 * twice. The creation time keeps keys unique when a database is recreated against the same Stripe account.
 */
export function idempotencyKey(action: string, record: { id: number; createdAt: Date }): string {
  return `${action}-${record.id}-${record.createdAt.getTime()}`;
}
