import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { formatDate, PLAN_NAMES } from './plans';
import { FREE_IDENTIFICATIONS } from '@rules/product';
import type { PublicUser } from '../../lib/types';
import { cancelSubscription } from './subscription';
import { toast } from '../../ui/toasts';
import { SUBSCRIPTION_REQUEST_FAILED } from './usePlanChoice';
import './SubscriptionStatus.css';

/** The current plan, when it ends or renews, and cancelling a monthly or yearly plan. */
export default function SubscriptionStatus({ user }: { user: PublicUser }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const tier = user.subscriptionTier ?? 'free';
  const endsAt = user.subscriptionExpiresAt ? formatDate(user.subscriptionExpiresAt) : null;
  const cancellable = (tier === 'monthly' || tier === 'yearly') && !user.subscriptionCanceledAt;

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelSubscription();
      toast({ title: 'Subscription canceled', description: endsAt ? `You keep access until ${endsAt}.` : undefined });
      setConfirming(false);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, SUBSCRIPTION_REQUEST_FAILED), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  let detail: string;
  if (tier === 'lifetime') detail = 'Lifetime access: it never expires.';
  else if (tier !== 'free' && !endsAt) detail = 'Your plan is active.'; // a plan an admin set without an end date
  else if (tier === 'trial') detail = `Your free trial ends on ${endsAt}.`;
  else if (user.subscriptionCanceledAt) detail = `Canceled: you keep access until ${endsAt}.`;
  else if (tier === 'monthly' || tier === 'yearly') detail = `Renews on ${endsAt}.`;
  else detail = `${Math.max(0, FREE_IDENTIFICATIONS - user.freeIdentificationsUsed)} of ${FREE_IDENTIFICATIONS} free identifications remaining.`;

  return (
    <section className="card subscription-status" aria-labelledby="current-plan">
      <h2 id="current-plan">Current plan: {PLAN_NAMES[tier] ?? tier}</h2>
      <p>{detail}</p>
      {cancellable && !confirming && (
        <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>Cancel Subscription</button>
      )}
      {confirming && (
        <div role="group" aria-label="Confirm cancellation" className="cancel-confirm">
          <p>Cancel your {PLAN_NAMES[tier]} plan? You keep access until {endsAt}, and you will not be charged again.</p>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={cancel}>{busy ? 'Canceling…' : 'Yes, cancel'}</button>{' '}
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setConfirming(false)}>Keep my plan</button>
        </div>
      )}
    </section>
  );
}
