import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { planWords } from './plan-words';
import { REDIRECT_DELAY_MS } from './SubscriptionSuccess';

/**
 * The words of /subscription-success in a language, rendered with the page and handed to its island as a prop
 * (decision 128); the plan's name comes from the catalogue, "{name}" and "{link}" kept for the island.
 */
export function successWords(language: Language) {
  const o = { locale: language };
  return {
    language,
    names: planWords(language).names,
    loading: m.account_loading({}, o),
    title: m.plans_subscription_title({}, o),
    error: m.plans_error({}, o),
    invalid: m.plans_invalid_subscription({}, o),
    unpaidText: m.plans_unpaid_text({}, o),
    activationFailedText: m.plans_activation_failed_text({}, o),
    verificationError: m.plans_verification_error({}, o),
    verifyFailed: m.plans_verify_failed({}, o),
    confirming: m.plans_confirming_payment({}, o),
    verifying: m.plans_verifying_payment({}, o),
    confirmed: m.plans_payment_confirmed({}, o),
    activating: m.plans_activating_plan({ name: '{name}' }, o),
    activated: m.plans_subscription_activated({}, o),
    active: m.plans_plan_active({ name: '{name}', link: '{link}', seconds: REDIRECT_DELAY_MS / 1000 }, o),
    mySubscription: m.account_my_subscription({}, o),
    unpaid: m.plans_payment_not_completed({}, o),
    verificationIssue: m.plans_verification_issue({}, o),
    verificationIssueText: m.plans_verification_issue_text({}, o),
    notUpdated: m.plans_subscription_not_updated({}, o),
    back: m.plans_back_to_subscription({}, o),
  };
}
export type SuccessWords = ReturnType<typeof successWords>;
