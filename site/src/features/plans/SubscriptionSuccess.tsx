import { useEffect, useState } from 'react';
import { ApiError, answer, api } from '../../lib/api';
import { PLAN_NAMES } from './plans';
import { activatePlan, clearPending } from './subscription';
import { toast } from '../../ui/toasts';
import RequireUser from '../account/RequireUser';

/** Section 9: activation waits 1.5 s after the payment is verified; the redirect follows 5 s later. */
export const ACTIVATION_DELAY_MS = 1500;
export const REDIRECT_DELAY_MS = 5000;

const MESSAGES = {
  invalid: 'Invalid subscription information',
  unpaid: 'Payment not completed. Please try again or contact support.',
  activationFailed: 'There was a problem updating your subscription. Please contact support.',
};

type State = 'verifying' | 'activating' | 'done' | 'invalid' | 'unpaid' | 'verify-failed' | 'activation-failed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The server's refusals are shown to the user; anything else (network, bugs) is also logged. */
const logUnexpected = (error: unknown) => {
  if (!(error instanceof ApiError)) console.error(error);
};

async function confirmPurchase(setState: (state: State) => void): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const plan = params.get('plan');
  // Stripe.js returns with payment_intent; hosted Checkout with session_id.
  const checkoutId = params.get('session_id') ?? params.get('payment_intent');
  if (!plan) {
    toast({ title: 'Error', description: MESSAGES.invalid, variant: 'destructive' });
    return setState('invalid');
  }
  let status: string;
  try {
    if (!checkoutId) throw new Error('No checkout session in the address');
    ({ status } = await answer(api['checkout-sessions']({ id: encodeURIComponent(checkoutId) }).get()));
  } catch (error) {
    logUnexpected(error);
    toast({ title: 'Verification Error', description: 'Failed to verify your subscription', variant: 'destructive' });
    return setState('verify-failed');
  }
  if (status !== 'complete') {
    toast({ title: 'Error', description: MESSAGES.unpaid, variant: 'destructive' });
    return setState('unpaid');
  }
  setState('activating');
  await wait(ACTIVATION_DELAY_MS);
  try {
    await activatePlan(plan);
    if (plan === 'lifetime') await answer(api['increment-lifetime-slots'].post()).catch(console.error);
  } catch (error) {
    logUnexpected(error);
    toast({ title: 'Error', description: MESSAGES.activationFailed, variant: 'destructive' });
    return setState('activation-failed');
  }
  clearPending();
  setState('done');
  await wait(REDIRECT_DELAY_MS);
  window.location.href = '/subscription';
}

function Confirmation() {
  const [state, setState] = useState<State>('verifying');
  const [plan] = useState(() => new URLSearchParams(window.location.search).get('plan') ?? '');
  useEffect(() => void confirmPurchase(setState), []);
  const name = PLAN_NAMES[plan] ?? plan;

  switch (state) {
    case 'verifying':
      return <Panel title="Confirming your payment" busy>Verifying your payment with our payment provider…</Panel>;
    case 'activating':
      return <Panel title="Payment confirmed" busy>Activating your {name} plan…</Panel>;
    case 'done':
      return (
        <Panel title="Subscription activated!">
          Your {name} plan is active. You will be taken to <a href="/subscription">My Subscription</a> in 5 seconds.
        </Panel>
      );
    case 'invalid':
      return <Panel title="Subscription" alert>{MESSAGES.invalid}</Panel>;
    case 'unpaid':
      return <Panel title="Payment not completed" alert retry>{MESSAGES.unpaid}</Panel>;
    case 'verify-failed':
      return (
        <Panel title="Verification Issue" alert retry>
          <strong>Verification Issue:</strong> We're having trouble confirming your subscription. Please try again or contact support.
        </Panel>
      );
    case 'activation-failed':
      return <Panel title="Subscription not updated" alert retry>{MESSAGES.activationFailed}</Panel>;
  }
}

function Panel({ title, busy, alert, retry, children }: { title: string; busy?: boolean; alert?: boolean; retry?: boolean; children: React.ReactNode }) {
  return (
    <div className="narrow subscription-success">
      <h1>{title}</h1>
      {busy && <div className="spinner" aria-hidden="true" />}
      <p role={alert ? 'alert' : 'status'}>{children}</p>
      {retry && <a className="btn" href="/subscription">Back to My Subscription</a>}
    </div>
  );
}

/** /subscription-success?plan=…: verifies the payment, activates the plan, then returns to /subscription. */
export default function SubscriptionSuccess() {
  return <RequireUser>{() => <Confirmation />}</RequireUser>;
}
