/**
 * Rules for the subscription settings an admin saves (amounts in cents), checked by the Settings
 * form and again by the API.
 */
import type { FieldErrors } from './account';
import type { RuleError } from './error-codes';

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

/** Each price's two failures: not a positive amount of whole cents, and over what one payment takes. */
const PRICE_CODES = {
  lifetimePrice: ['settings.lifetime_price_invalid', 'settings.lifetime_price_too_high'],
  monthlyPrice: ['settings.monthly_price_invalid', 'settings.monthly_price_too_high'],
  yearlyPrice: ['settings.yearly_price_invalid', 'settings.yearly_price_too_high'],
} as const;

function priceError([invalid, tooHigh]: (typeof PRICE_CODES)[keyof typeof PRICE_CODES], cents: number): RuleError | undefined {
  if (!Number.isInteger(cents) || cents <= 0) return { code: invalid };
  if (cents > MAX_PRICE_CENTS) return { code: tooHigh, values: { max: centsToDollars(MAX_PRICE_CENTS) } };
}

function slotTotalError(total: number, slotsTaken: number): RuleError | undefined {
  if (!Number.isInteger(total) || total < 0) return { code: 'settings.slots_not_whole' };
  if (total > MAX_SLOT_TOTAL) return { code: 'settings.too_many_slots', values: { max: MAX_SLOT_TOTAL } };
  if (total < slotsTaken) return { code: 'settings.below_slots_taken', values: { taken: slotsTaken } };
}

export function checkSubscriptionSettings(
  input: SubscriptionSettingsInput,
  slotsTaken: number,
): FieldErrors<keyof SubscriptionSettingsInput> {
  const errors: FieldErrors<keyof SubscriptionSettingsInput> = {};
  const slots = slotTotalError(input.lifetimeSlotTotal, slotsTaken);
  if (slots) errors.lifetimeSlotTotal = slots;
  for (const field of Object.keys(PRICE_CODES) as Array<keyof typeof PRICE_CODES>) {
    const error = priceError(PRICE_CODES[field], input[field]);
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
