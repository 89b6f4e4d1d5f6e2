import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SubscriptionSettings } from './plans';
import type { PublicUser } from '../../lib/types';
import PlanCards, { type ChosenPlan } from './PlanCards';
import { planWords } from './plan-words';

afterEach(cleanup);

const settings = (values: Partial<SubscriptionSettings>): SubscriptionSettings => ({
  lifetimeSlotTotal: 1000,
  lifetimeSlotsTaken: 0,
  lifetimePrice: 1000,
  monthlyPrice: 500,
  yearlyPrice: 4000,
  publishRequiresVerification: false,
  lastUpdated: '2026-01-01T00:00:00.000Z',
  paymentsAvailable: true,
  ...values,
});
const card = (name: string) => within(screen.getByRole('article', { name }));

test('without settings, the cards show the fallback prices', () => {
  render(<PlanCards settings={null} user={null} onChoose={() => {}} words={planWords('en')} />);
  expect(card('Free').getByText('$0')).toBeTruthy();
  expect(card('Lifetime').getByText('$10')).toBeTruthy();
  expect(card('Lifetime').getByText('$99').tagName).toBe('S');
  expect(card('Lifetime').getByText('Only 1000 of 1000 spots left')).toBeTruthy();
  expect(screen.queryByRole('article', { name: 'Monthly' })).toBeNull();
});

test('prices come from the settings; sold out disables lifetime and shows monthly and annual', () => {
  render(<PlanCards settings={settings({ lifetimeSlotsTaken: 1000, lifetimePrice: 1250, monthlyPrice: 600, yearlyPrice: 4800 })} user={null} onChoose={() => {}} words={planWords('en')} />);
  expect(card('Lifetime').getByText('$12.50')).toBeTruthy();
  expect(card('Lifetime').queryByText(/spots left/)).toBeNull();
  expect((card('Lifetime').getByRole('button', { name: 'Sold Out' }) as HTMLButtonElement).disabled).toBe(true);
  expect(card('Monthly').getByText('$6')).toBeTruthy();
  expect(card('Annual').getByText('$48')).toBeTruthy();
  expect(card('Annual').getByText('Save 33% vs monthly')).toBeTruthy();
});

test('no spots are counted above a lifetime plan that cannot be bought: payments not set up, or already the plan', () => {
  render(<PlanCards settings={settings({ paymentsAvailable: false })} user={null} onChoose={() => {}} words={planWords('en')} />);
  expect(card('Lifetime').getByRole('button', { name: 'Not Available Yet' })).toBeTruthy();
  expect(card('Lifetime').queryByText(/spots left/)).toBeNull();
  cleanup();
  render(<PlanCards settings={settings({})} user={{ subscriptionTier: 'lifetime', trialUsed: true } as PublicUser} onChoose={() => {}} words={planWords('en')} />);
  expect(card('Lifetime').queryByText(/spots left/)).toBeNull();
  cleanup();
  render(<PlanCards settings={settings({})} user={null} onChoose={() => {}} words={planWords('en')} />);
  expect(card('Lifetime').getByText('Only 1000 of 1000 spots left')).toBeTruthy();
});

test('a trial already used cannot be started again, and the current plan is marked', () => {
  const chosen: ChosenPlan[] = [];
  const user = { subscriptionTier: 'free', trialUsed: true } as PublicUser;
  render(<PlanCards settings={settings({})} user={user} onChoose={(plan) => chosen.push(plan)} words={planWords('en')} />);
  expect((card('Free').getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement).disabled).toBe(true);
  expect((card('Free Trial').getByRole('button', { name: 'Trial Used' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(card('Lifetime').getByRole('button', { name: 'Get Lifetime Access' }));
  expect(chosen).toEqual(['lifetime']);
});

test('exactly one card says Current Plan, whatever the plan', () => {
  for (const tier of ['free', 'trial', 'lifetime'] as const) {
    render(<PlanCards settings={settings({})} user={{ subscriptionTier: tier, trialUsed: tier !== 'free' } as PublicUser} onChoose={() => {}} words={planWords('en')} />);
    expect(screen.getAllByRole('button', { name: 'Current Plan' })).toHaveLength(1);
    cleanup();
  }
  render(<PlanCards settings={settings({ lifetimeSlotsTaken: 1000 })} user={{ subscriptionTier: 'yearly', trialUsed: true } as PublicUser} onChoose={() => {}} words={planWords('en')} />);
  expect(screen.getAllByRole('button', { name: 'Current Plan' })).toHaveLength(1);
  expect(card('Annual').getByRole('button', { name: 'Current Plan' })).toBeTruthy();
  expect(card('Free').getByRole('button', { name: 'Included' })).toBeTruthy();
});

test('without payments set up, paid plans say so and cannot be chosen; the trial still can', () => {
  const chosen: ChosenPlan[] = [];
  render(<PlanCards settings={settings({ paymentsAvailable: false })} user={{ subscriptionTier: 'free', trialUsed: false } as PublicUser} onChoose={(plan) => chosen.push(plan)} words={planWords('en')} />);
  expect(screen.getByRole('note').textContent).toContain('Payments are not available yet');
  expect(screen.queryByText(/STRIPE/)).toBeNull();
  expect((card('Lifetime').getByRole('button', { name: 'Not Available Yet' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(card('Free Trial').getByRole('button', { name: 'Start Free Trial' }));
  expect(chosen).toEqual(['trial']);
});

test("in German, the plans are in German and the prices are written the German way (Intl's currency format)", () => {
  render(<PlanCards settings={settings({ lifetimeSlotsTaken: 1000, lifetimePrice: 1250, monthlyPrice: 600, yearlyPrice: 4800 })} user={null} onChoose={() => {}} words={planWords('de')} />);
  expect(card('Lebenslang').getByText('12,50 $')).toBeTruthy();
  expect(card('Lebenslang').getByText('99 $').tagName).toBe('S');
  expect(card('Monatlich').getByText('6 $')).toBeTruthy();
  expect(card('Jährlich').getByText('Spare 33 % gegenüber monatlich')).toBeTruthy();
  expect(card('Jährlich').getByRole('button', { name: 'Jährlich abonnieren' })).toBeTruthy();
});
