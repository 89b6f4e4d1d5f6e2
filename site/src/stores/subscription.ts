import { atom } from 'nanostores';
import { apiRequest } from '../lib/api';
import type { SubscriptionSettings } from '../lib/plans';
import type { PublicUser } from '../lib/types';
import { $user } from './session';

/** undefined while loading, null when they could not be fetched (the pages then show the fallbacks). */
export const $settings = atom<SubscriptionSettings | null | undefined>(undefined);

let loading: Promise<SubscriptionSettings | null> | undefined;

export function loadSettings(): Promise<SubscriptionSettings | null> {
  loading ??= fetch('/api/subscription-settings', { credentials: 'include' })
    .then((response) => {
      if (!response.ok) throw new Error('Failed to fetch subscription settings');
      return response.json() as Promise<SubscriptionSettings>;
    })
    .then(
      (settings) => {
        $settings.set(settings);
        return settings;
      },
      (error) => {
        console.error(error);
        $settings.set(null);
        return null;
      },
    );
  return loading;
}

/** The plan being bought, kept while the browser is away at checkout (the pending plan marker). */
const PENDING_KEY = 'pendingSubscription';

export function markPending(plan: string): void {
  sessionStorage.setItem(PENDING_KEY, plan);
}

export function clearPending(): void {
  sessionStorage.removeItem(PENDING_KEY);
}

/**
 * The buyer came back from a cancelled checkout: the pending marker goes, and a lifetime slot the checkout
 * held goes back on sale now rather than at the 30-minute sweep (the slot count is then read again).
 */
export async function leaveCheckout(): Promise<void> {
  clearPending();
  try {
    const { released } = await apiRequest<{ released: number }>('POST', '/api/cancel-checkout');
    if (released === 0) return;
    loading = undefined;
    await loadSettings();
  } catch (error) {
    console.warn('The checkout could not be cancelled now; its hold lapses on its own', error);
  }
}

export function pendingPlan(): string | null {
  return sessionStorage.getItem(PENDING_KEY);
}

async function updateUser(request: Promise<PublicUser>): Promise<PublicUser> {
  const user = await request;
  $user.set(user);
  return user;
}

export const startTrial = () => updateUser(apiRequest<PublicUser>('POST', '/api/update-subscription', { tier: 'trial', expiresAt: null }));

export const cancelSubscription = () => updateUser(apiRequest<PublicUser>('POST', '/api/cancel-subscription'));

/** Asks the server to activate a plan; it does only when Stripe confirms the payment. */
export const activatePlan = (plan: string) =>
  updateUser(apiRequest<PublicUser>('POST', '/api/update-subscription', { tier: plan, expiresAt: null }));
