import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { PublicUser } from '../../lib/types';
import { markPending, startTrial } from './subscription';
import { toast } from '../../ui/toasts';
import type { ChosenPlan } from './PlanCards';
import type { PlanWords } from './plan-words';

/**
 * What picking a plan card does: visitors go to /auth, the trial starts at once, a paid plan goes to
 * checkout with the pending marker set. Its toasts speak the page's language.
 */
export function usePlanChoice(user: PublicUser | null | undefined, words: Pick<PlanWords, 'trialStarted' | 'trialStartedText' | 'error' | 'requestFailed'>) {
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
        toast({ title: words.trialStarted, description: words.trialStartedText });
      } catch (error) {
        toast({ title: words.error, description: errorMessage(error, words.requestFailed), variant: 'destructive' });
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
