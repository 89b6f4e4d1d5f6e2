import { slotsOf, type SubscriptionSettings } from './plans';

/** Shown on /pricing and /subscription once the settings have loaded. */
export default function LifetimeOfferBanner({ settings }: { settings: SubscriptionSettings | null | undefined }) {
  if (!settings) return null;
  const { remaining, total } = slotsOf(settings);
  return (
    <p className="offer-banner" role="note">
      Limited Time Offer: {remaining} of {total} lifetime subscriptions remaining!
      <style>{`
        .offer-banner { background: var(--ocean-100); color: var(--ocean-950); border: 1px solid var(--ocean-500);
          border-radius: var(--radius); padding: 0.75rem 1rem; font-weight: 600; text-align: center; }
      `}</style>
    </p>
  );
}
