import { atom } from 'nanostores';
import { answer, api } from '../../lib/api';
import type { PublicUser, SubscriptionSettings } from '../../lib/types';
import { $user } from '../account/session';

/** undefined while loading, null when they could not be fetched (the pages then show the fallbacks). */
export const $settings = atom<SubscriptionSettings | null | undefined>(undefined);

let loading: Promise<SubscriptionSettings | null> | undefined;

export function loadSettings(): Promise<SubscriptionSettings | null> {
  loading ??= answer(api['subscription-settings'].get()).then(
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
    const { released } = await answer(api['cancel-checkout'].post());
    if (released === 0) return;
    loading = undefined;
    await loadSettings();
  } catch (error) {
    console.warn('The checkout could not be cancelled now; its hold lapses on its own', error);
  }
}

async function updateUser(request: Promise<PublicUser>): Promise<PublicUser> {
  const user = await request;
  $user.set(user);
  return user;
}

export const startTrial = () => updateUser(answer(api['update-subscription'].post({ tier: 'trial', expiresAt: null })));

export const cancelSubscription = () => updateUser(answer(api['cancel-subscription'].post()));

/** Asks the server to activate a plan; it does only when Stripe confirms the payment. */
export const activatePlan = (plan: string) =>
  updateUser(answer(api['update-subscription'].post({ tier: plan, expiresAt: null })));
