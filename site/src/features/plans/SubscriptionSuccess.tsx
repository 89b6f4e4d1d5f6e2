import { useEffect, useState } from 'react';
import { ApiError, answer, api } from '../../lib/api';
import { pathIn } from '@rules/languages';
import { fill } from '../../lib/fill';
import type { SuccessWords } from './success-words';
import { activatePlan, clearPending } from './subscription';
import { toast } from '../../ui/toasts';
import RequireUser from '../account/RequireUser';

/** Section 9: activation waits 1.5 s after the payment is verified; the redirect follows 5 s later. */
export const ACTIVATION_DELAY_MS = 1500;
export const REDIRECT_DELAY_MS = 5000;

type State = 'verifying' | 'activating' | 'done' | 'invalid' | 'unpaid' | 'verify-failed' | 'activation-failed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The server's refusals are shown to the user; anything else (network, bugs) is also logged. */
const logUnexpected = (error: unknown) => {
  if (!(error instanceof ApiError)) console.error(error);
};

async function confirmPurchase(setState: (state: State) => void, words: SuccessWords): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const plan = params.get('plan');
  // Stripe.js returns with payment_intent; hosted Checkout with session_id.
  const checkoutId = params.get('session_id') ?? params.get('payment_intent');
  if (!plan) {
    toast({ title: words.error, description: words.invalid, variant: 'destructive' });
    return setState('invalid');
  }
  let status: string;
  try {
    if (!checkoutId) throw new Error('No checkout session in the address');
    ({ status } = await answer(api['checkout-sessions']({ id: encodeURIComponent(checkoutId) }).get()));
  } catch (error) {
    logUnexpected(error);
    toast({ title: words.verificationError, description: words.verifyFailed, variant: 'destructive' });
    return setState('verify-failed');
  }
  if (status !== 'complete') {
    toast({ title: words.error, description: words.unpaidText, variant: 'destructive' });
    return setState('unpaid');
  }
  setState('activating');
  await wait(ACTIVATION_DELAY_MS);
  try {
    await activatePlan(plan);
    if (plan === 'lifetime') await answer(api['increment-lifetime-slots'].post()).catch(console.error);
  } catch (error) {
    logUnexpected(error);
    toast({ title: words.error, description: words.activationFailedText, variant: 'destructive' });
    return setState('activation-failed');
  }
  clearPending();
  setState('done');
  await wait(REDIRECT_DELAY_MS);
  window.location.href = pathIn(words.language, '/subscription');
}

function Confirmation({ words }: { words: SuccessWords }) {
  const [state, setState] = useState<State>('verifying');
  const [plan] = useState(() => new URLSearchParams(window.location.search).get('plan') ?? '');
  useEffect(() => void confirmPurchase(setState, words), [words]);
  const name = words.names[plan] ?? plan;
  const subscription = pathIn(words.language, '/subscription');
  const panel = { back: words.back, subscription };

  switch (state) {
    case 'verifying':
      return <Panel {...panel} title={words.confirming} busy>{words.verifying}</Panel>;
    case 'activating':
      return <Panel {...panel} title={words.confirmed} busy>{fill(words.activating, { name })}</Panel>;
    case 'done': {
      const [before = '', after = ''] = fill(words.active, { name }).split('{link}');
      return (
        <Panel {...panel} title={words.activated}>
          {before}<a href={subscription}>{words.mySubscription}</a>{after}
        </Panel>
      );
    }
    case 'invalid':
      return <Panel {...panel} title={words.title} alert>{words.invalid}</Panel>;
    case 'unpaid':
      return <Panel {...panel} title={words.unpaid} alert retry>{words.unpaidText}</Panel>;
    case 'verify-failed':
      return (
        <Panel {...panel} title={words.verificationIssue} alert retry>
          <strong>{words.verificationIssue}:</strong> {words.verificationIssueText}
        </Panel>
      );
    case 'activation-failed':
      return <Panel {...panel} title={words.notUpdated} alert retry>{words.activationFailedText}</Panel>;
  }
}

interface PanelProps {
  title: string;
  busy?: boolean;
  alert?: boolean;
  retry?: boolean;
  back: string;
  subscription: string;
  children: React.ReactNode;
}

function Panel({ title, busy, alert, retry, back, subscription, children }: PanelProps) {
  return (
    <div className="narrow subscription-success">
      <h1>{title}</h1>
      {busy && <div className="spinner" aria-hidden="true" />}
      <p role={alert ? 'alert' : 'status'}>{children}</p>
      {retry && <a className="btn" href={subscription}>{back}</a>}
    </div>
  );
}

/** /subscription-success?plan=…: verifies the payment, activates the plan, then returns to /subscription. */
export default function SubscriptionSuccess({ words }: { words: SuccessWords }) {
  return <RequireUser loadingLabel={words.loading}>{() => <Confirmation words={words} />}</RequireUser>;
}
