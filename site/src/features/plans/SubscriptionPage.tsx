import { useEffect, useState } from 'react';
import type { PublicUser } from '../../lib/types';
import { $settings, leaveCheckout, loadSettings } from './subscription';
import LifetimeOfferBanner from './LifetimeOfferBanner';
import PlanCards from './PlanCards';
import RequireUser from '../account/RequireUser';
import SubscriptionStatus from './SubscriptionStatus';
import { usePlanChoice } from './usePlanChoice';
import { useStoreAsBuilt } from '../../ui/useStoreAsBuilt';
import VerifyEmailNotice from '../account/VerifyEmailNotice';
import type { VerifyWords } from '../account/account-words';
import type { PlanWords } from './plan-words';
import './SubscriptionPage.css';

function Subscription({ user, verify, words }: { user: PublicUser; verify: VerifyWords; words: PlanWords }) {
  const settings = useStoreAsBuilt($settings, undefined);
  const { busy, choose } = usePlanChoice(user, words);
  const [canceledCheckout, setCanceledCheckout] = useState(false);

  useEffect(() => {
    void loadSettings();
    const params = new URLSearchParams(window.location.search);
    // A return from hosted Checkout is verified like any other payment, on the success page.
    const sessionId = params.get('session_id');
    if (sessionId) {
      const next = new URLSearchParams({ plan: params.get('plan') ?? '', session_id: sessionId });
      window.location.replace(`/subscription-success?${next}`);
      return;
    }
    if (params.has('canceled')) {
      void leaveCheckout();
      setCanceledCheckout(true);
    }
  }, []);

  return (
    <>
      {canceledCheckout && <p className="card checkout-canceled" role="status">{words.checkoutCanceled}</p>}
      <SubscriptionStatus user={user} words={words} />
      <VerifyEmailNotice user={user} words={verify} />
      <h2>{words.plans}</h2>
      <LifetimeOfferBanner settings={settings} words={words} />
      <PlanCards settings={settings} user={user} onChoose={choose} busy={busy} words={words} />
    </>
  );
}

/** /subscription: the user's plan and status, the plan cards, and the return from a cancelled checkout. */
export default function SubscriptionPage({ verify, words }: { verify: VerifyWords; words: PlanWords }) {
  return <RequireUser loadingLabel={words.loading}>{(user) => <Subscription user={user} verify={verify} words={words} />}</RequireUser>;
}
