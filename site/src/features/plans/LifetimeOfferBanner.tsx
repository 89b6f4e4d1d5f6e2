import { offeredPlans, slotsOf, type SubscriptionSettings } from './plans';
import './LifetimeOfferBanner.css';
import { fill } from '../../lib/fill';
import type { PlanWords } from './plan-words';

/** Shown on /pricing and /subscription once the settings say a lifetime plan can be bought today. */
export default function LifetimeOfferBanner({ settings, words }: { settings: SubscriptionSettings | null | undefined; words: PlanWords }) {
  if (!settings || !offeredPlans(settings).lifetimeBuyable) return null;
  const { remaining, total } = slotsOf(settings);
  return (
    <p className="offer-banner" role="note">
      {fill(words.offer, { remaining, total })}
    </p>
  );
}
