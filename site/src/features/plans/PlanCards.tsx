import { FREE_IDENTIFICATIONS } from '@rules/product';
import { formatPrice, LIFETIME_REFERENCE_PRICE, offeredPlans, planPrices, slotsOf, type SubscriptionSettings } from './plans';
import type { PublicUser } from '../../lib/types';
import { TRIAL_DAYS } from '@rules/plans';
import './PlanCards.css';

export type ChosenPlan = 'free' | 'trial' | 'monthly' | 'yearly' | 'lifetime';

interface Props {
  settings: SubscriptionSettings | null | undefined;
  /** undefined while loading, null for a visitor (whose every choice leads to /auth). */
  user: PublicUser | null | undefined;
  onChoose: (plan: ChosenPlan) => void;
  /** The plan whose request is under way. */
  busy?: ChosenPlan | null;
}

interface Card {
  plan: ChosenPlan;
  name: string;
  price: string;
  period?: string;
  struck?: string;
  note?: string;
  features: string[];
  action: string;
  disabled: boolean;
  featured?: boolean;
}

// What a free account really has (the API's quota and premium checks); the premium cards add the rest.
export const FREE_FEATURES = [`${FREE_IDENTIFICATIONS} identifications`, 'Identification history', 'Map and life list', 'No premium tools'];
const PREMIUM_FEATURES = ['Unlimited identifications', 'Search, filter and export your history', 'High-resolution images'];

/** The plan cards of /pricing and /subscription, priced from the settings or their fallbacks. */
export default function PlanCards({ settings, user, onChoose, busy = null }: Props) {
  const prices = planPrices(settings);
  const slots = slotsOf(settings);
  const soldOut = !offeredPlans(settings).lifetime;
  const tier = user?.subscriptionTier ?? 'free';
  const current = (plan: ChosenPlan) => Boolean(user) && (tier === plan || (plan === 'free' && !user?.subscriptionTier));
  const paying = tier === 'monthly' || tier === 'yearly' || tier === 'lifetime' || tier === 'premium';
  const label = (plan: ChosenPlan, text: string) => (current(plan) ? 'Current Plan' : text);
  // Until the operator sets up payments, paid plans cannot be bought (the trial needs no payment).
  const payable = settings?.paymentsAvailable ?? true;
  const paid = (plan: ChosenPlan, text: string) => (current(plan) || payable ? label(plan, text) : 'Not Available Yet');

  const cards: Card[] = [
    {
      plan: 'free',
      name: 'Free',
      price: '$0',
      features: FREE_FEATURES,
      // A trial or paid plan includes everything Free has: only the plan the user is on says "Current Plan".
      action: user ? label('free', 'Included') : 'Sign Up Free',
      disabled: Boolean(user),
    },
    {
      plan: 'trial',
      name: 'Free Trial',
      price: '$0',
      period: `for ${TRIAL_DAYS} days`,
      features: [`${TRIAL_DAYS} days of all premium features`, 'No credit card needed', 'Back to Free when it ends'],
      action: label('trial', user?.trialUsed ? 'Trial Used' : 'Start Free Trial'),
      disabled: Boolean(user) && (current('trial') || Boolean(user?.trialUsed) || paying),
    },
    {
      plan: 'lifetime',
      name: 'Lifetime',
      price: formatPrice(prices.lifetime),
      struck: LIFETIME_REFERENCE_PRICE,
      period: 'one-time payment',
      // The spots left are told only above a plan this user can buy today: not sold out, payable, not already theirs.
      note: soldOut || !payable || current('lifetime') ? undefined : `Only ${slots.remaining} of ${slots.total} spots left`,
      features: [...PREMIUM_FEATURES, 'Pay once, never expires'],
      action: soldOut ? 'Sold Out' : paid('lifetime', 'Get Lifetime Access'),
      disabled: soldOut || current('lifetime') || !payable,
      featured: !soldOut,
    },
  ];
  if (soldOut) {
    cards.push(
      {
        plan: 'monthly',
        name: 'Monthly',
        price: formatPrice(prices.monthly),
        period: '/mo',
        features: [...PREMIUM_FEATURES, 'Cancel any time'],
        action: paid('monthly', 'Subscribe Monthly'),
        disabled: current('monthly') || tier === 'lifetime' || !payable,
      },
      {
        plan: 'yearly',
        name: 'Annual',
        price: formatPrice(prices.yearly),
        period: '/year',
        note: `Save ${prices.yearlySavingPercent}% vs monthly`,
        features: [...PREMIUM_FEATURES, 'Cancel any time'],
        action: paid('yearly', 'Subscribe Annually'),
        disabled: current('yearly') || tier === 'lifetime' || !payable,
        featured: true,
      },
    );
  }

  return (
    <>
      {!payable && (
        <p className="plan-unavailable" role="note">
          Payments are not available yet, so paid plans cannot be bought today. The free trial works now.
        </p>
      )}
      <div className="plan-cards">
        {cards.map((card) => (
          <article
            key={card.plan}
            className={`card plan-card${card.featured ? ' plan-featured' : ''}`}
            aria-labelledby={`plan-${card.plan}`}
            data-plan={card.plan}
          >
            <h3 id={`plan-${card.plan}`}>{card.name}</h3>
            <p className="plan-price">
              {card.struck && <s aria-label={`was ${card.struck}`}>{card.struck}</s>} <strong>{card.price}</strong>
              {card.period && <span className="plan-period"> {card.period}</span>}
            </p>
            {card.note && <p className="plan-note">{card.note}</p>}
            <ul>
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <button type="button" className="btn" disabled={card.disabled || busy !== null} onClick={() => onChoose(card.plan)}>
              {busy === card.plan ? 'Please wait…' : card.action}
            </button>
          </article>
        ))}
      </div>
    </>
  );
}
