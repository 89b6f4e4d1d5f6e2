import { numberText } from '@rules/numbers';
import { fill } from '../../lib/fill';
import { formatPrice, LIFETIME_REFERENCE_CENTS, offeredPlans, planPrices, slotsOf, type SubscriptionSettings } from './plans';
import type { PlanWords } from './plan-words';
import type { PublicUser } from '../../lib/types';
import './PlanCards.css';

export type ChosenPlan = 'free' | 'trial' | 'monthly' | 'yearly' | 'lifetime';

interface Props {
  settings: SubscriptionSettings | null | undefined;
  /** undefined while loading, null for a visitor (whose every choice leads to /auth). */
  user: PublicUser | null | undefined;
  onChoose: (plan: ChosenPlan) => void;
  /** The plan whose request is under way. */
  busy?: ChosenPlan | null;
  words: PlanWords;
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


/** The plan cards of /pricing and /subscription, priced from the settings or their fallbacks. */
export default function PlanCards({ settings, user, onChoose, busy = null, words }: Props) {
  const { language } = words;
  const price = (cents: number) => formatPrice(cents, language);
  // What a free account really has (the API's quota and premium checks); the premium cards add the rest.
  const PREMIUM_FEATURES = words.premiumFeatures;
  const prices = planPrices(settings);
  const slots = slotsOf(settings);
  const soldOut = !offeredPlans(settings).lifetime;
  const tier = user?.subscriptionTier ?? 'free';
  const current = (plan: ChosenPlan) => Boolean(user) && (tier === plan || (plan === 'free' && !user?.subscriptionTier));
  const paying = tier === 'monthly' || tier === 'yearly' || tier === 'lifetime' || tier === 'premium';
  const label = (plan: ChosenPlan, text: string) => (current(plan) ? words.current : text);
  // Until the operator sets up payments, paid plans cannot be bought (the trial needs no payment).
  const payable = settings?.paymentsAvailable ?? true;
  const paid = (plan: ChosenPlan, text: string) => (current(plan) || payable ? label(plan, text) : words.notAvailable);

  const cards: Card[] = [
    {
      plan: 'free',
      name: words.names.free!,
      price: price(0),
      features: words.freeFeatures,
      // A trial or paid plan includes everything Free has: only the plan the user is on says "Current Plan".
      action: user ? label('free', words.included) : words.signUpFree,
      disabled: Boolean(user),
    },
    {
      plan: 'trial',
      name: words.names.trial!,
      price: price(0),
      period: words.forDays,
      features: words.trialFeatures,
      action: label('trial', user?.trialUsed ? words.trialUsed : words.startTrial),
      disabled: Boolean(user) && (current('trial') || Boolean(user?.trialUsed) || paying),
    },
    {
      plan: 'lifetime',
      name: words.names.lifetime!,
      price: price(prices.lifetime),
      struck: price(LIFETIME_REFERENCE_CENTS),
      period: words.oneTime,
      // The spots left are told only above a plan this user can buy today: not sold out, payable, not already theirs.
      note: soldOut || !payable || current('lifetime') ? undefined : fill(words.spotsLeft, { remaining: numberText(slots.remaining, { locale: language, useGrouping: false }), total: numberText(slots.total, { locale: language, useGrouping: false }) }),
      features: [...PREMIUM_FEATURES, words.payOnce],
      action: soldOut ? words.soldOut : paid('lifetime', words.getLifetime),
      disabled: soldOut || current('lifetime') || !payable,
      featured: !soldOut,
    },
  ];
  if (soldOut) {
    cards.push(
      {
        plan: 'monthly',
        name: words.names.monthly!,
        price: price(prices.monthly),
        period: words.perMonth,
        features: [...PREMIUM_FEATURES, words.cancelAnyTime],
        action: paid('monthly', words.subscribeMonthly),
        disabled: current('monthly') || tier === 'lifetime' || !payable,
      },
      {
        plan: 'yearly',
        name: words.names.yearly!,
        price: price(prices.yearly),
        period: words.perYear,
        note: fill(words.saveVsMonthly, { percent: new Intl.NumberFormat(language, { style: 'percent' }).format(prices.yearlySavingPercent / 100) }),
        features: [...PREMIUM_FEATURES, words.cancelAnyTime],
        action: paid('yearly', words.subscribeYearly),
        disabled: current('yearly') || tier === 'lifetime' || !payable,
        featured: true,
      },
    );
  }

  return (
    <>
      {!payable && (
        <p className="plan-unavailable" role="note">
          {words.paymentsUnavailable}
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
              {card.struck && <s aria-label={fill(words.was, { price: card.struck })}>{card.struck}</s>} <strong>{card.price}</strong>
              {card.period && <span className="plan-period"> {card.period}</span>}
            </p>
            {card.note && <p className="plan-note">{card.note}</p>}
            <ul>
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <button type="button" className="btn" disabled={card.disabled || busy !== null} onClick={() => onChoose(card.plan)}>
              {busy === card.plan ? words.pleaseWait : card.action}
            </button>
          </article>
        ))}
      </div>
    </>
  );
}
