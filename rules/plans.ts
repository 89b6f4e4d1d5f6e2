/**
 * The plans (trial, monthly, yearly, lifetime), shared by the subscription pages and the API.
 * Prices are not here: they live in subscription_settings and the server decides every amount.
 */
export const PAID_PLANS = ['monthly', 'yearly', 'lifetime'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_DAYS = 7;
/** How long one payment of a plan lasts; lifetime never ends. */
export const PLAN_DAYS: Record<'trial' | 'monthly' | 'yearly', number> = { trial: TRIAL_DAYS, monthly: 30, yearly: 365 };

export function isPaidPlan(value: unknown): value is PaidPlan {
  return typeof value === 'string' && (PAID_PLANS as readonly string[]).includes(value);
}

/** When a plan started at `from` ends (null for lifetime). */
export function planEndsAt(plan: 'trial' | PaidPlan, from: Date): Date | null {
  if (plan === 'lifetime') return null;
  return new Date(from.getTime() + PLAN_DAYS[plan] * DAY_MS);
}

/** Defaults of subscription_settings, in cents; also the prices shown while the settings are missing. */
export const DEFAULT_SETTINGS = {
  lifetimeSlotTotal: 1000,
  lifetimeSlotsTaken: 0,
  lifetimePrice: 1000,
  monthlyPrice: 500,
  yearlyPrice: 4000,
} as const;

export const lifetimeSlotsRemaining = (settings: { lifetimeSlotTotal: number; lifetimeSlotsTaken: number }) =>
  Math.max(0, settings.lifetimeSlotTotal - settings.lifetimeSlotsTaken);
