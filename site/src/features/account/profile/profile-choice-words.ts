import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { PRODUCT_NAME } from '@rules/product';

/** The words of the consent choice (ConsentChoice): the licences' meanings by licence id, "{licence}" kept for the island. */
export interface ConsentWords {
  label: string;
  keepPrivate: string;
  allowUnder: string;
  allowUnderRecommended: string;
  privateHint: string;
  publicHint: string;
  meaning: Record<string, string>;
}

export function consentWords(language: Language): ConsentWords {
  const o = { locale: language };
  return {
    label: m.account_public_catalogue({}, o),
    keepPrivate: m.account_keep_private({}, o),
    allowUnder: m.account_allow_under({ licence: '{licence}' }, o),
    allowUnderRecommended: m.account_allow_under_recommended({ licence: '{licence}' }, o),
    privateHint: m.account_private_hint({}, o),
    publicHint: m.account_public_hint({ meaning: '{meaning}' }, o),
    meaning: {
      'CC-BY-NC-4.0': m.account_licence_by_nc({}, o),
      'CC-BY-4.0': m.account_licence_by({}, o),
      'CC0-1.0': m.account_licence_cc0({}, o),
    },
  };
}

/** The words of the profile's choices and of "Your data", rendered with /profile (decision 128). */
export function profileChoiceWords(language: Language) {
  const o = { locale: language };
  return {
    saved: m.account_saved({}, o),
    error: m.account_error({}, o),
    notSaved: m.account_choice_not_saved({ reason: '{reason}' }, o),
    tryAgain: m.account_please_try_again({}, o),
    consent: {
      section: m.account_catalogue_default({}, o),
      heading: m.account_public_catalogue({}, o),
      lede: m.account_catalogue_default_lede({}, o),
      saved: m.account_default_saved({}, o),
      savedText: m.account_default_saved_text({}, o),
      notSaved: m.account_default_not_saved({ reason: '{reason}' }, o),
      choice: consentWords(language),
    },
    photoLocation: {
      section: m.account_photo_location({}, o),
      heading: m.account_photo_location_heading({}, o),
      label: m.account_photo_location_label({}, o),
      savedOn: m.account_photo_location_on({}, o),
      savedOff: m.account_photo_location_off({}, o),
      text: m.account_photo_location_text({ product: PRODUCT_NAME }, o),
    },
    dailySummary: {
      section: m.account_daily_summary_section({}, o),
      heading: m.account_daily_summary_section({}, o),
      label: m.account_daily_summary_label({}, o),
      savedOn: m.account_daily_summary_on({}, o),
      savedOff: m.account_daily_summary_off({}, o),
      text: m.account_daily_summary_text({}, o),
      unverified: m.account_daily_summary_unverified({}, o),
    },
    yourData: {
      deleted: m.account_deleted({}, o),
      deletedText: m.account_deleted_text({}, o),
      enterPassword: m.account_enter_password({}, o),
      deleteFailed: m.account_delete_failed({}, o),
      title: m.account_your_data({}, o),
      download: m.account_download_data({}, o),
      downloadText: m.account_download_text({}, o),
      delete: m.account_delete_account({}, o),
      deleteText: m.account_delete_text({}, o),
      password: m.account_your_password({}, o),
      confirmTitle: m.account_delete_confirm_title({}, o),
      confirmText: m.account_delete_confirm_text({}, o),
    },
  };
}
export type ProfileChoiceWords = ReturnType<typeof profileChoiceWords>;
