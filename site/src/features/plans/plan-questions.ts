import { numberText } from '@rules/numbers';
import { fill } from '../../lib/fill';
import { offeredPlans, slotsOf, type SubscriptionSettings } from './plans';
import type { PlanQuestionWords } from './plan-words';

export type Question = [question: string, answer: string];

/**
 * The questions about paid plans, for the plans on offer: the lifetime plan while its spots last; monthly and yearly
 * plans only once they are offered (the lifetime spots gone), or to someone who holds one. The home page and
 * /pricing ask the same, so neither speaks of a plan the other does not offer.
 */
export function planQuestions(words: PlanQuestionWords, settings: SubscriptionSettings | null | undefined, tier?: string | null): Question[] {
  const offered = offeredPlans(settings);
  const subscriptions = offered.subscriptions || tier === 'monthly' || tier === 'yearly';
  return [
    ...(offered.lifetime || tier === 'lifetime'
      ? [[words.lifetime, fill(words.lifetimeAnswer, { total: numberText(slotsOf(settings).total, { useGrouping: false }) })] as Question]
      : []),
    ...(subscriptions
      ? [[words.cancel, words.cancelAnswer] as Question]
      : []),
  ];
}
