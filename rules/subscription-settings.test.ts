import { describe, expect, test } from 'bun:test';
import { centsToDollars, checkSubscriptionSettings, dollarsToCents } from './subscription-settings';

const valid = { lifetimeSlotTotal: 1000, lifetimePrice: 1000, monthlyPrice: 500, yearlyPrice: 4000 };

describe('subscription settings rules', () => {
  test('accepts whole positive cents and a total at or above the slots taken', () => {
    expect(checkSubscriptionSettings(valid, 1000)).toEqual({});
  });

  test('refuses a total below the slots taken, and fractional, zero or negative prices', () => {
    expect(checkSubscriptionSettings({ ...valid, lifetimeSlotTotal: 9 }, 10).lifetimeSlotTotal).toEqual({ code: 'settings.below_slots_taken', values: { taken: 10 } });
    expect(checkSubscriptionSettings({ ...valid, lifetimeSlotTotal: 1.5 }, 0).lifetimeSlotTotal).toEqual({ code: 'settings.slots_not_whole' });
    expect(checkSubscriptionSettings({ ...valid, lifetimePrice: 10.5 }, 0).lifetimePrice).toEqual({ code: 'settings.lifetime_price_invalid' });
    expect(checkSubscriptionSettings({ ...valid, monthlyPrice: 0 }, 0).monthlyPrice).toEqual({ code: 'settings.monthly_price_invalid' });
    expect(checkSubscriptionSettings({ ...valid, yearlyPrice: -100 }, 0).yearlyPrice).toEqual({ code: 'settings.yearly_price_invalid' });
    expect(checkSubscriptionSettings({ ...valid, yearlyPrice: 100_000_000 }, 0).yearlyPrice).toEqual({ code: 'settings.yearly_price_too_high', values: { max: '999999.99' } });
  });

  test('converts between dollars and cents', () => {
    expect(centsToDollars(1000)).toBe('10.00');
    expect(centsToDollars(4099)).toBe('40.99');
    expect(dollarsToCents('10')).toBe(1000);
    expect(dollarsToCents('10.5')).toBe(1050);
    expect(dollarsToCents(' 40.99 ')).toBe(4099);
    expect(dollarsToCents('0.01')).toBe(1);
    expect(dollarsToCents('1.999')).toBeNaN();
    expect(dollarsToCents('-5')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
  });
});
