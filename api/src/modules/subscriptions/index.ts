import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { clientIp } from '../../lib/client-ip';
import { HttpError } from '../../lib/errors';
import { jsonResponse } from '../../lib/json';
import { requireUser } from '../auth/guard';
import { toPublicUser } from '../accounts/service';
import { startCheckout } from './checkout';
import { checkoutStatus } from './checkout-status';
import { cancelCheckout } from './holds';
import { checkoutBody, updateSubscriptionBody } from './model';
import { cancelPlan, confirmLifetimeSlot, publicSettings, requestTier } from './service';

/**
 * Plans and payments, plus POST /api/cancel-subscription (see docs/decisions/031) and
 * POST /api/cancel-checkout (034).
 */
export function subscriptionRoutes(ctx: AppContext) {
  return new Elysia({ name: 'subscriptions' })
    .get('/subscription-settings', () => publicSettings(ctx))
    .post('/create-payment-intent', async ({ body, cookie, request }) => {
      const user = requireUser(ctx, cookie);
      try {
        return await startCheckout(ctx, user, body.plan, clientIp(request, ctx.config));
      } catch (error) {
        // Clients read `error` from the payment intent answer; it also carries the usual `message`.
        if (error instanceof HttpError) return jsonResponse({ message: error.message, error: error.message }, error.status, error.headers);
        throw error;
      }
    }, { body: checkoutBody })
    .get('/checkout-sessions/:id', ({ params, cookie }) => checkoutStatus(ctx, requireUser(ctx, cookie), params.id))
    .post('/update-subscription', async ({ body, cookie }) =>
      toPublicUser(await requestTier(ctx, requireUser(ctx, cookie), body.tier), ctx.now()),
      { body: updateSubscriptionBody },
    )
    .post('/increment-lifetime-slots', ({ cookie }) => confirmLifetimeSlot(ctx, requireUser(ctx, cookie)))
    .post('/cancel-subscription', async ({ cookie }) => toPublicUser(await cancelPlan(ctx, requireUser(ctx, cookie)), ctx.now()))
    .post('/cancel-checkout', ({ cookie }) => cancelCheckout(ctx, requireUser(ctx, cookie)));
}
