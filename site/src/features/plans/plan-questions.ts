import { offeredPlans, slotsOf, type SubscriptionSettings } from './plans';

export type Question = [question: string, answer: string];

/**
 * The questions about paid plans, for the plans on offer: the lifetime plan while its spots last; monthly and yearly
 * plans only once they are offered (the lifetime spots gone), or to someone who holds one. The home page and
 * /pricing ask the same, so neither speaks of a plan the other does not offer.
 */
export function planQuestions(settings: SubscriptionSettings | null | undefined, tier?: string | null): Question[] {
  const offered = offeredPlans(settings);
  const subscriptions = offered.subscriptions || tier === 'monthly' || tier === 'yearly';
  return [
    ...(offered.lifetime || tier === 'lifetime'
      ? [['What is the lifetime plan?', `A one-time payment for unlimited use, with no renewals, so there is nothing to cancel. It is limited to the first ${slotsOf(settings).total} users.`] as Question]
      : []),
    ...(subscriptions
      ? [['Can I cancel my subscription?', 'Monthly and yearly plans can be cancelled at any time from My Subscription. You keep access until the end of the billing period.'] as Question]
      : []),
  ];
}
