import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { formatDate } from './plans';
import { fill } from '../../lib/fill';
import type { PlanWords } from './plan-words';
import { FREE_IDENTIFICATIONS } from '@rules/product';
import type { PublicUser } from '../../lib/types';
import { cancelSubscription } from './subscription';
import { toast } from '../../ui/toasts';
import './SubscriptionStatus.css';

/** The current plan, when it ends or renews, and cancelling a monthly or yearly plan. */
export default function SubscriptionStatus({ user, words: all }: { user: PublicUser; words: PlanWords }) {
  const words = all.status;
  const name = (tier: string) => all.names[tier] ?? tier;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const tier = user.subscriptionTier ?? 'free';
  const endsAt = user.subscriptionExpiresAt ? formatDate(user.subscriptionExpiresAt) : null;
  const cancellable = (tier === 'monthly' || tier === 'yearly') && !user.subscriptionCanceledAt;

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelSubscription();
      toast({ title: words.canceled, description: endsAt ? fill(words.keepAccessUntil, { date: endsAt }) : undefined });
      setConfirming(false);
    } catch (error) {
      toast({ title: words.error, description: errorMessage(error, words.requestFailed), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  let detail: string;
  if (tier === 'lifetime') detail = words.lifetimeAccess;
  else if (tier !== 'free' && !endsAt) detail = words.active; // a plan an admin set without an end date
  else if (tier === 'trial') detail = fill(words.trialEnds, { date: endsAt! });
  else if (user.subscriptionCanceledAt) detail = fill(words.canceledUntil, { date: endsAt! });
  else if (tier === 'monthly' || tier === 'yearly') detail = fill(words.renewsOn, { date: endsAt! });
  else detail = fill(words.freeRemaining, { remaining: Math.max(0, FREE_IDENTIFICATIONS - user.freeIdentificationsUsed), total: FREE_IDENTIFICATIONS });

  return (
    <section className="card subscription-status" aria-labelledby="current-plan">
      <h2 id="current-plan">{fill(words.currentPlan, { name: name(tier) })}</h2>
      <p>{detail}</p>
      {cancellable && !confirming && (
        <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
          {words.cancelSubscription}
        </button>
      )}
      {confirming && (
        <div role="group" aria-label={words.confirmCancellation} className="cancel-confirm">
          <p>{fill(words.cancelQuestion, { name: name(tier), date: endsAt ?? '' })}</p>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={cancel}>{busy ? words.canceling : words.yesCancel}</button>{' '}
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setConfirming(false)}>
            {words.keepPlan}
          </button>
        </div>
      )}
    </section>
  );
}
