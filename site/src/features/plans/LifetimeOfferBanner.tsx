import { offeredPlans, slotsOf, type SubscriptionSettings } from './plans';
import './LifetimeOfferBanner.css';

/** Shown on /pricing and /subscription once the settings say a lifetime plan can be bought today. */
export default function LifetimeOfferBanner({ settings }: { settings: SubscriptionSettings | null | undefined }) {
  if (!settings || !offeredPlans(settings).lifetimeBuyable) return null;
  const { remaining, total } = slotsOf(settings);
  return (
    <p className="offer-banner" role="note">
      Limited Time Offer: {remaining} of {total} lifetime subscriptions remaining!
    </p>
  );
}
