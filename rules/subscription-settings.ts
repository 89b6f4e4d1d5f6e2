/**
 * Rules for the subscription settings an admin saves (amounts in cents), checked by the Settings
 * form and again by the API.
 */
import type { FieldErrors } from './account';

/** The largest amount Stripe charges in one payment, in cents. */
export const MAX_PRICE_CENTS = 99_999_999;
export const MAX_SLOT_TOTAL = 10_000_000;

export interface SubscriptionSettingsInput {
  lifetimeSlotTotal: number;
  lifetimePrice: number;
  monthlyPrice: number;
  yearlyPrice: number;
  /** "Only verified sightings can be published"; unchanged when absent. */
  publishRequiresVerification?: boolean;
}

const PRICE_LABELS = { lifetimePrice: 'Lifetime price', monthlyPrice: 'Monthly price', yearlyPrice: 'Yearly price' } as const;

function priceError(label: string, cents: number): string | undefined {
  if (!Number.isInteger(cents) || cents <= 0) return `${label} must be a positive amount in whole cents`;
  if (cents > MAX_PRICE_CENTS) return `${label} must be at most $${centsToDollars(MAX_PRICE_CENTS)}`;
}

function slotTotalError(total: number, slotsTaken: number): string | undefined {
  if (!Number.isInteger(total) || total < 0) return 'Total slots must be a whole number';
  if (total > MAX_SLOT_TOTAL) return `Total slots must be at most ${MAX_SLOT_TOTAL}`;
  if (total < slotsTaken) return `Total slots cannot be below the ${slotsTaken} slots already taken`;
}

export function checkSubscriptionSettings(
  input: SubscriptionSettingsInput,
  slotsTaken: number,
): FieldErrors<keyof SubscriptionSettingsInput> {
  const errors: FieldErrors<keyof SubscriptionSettingsInput> = {};
  const slots = slotTotalError(input.lifetimeSlotTotal, slotsTaken);
  if (slots) errors.lifetimeSlotTotal = slots;
  for (const field of Object.keys(PRICE_LABELS) as Array<keyof typeof PRICE_LABELS>) {
    const error = priceError(PRICE_LABELS[field], input[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Stored cents shown as dollars with two decimals. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "10", "10.5" or "10.50" dollars to cents; NaN for anything that is not a whole number of cents. */
export function dollarsToCents(text: string): number {
  const match = text.trim().match(/^(\d+)(?:\.(\d{1,2}))?$/);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
