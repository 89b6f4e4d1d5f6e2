import { isPaidPlan } from '@rules/plans';
import { dateLocale } from '@rules/dates';
import { pathIn } from '@rules/languages';
import { fill } from '../../lib/fill';
import type { CheckoutWords } from './plan-words';
import type { Stripe } from '@stripe/stripe-js';
import { Elements } from '@stripe/react-stripe-js';
import { useEffect, useState } from 'react';
import { answer, api, errorMessage } from '../../lib/api';
import { loadPaymentProvider } from './payment-provider';
import { formatPrice } from './plans';
import CheckoutForm from './CheckoutForm';
import type { PublicUser } from '../../lib/types';
import RequireUser, { Loading } from '../account/RequireUser';
import VerifyEmailNotice from '../account/VerifyEmailNotice';
import type { VerifyWords } from '../account/account-words';


type State =
  | { kind: 'loading' }
  | { kind: 'ready'; clientSecret: string; amount: number; holdExpiresAt: string | null; provider: Promise<Stripe | null> }
  | { kind: 'error'; message: string };

/** "14:05" in the buyer's own clock, written in the page's language. */
const timeOf = (iso: string, language: string) => new Date(iso).toLocaleTimeString(dateLocale(language), { hour: '2-digit', minute: '2-digit' });

function Checkout({ plan, user, verify, words }: { plan: string; user: PublicUser; verify: VerifyWords; words: CheckoutWords }) {
  const subscription = pathIn(words.language, '/subscription');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    // The error screen says it once; no toast repeats it.
    const fail = (error: unknown) => {
      setState({ kind: 'error', message: errorMessage(error, words.failed) });
    };
    if (!isPaidPlan(plan)) return fail(new Error(words.invalidPlan));
    answer(api['create-payment-intent'].post({ plan })).then((answer) => {
      const provider = loadPaymentProvider(answer.publishableKey).catch((error) => {
        fail(error);
        return null;
      });
      setState({ kind: 'ready', clientSecret: answer.clientSecret, amount: answer.amount, holdExpiresAt: answer.holdExpiresAt, provider });
    }, fail);
  }, [plan, words]);

  if (state.kind === 'error') {
    return (
      <div className="narrow checkout">
        <h1>{words.error}</h1>
        <p role="alert">{state.message}</p>
        <VerifyEmailNotice user={user} words={verify} />
        <a className="btn" href={subscription}>
          {words.returnToSubscription}
        </a>
      </div>
    );
  }
  if (state.kind === 'loading') return <Loading text={words.preparing} />;
  const [trialBefore = '', trialAfter = ''] = words.trialNote.split('{link}');
  return (
    <div className="narrow checkout">
      <h1>{words.title}</h1>
      <p className="checkout-summary">
        <strong>{fill(words.planName, { name: words.names[plan] ?? plan })}</strong>: {formatPrice(state.amount, words.language)} {words.period[plan]}
      </p>
      {state.holdExpiresAt && (
        <p className="checkout-hold" role="note">
          {fill(words.slotHeld, { time: timeOf(state.holdExpiresAt, words.language) })}
        </p>
      )}
      <p className="checkout-trial">
        {trialBefore}
        <a href={subscription}>{words.mySubscription}</a>
        {trialAfter}
      </p>
      <Elements stripe={state.provider} options={{ clientSecret: state.clientSecret, appearance: { theme: 'stripe' } }}>
        <CheckoutForm plan={plan} amount={state.amount} words={words} />
      </Elements>
      <p className="checkout-cancel">
        <a href={`${subscription}?canceled=true`}>{words.cancel}</a>
      </p>
    </div>
  );
}

/** /checkout?plan=…: pays for a plan through Stripe Elements. */
export default function CheckoutPage({ verify, words }: { verify: VerifyWords; words: CheckoutWords }) {
  const [plan] = useState(() => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('plan')));
  return (
    <RequireUser loadingLabel={words.loading}>
      {(user) =>
        plan ? (
          <Checkout plan={plan} user={user} verify={verify} words={words} />
        ) : (
          <div className="narrow checkout">
            <h1>{words.title}</h1>
            <p role="alert">{words.noPlan}</p>
            <a className="btn" href={pathIn(words.language, '/subscription')}>
              {words.viewPlans}
            </a>
          </div>
        )
      }
    </RequireUser>
  );
}
