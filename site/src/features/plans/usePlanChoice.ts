import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { PublicUser } from '../../lib/types';
import { markPending, startTrial } from './subscription';
import { toast } from '../../ui/toasts';
import type { ChosenPlan } from './PlanCards';

export const SUBSCRIPTION_REQUEST_FAILED = 'Failed to process subscription request';

/**
 * What picking a plan card does: visitors go to /auth, the trial starts at once, a paid plan goes to
 * checkout with the pending marker set.
 */
export function usePlanChoice(user: PublicUser | null | undefined) {
  const [busy, setBusy] = useState<ChosenPlan | null>(null);

  const choose = async (plan: ChosenPlan) => {
    if (!user) {
      window.location.href = '/auth';
      return;
    }
    if (plan === 'free') return;
    if (plan === 'trial') {
      setBusy('trial');
      try {
        await startTrial();
        toast({ title: 'Trial started', description: 'Enjoy 7 days of all premium features.' });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, SUBSCRIPTION_REQUEST_FAILED), variant: 'destructive' });
      } finally {
        setBusy(null);
      }
      return;
    }
    markPending(plan);
    window.location.href = `/checkout?plan=${plan}`;
  };

  return { busy, choose };
}
