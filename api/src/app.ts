import { Elysia, t, ValidationError } from 'elysia';
import type { AppContext } from './context';
import { errorBody, HttpError } from './lib/errors';
import { jsonResponse } from './lib/json';
import { parseJsonBody } from './lib/json-body';
import { isForeignRequest } from './lib/origin';
import { accountsRoutes } from './modules/accounts';
import { adminRoutes } from './modules/admin';
import { describeStripeError, isStripeError } from './lib/stripe';
import { catalogueRoutes } from './modules/catalogue';
import { diveRoutes, dives } from './modules/dives';
import { identificationRoutes, identificationsOfAccounts } from './modules/identifications';
import { mapRoutes } from './modules/maps';
import { notificationRoutes } from './modules/notifications';
import { reviewRoutes } from './modules/reviews';
import { sharing, sharingRoutes } from './modules/sharing';
import { stripeWebhookRoutes } from './modules/stripe-webhook';
import { subscriptionRoutes } from './modules/subscriptions';
import { sharedTripRoutes, tripRoutes, trips } from './modules/trips';
import { log, noteRoute } from './operations/logs';

/** Paths called by other servers, authenticated by their own signature rather than by Origin. */
const SERVER_TO_SERVER = new Set(['/api/stripe/webhook']);

function validationMessage(error: ValidationError): string {
  const first = error.all[0];
  const field = first && 'path' in first && first.path ? first.path.replace(/^\//, '') : '';
  return field ? `Invalid request: ${field} is missing or has the wrong type` : 'Invalid request body';
}

/**
 * The API: every route under /api, errors as `{ code, message }` (rules/error-codes.ts) with a fitting status. Each route answers at its declared
 * path alone (`strictPath`: no trailing-slash twin), the path the request handler bounds it by (web/api-path.ts).
 */
export function createApp(ctx: AppContext) {
  return new Elysia({ prefix: '/api', strictPath: true })
    .onRequest(({ request }) => {
      if (SERVER_TO_SERVER.has(new URL(request.url).pathname)) return;
      if (isForeignRequest(request, ctx.config)) {
        return jsonResponse(errorBody('request.cross_site', 'Cross-site request refused'), 403);
      }
    })
    // The request is counted and logged under the route's pattern, never its path (which holds ids).
    .onTransform(({ route }) => noteRoute(route))
    .onParse(async ({ request, contentType }) => {
      // Signed calls check the signature of their body exactly as sent.
      if (SERVER_TO_SERVER.has(new URL(request.url).pathname)) return request.text();
      if (contentType?.toLowerCase().startsWith('application/json')) return parseJsonBody(await request.text());
    })
    .onError(({ code, error }) => {
      // Elysia wraps what a body parser throws: our parser's own 400 keeps its message.
      const cause = code === 'PARSE' ? (error as Error).cause : undefined;
      if (cause instanceof HttpError) return jsonResponse(errorBody(cause.code, cause.message), cause.status);
      if (error instanceof HttpError) return jsonResponse(errorBody(error.code, error.message), error.status, error.headers);
      if (code === 'VALIDATION') return jsonResponse(errorBody('request.invalid', validationMessage(error as ValidationError)), 400);
      if (code === 'PARSE') return jsonResponse(errorBody('request.unreadable', 'The request body could not be read'), 400);
      if (code === 'NOT_FOUND') return jsonResponse(errorBody('route.not_found', 'Not found'), 404);
      if (isStripeError(error)) {
        log.error(`Stripe call failed: ${describeStripeError(error)}`);
        return jsonResponse(errorBody('payments.unreachable', 'The payment provider could not be reached. Please try again in a moment.'), 503);
      }
      log.error('Unhandled API error', error);
      return jsonResponse(errorBody('server.error', 'Internal server error'), 500);
    })
    .get('/health', () => ({ ok: true as const }), { response: t.Object({ ok: t.Literal(true) }) })
    // Accounts sit below the modules that hold an account's identifications: those are passed in.
    .use(accountsRoutes(ctx, trips.withTrips(ctx, dives.withDives(ctx, identificationsOfAccounts(ctx, (ids) => sharing.shareUrlsOf(ctx, ids))))))
    .use(identificationRoutes(ctx))
    .use(diveRoutes(ctx))
    .use(tripRoutes(ctx))
    .use(reviewRoutes(ctx))
    .use(mapRoutes(ctx))
    .use(notificationRoutes(ctx))
    .use(sharingRoutes(ctx))
    .use(sharedTripRoutes(ctx))
    .use(catalogueRoutes(ctx))
    .use(subscriptionRoutes(ctx))
    .use(stripeWebhookRoutes(ctx))
    .use(adminRoutes(ctx));
}

export type App = ReturnType<typeof createApp>;
