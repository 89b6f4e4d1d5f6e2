import { dayAndTimeText } from '@rules/dates';
import { DEFAULT_SETTINGS, lifetimeSlotsRemaining } from '@rules/plans';
import type { SubscriptionSettings } from '../../lib/types';

export type { SubscriptionSettings };

/** The struck-through reference price of the lifetime card, in cents. */
export const LIFETIME_REFERENCE_CENTS = 9900;

/**
 * A price in US dollars in the page's language: "$10" for whole dollars, "$12.50" otherwise in English; "10 $" and
 * "12,50 $" in German. English is 'en', not 'en-GB', which would write "US$10".
 */
export function formatPrice(cents: number, language = 'en'): string {
  const dollars = cents / 100;
  const digits = Number.isInteger(dollars) ? 0 : 2;
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(dollars);
}

/** Prices from the settings, or the display fallbacks while they are missing. */
export function planPrices(settings: SubscriptionSettings | null | undefined) {
  const source = settings ?? DEFAULT_SETTINGS;
  const monthly = source.monthlyPrice;
  const yearly = source.yearlyPrice;
  return {
    lifetime: source.lifetimePrice,
    monthly,
    yearly,
    /** 33 with the default prices: $40 a year against 12 × $5. */
    yearlySavingPercent: monthly > 0 ? Math.round((1 - yearly / (monthly * 12)) * 100) : 0,
  };
}

export function slotsOf(settings: SubscriptionSettings | null | undefined) {
  const source = settings ?? DEFAULT_SETTINGS;
  return { total: source.lifetimeSlotTotal, remaining: lifetimeSlotsRemaining(source) };
}

/**
 * Which paid plans the settings offer: lifetime while slots are left, monthly and yearly once they are gone.
 * `lifetimeBuyable` also needs payments set up: only then can the offer banner promise it.
 */
export function offeredPlans(settings: SubscriptionSettings | null | undefined) {
  const lifetime = slotsOf(settings).remaining > 0;
  return { lifetime, subscriptions: !lifetime, lifetimeBuyable: lifetime && (settings?.paymentsAvailable ?? false) };
}

/** Dates as the plan screens show them: a day and its time (rules/dates.ts). */
export const formatDate = (value: string | Date): string => dayAndTimeText(value);
