import { slotsOf, type SubscriptionSettings } from './plans';
import './LifetimeOfferBanner.css';

/** Shown on /pricing and /subscription once the settings have loaded. */
export default function LifetimeOfferBanner({ settings }: { settings: SubscriptionSettings | null | undefined }) {
  if (!settings) return null;
  const { remaining, total } = slotsOf(settings);
  return (
    <p className="offer-banner" role="note">
      Limited Time Offer: {remaining} of {total} lifetime subscriptions remaining!
    </p>
  );
}
