import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { clientAddressKey } from '../../lib/client-ip';
import { errorBody, HttpError } from '../../lib/errors';
import { jsonResponse } from '../../lib/json';
import { accounts, authGuard, publicUser } from '../accounts';
import { startCheckout } from './checkout';
import { checkoutStatus, recordSessionPayment } from './checkout-status';
import { cancelCheckout, releaseAbandonedHolds } from './holds';
import {
  checkoutBody,
  checkoutCanceled,
  checkoutParams,
  checkoutStarted,
  type CheckoutStarted,
  checkoutState,
  subscriptionSettings,
  updateSubscriptionBody,
} from './model';
import { cancelPlan, confirmLifetimeSlot, publicSettings, requestTier, saveSettings, storedSettings } from './service';
import { settlePayment, settlePaymentOf } from './settle';
import { syncSubscription } from './sync';
import { recordPastTrials, startTrial } from './trial';

export { SOLD_OUT } from './checkout';
export { HOLDS_PER_ADDRESS } from './holds';
export { subscriptionSettings } from './model';

/**
 * Plans and payments, plus POST /api/cancel-subscription (see docs/decisions/031) and
 * POST /api/cancel-checkout (034).
 */
export function subscriptionRoutes(ctx: AppContext) {
  // The plan calls sit at the top of the API (the site's client names them), so this module has no prefix.
  return new Elysia({ name: 'subscriptions' })
    .use(authGuard(ctx))
    .get('/subscription-settings', () => publicSettings(ctx), { response: subscriptionSettings })
    .post('/create-payment-intent', async ({ user, body, request }) => {
      try {
        return await startCheckout(ctx, user, body.plan, clientAddressKey(request, ctx.config));
      } catch (error) {
        // Clients read `error` from the payment intent answer; it also carries the usual `message`. The refusal is
        // sent as it is (a Response, never checked against the schema), so only the started checkout is typed.
        if (error instanceof HttpError) {
          return jsonResponse({ ...errorBody(error.code, error.message), error: error.message }, error.status, error.headers) as unknown as CheckoutStarted;
        }
        throw error;
      }
    }, { user: true, body: checkoutBody, response: checkoutStarted })
    .get('/checkout-sessions/:id', ({ user, params }) => checkoutStatus(ctx, user, params.id), {
      user: true,
      params: checkoutParams,
      response: checkoutState,
    })
    .post('/update-subscription', async ({ user, body }) =>
      accounts.toPublicUser(await requestTier(ctx, user, body.tier), ctx.now()),
      { user: true, body: updateSubscriptionBody, response: publicUser },
    )
    .post('/increment-lifetime-slots', ({ user }) => confirmLifetimeSlot(ctx, user), { user: true, response: subscriptionSettings })
    .post('/cancel-subscription', async ({ user }) => accounts.toPublicUser(await cancelPlan(ctx, user), ctx.now()), {
      user: true,
      response: publicUser,
    })
    .post('/cancel-checkout', ({ user }) => cancelCheckout(ctx, user), { user: true, response: checkoutCanceled });
}

/** What admins, the Stripe webhook, the server and the payment tests may ask of subscriptions. */
export const subscriptions = {
  // The settings row (prices, lifetime slots), read and saved by admins.
  readSettings: storedSettings,
  saveSettings,
  // Payments as Stripe reports them: a checkout session, a payment settled, a subscription synchronised.
  recordSessionPayment,
  settlePayment,
  settlePaymentOf,
  syncSubscription,
  // Trials: started by an admin, and the trials taken before trial e-mails were kept, recorded at start.
  startTrial,
  recordPastTrials,
  /** Lifetime checkouts left open past their hold give their slot back. */
  releaseAbandonedHolds,
};
