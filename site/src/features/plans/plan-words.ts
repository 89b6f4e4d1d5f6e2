import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { TRIAL_DAYS } from '@rules/plans';
import { FREE_IDENTIFICATIONS } from '@rules/product';

/** Placeholders kept as written, for the island to fill in (lib/fill.ts). */
const KEEP = { total: '{total}', remaining: '{remaining}', percent: '{percent}', price: '{price}', date: '{date}', name: '{name}' };

/** The questions about paid plans, asked on /pricing and on the home page (plan-questions.ts). */
export function planQuestionWords(language: Language) {
  const o = { locale: language };
  return {
    lifetime: m.plans_faq_lifetime({}, o),
    lifetimeAnswer: m.plans_faq_lifetime_answer(KEEP, o),
    cancel: m.plans_faq_cancel({}, o),
    cancelAnswer: m.plans_faq_cancel_answer({}, o),
  };
}
export type PlanQuestionWords = ReturnType<typeof planQuestionWords>;

/**
 * The words of the plan cards and /pricing in a language, rendered with the page and handed to the islands as a
 * prop (decision 128).
 */
export function planWords(language: Language) {
  const o = { locale: language };
  const days = { days: TRIAL_DAYS };
  return {
    language,
    names: {
      free: m.plans_free({}, o),
      trial: m.plans_trial({}, o),
      monthly: m.plans_monthly({}, o),
      yearly: m.plans_yearly({}, o),
      lifetime: m.plans_lifetime({}, o),
      premium: m.plans_premium({}, o),
    } as Record<string, string>,
    freeFeatures: [m.plans_free_identifications({ count: FREE_IDENTIFICATIONS }, o), m.plans_feature_history({}, o), m.plans_feature_map({}, o), m.plans_feature_no_premium({}, o)],
    premiumFeatures: [m.plans_feature_unlimited({}, o), m.plans_feature_search({}, o), m.plans_feature_images({}, o)],
    trialFeatures: [m.plans_feature_trial_days(days, o), m.plans_feature_no_card({}, o), m.plans_feature_back_to_free({}, o)],
    payOnce: m.plans_feature_pay_once({}, o),
    cancelAnyTime: m.plans_feature_cancel({}, o),
    current: m.plans_current({}, o),
    notAvailable: m.plans_not_available({}, o),
    included: m.plans_included({}, o),
    signUpFree: m.plans_sign_up_free({}, o),
    forDays: m.plans_for_days(days, o),
    trialUsed: m.plans_trial_used({}, o),
    startTrial: m.plans_start_trial({}, o),
    oneTime: m.plans_one_time({}, o),
    spotsLeft: m.plans_spots_left(KEEP, o),
    soldOut: m.plans_sold_out({}, o),
    getLifetime: m.plans_get_lifetime({}, o),
    perMonth: m.plans_per_month({}, o),
    perYear: m.plans_per_year({}, o),
    saveVsMonthly: m.plans_save_vs_monthly(KEEP, o),
    subscribeMonthly: m.plans_subscribe_monthly({}, o),
    subscribeYearly: m.plans_subscribe_yearly({}, o),
    paymentsUnavailable: m.plans_payments_unavailable({}, o),
    was: m.plans_was(KEEP, o),
    pleaseWait: m.plans_please_wait({}, o),
    faqTitle: m.plans_faq_title({}, o),
    faq: [
      [m.plans_faq_free({}, o), m.plans_faq_free_answer({ count: FREE_IDENTIFICATIONS }, o)],
      [m.plans_faq_trial({}, o), m.plans_faq_trial_answer({}, o)],
    ] as Array<[string, string]>,
    questions: planQuestionWords(language),
    ctaTitle: m.plans_cta_title({}, o),
    ctaIdentify: m.plans_cta_identify({}, o),
    ctaSignUp: m.plans_cta_sign_up({}, o),
    offer: m.plans_offer(KEEP, o),
    plans: m.plans_plans({}, o),
    checkoutCanceled: m.plans_checkout_canceled({}, o),
    loading: m.account_loading({}, o),
    trialStarted: m.plans_trial_started({}, o),
    trialStartedText: m.plans_trial_started_text(days, o),
    error: m.plans_error({}, o),
    requestFailed: m.plans_request_failed({}, o),
    status: {
      canceled: m.plans_subscription_canceled({}, o),
      keepAccessUntil: m.plans_keep_access_until(KEEP, o),
      error: m.plans_error({}, o),
      requestFailed: m.plans_request_failed({}, o),
      lifetimeAccess: m.plans_lifetime_access({}, o),
      active: m.plans_active({}, o),
      trialEnds: m.plans_trial_ends(KEEP, o),
      canceledUntil: m.plans_canceled_until(KEEP, o),
      renewsOn: m.plans_renews_on(KEEP, o),
      freeRemaining: m.plans_free_remaining(KEEP, o),
      currentPlan: m.plans_current_plan(KEEP, o),
      cancelSubscription: m.plans_cancel_subscription({}, o),
      confirmCancellation: m.plans_confirm_cancellation({}, o),
      cancelQuestion: m.plans_cancel_question(KEEP, o),
      canceling: m.plans_canceling({}, o),
      yesCancel: m.plans_yes_cancel({}, o),
      keepPlan: m.plans_keep_plan({}, o),
    },
  };
}
export type PlanWords = ReturnType<typeof planWords>;

/** The words of /checkout in a language, rendered with the page and handed to its island as a prop (decision 128). */
export function checkoutWords(language: Language) {
  const o = { locale: language };
  const keep = { name: '{name}', time: '{time}', link: '{link}', price: '{price}' };
  return {
    language,
    names: planWords(language).names,
    title: m.plans_checkout_title({}, o),
    error: m.plans_checkout_error({}, o),
    failed: m.plans_checkout_failed({}, o),
    invalidPlan: m.plans_invalid_plan({}, o),
    returnToSubscription: m.plans_return_to_subscription({}, o),
    preparing: m.plans_preparing_checkout({}, o),
    loading: m.account_loading({}, o),
    planName: m.plans_plan_name(keep, o),
    period: { lifetime: m.plans_one_time({}, o), monthly: m.plans_every_30_days({}, o), yearly: m.plans_every_365_days({}, o) } as Record<string, string>,
    slotHeld: m.plans_slot_held(keep, o),
    trialNote: m.plans_trial_note({ ...keep, days: TRIAL_DAYS }, o),
    mySubscription: m.account_my_subscription({}, o),
    cancel: m.plans_cancel_checkout({}, o),
    noPlan: m.plans_no_plan({}, o),
    viewPlans: m.plans_view_plans({}, o),
    unexpected: m.plans_unexpected({}, o),
    processing: m.plans_processing({}, o),
    pay: m.plans_pay(keep, o),
  };
}
export type CheckoutWords = ReturnType<typeof checkoutWords>;
