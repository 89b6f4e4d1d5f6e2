import { isPaidPlan, TRIAL_DAYS } from '@rules/plans';
import type { Stripe } from '@stripe/stripe-js';
import { Elements } from '@stripe/react-stripe-js';
import { useEffect, useState } from 'react';
import { answer, api, errorMessage } from '../../lib/api';
import { loadPaymentProvider } from './payment-provider';
import { formatPrice, PLAN_NAMES } from './plans';
import CheckoutForm from './CheckoutForm';
import type { PublicUser } from '../../lib/types';
import RequireUser, { Loading } from '../account/RequireUser';
import VerifyEmailNotice from '../account/VerifyEmailNotice';
import type { VerifyWords } from '../account/account-words';

const INIT_FAILED = 'Failed to initialize checkout';
const PERIOD: Record<string, string> = { lifetime: 'one-time payment', monthly: 'every 30 days', yearly: 'every 365 days' };

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; clientSecret: string; amount: number; holdExpiresAt: string | null; provider: Promise<Stripe | null> }
  | { kind: 'error'; message: string };

/** "14:05" in the buyer's own clock. */
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function Checkout({ plan, user, verify }: { plan: string; user: PublicUser; verify: VerifyWords }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    // The error screen says it once; no toast repeats it.
    const fail = (error: unknown) => {
      setState({ kind: 'error', message: errorMessage(error, INIT_FAILED) });
    };
    if (!isPaidPlan(plan)) return fail(new Error('Invalid plan: choose monthly, yearly or lifetime'));
    answer(api['create-payment-intent'].post({ plan })).then((answer) => {
      const provider = loadPaymentProvider(answer.publishableKey).catch((error) => {
        fail(error);
        return null;
      });
      setState({ kind: 'ready', clientSecret: answer.clientSecret, amount: answer.amount, holdExpiresAt: answer.holdExpiresAt, provider });
    }, fail);
  }, [plan]);

  if (state.kind === 'error') {
    return (
      <div className="narrow checkout">
        <h1>Checkout Error</h1>
        <p role="alert">{state.message}</p>
        <VerifyEmailNotice user={user} words={verify} />
        <a className="btn" href="/subscription">Return to Subscription</a>
      </div>
    );
  }
  if (state.kind === 'loading') return <Loading text="Preparing checkout…" />;
  return (
    <div className="narrow checkout">
      <h1>Checkout</h1>
      <p className="checkout-summary">
        <strong>{PLAN_NAMES[plan]} plan</strong>: {formatPrice(state.amount)} {PERIOD[plan]}
      </p>
      {state.holdExpiresAt && (
        <p className="checkout-hold" role="note">
          Your lifetime slot is held until {timeOf(state.holdExpiresAt)}. Unpaid by then, it goes back on sale.
        </p>
      )}
      <p className="checkout-trial">
        Subscriptions include a {TRIAL_DAYS}-day free trial: you can start it from <a href="/subscription">My Subscription</a> with no card.
      </p>
      <Elements stripe={state.provider} options={{ clientSecret: state.clientSecret, appearance: { theme: 'stripe' } }}>
        <CheckoutForm plan={plan} amount={state.amount} />
      </Elements>
      <p className="checkout-cancel">
        <a href="/subscription?canceled=true">Cancel and return to My Subscription</a>
      </p>
    </div>
  );
}

/** /checkout?plan=…: pays for a plan through Stripe Elements. */
export default function CheckoutPage({ verify }: { verify: VerifyWords }) {
  const [plan] = useState(() => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('plan')));
  return (
    <RequireUser>
      {(user) =>
        plan ? (
          <Checkout plan={plan} user={user} verify={verify} />
        ) : (
          <div className="narrow checkout">
            <h1>Checkout</h1>
            <p role="alert">No plan specified</p>
            <a className="btn" href="/subscription">View plans</a>
          </div>
        )
      }
    </RequireUser>
  );
}
