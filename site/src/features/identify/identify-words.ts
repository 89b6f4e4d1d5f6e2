import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { MAX_DEPTH_METERS } from '@rules/dives';
import { ruleWords } from '../../lib/rule-words';
import type { RuleWords } from '../../lib/rule-text';
import type { CountWords } from '../../lib/words';
import type { ErrorWords } from './identify-errors';
import type { UploadStage } from './upload';
import { whereAndWhenPanelWords, whereAndWhenWords } from '../maps/where-and-when-words';
import { resultWords } from '@catalogue/components/result/result-words';
import { consentPanelWords } from '../history/consent-panel-words';
import { expertReviewWords } from '../history/owner-tools-words';
import { historyToastWords } from '../history/history-toast-words';

/**
 * The identify screen's words in a language, rendered with the page and handed to its island as a prop, so that the
 * island's script carries no messages (decision 128). `{…}` places are filled in the browser (lib/words.ts).
 */
export function identifyWords(language: Language) {
  const o = { locale: language };
  const count = { count: '{count}' };
  const free: CountWords = { one: m.identify_free_one(count, o), other: m.identify_free_other(count, o) };
  const size = { size: '{size}' };
  const stages: Record<UploadStage, string> = {
    preparing: m.identify_stage_preparing({}, o),
    uploading: m.identify_stage_uploading({}, o),
    identifying: m.identify_stage_identifying({}, o),
    checking: m.identify_stage_checking({}, o),
  };
  const errors: ErrorWords = {
    limitTitle: m.error_limit_title({}, o),
    limitSignedIn: m.error_limit_signed_in({}, o),
    limitSignedOut: m.error_limit_signed_out({}, o),
    aiUnavailable: { title: m.error_ai_unavailable_title({}, o), description: m.error_ai_unavailable_text({}, o) },
    processing: { title: m.error_processing_title({}, o), description: m.error_processing_text({}, o) },
    empty: { title: m.error_empty_title({}, o), description: m.error_empty_text({}, o) },
    incomplete: { title: m.error_incomplete_title({}, o), description: m.error_incomplete_text({}, o) },
    uploadFailed: m.error_upload_failed({}, o),
    identifyFailed: m.error_identify_failed({}, o),
  };
  return {
    language,
    title: m.identify_title({}, o),
    free,
    remainingOnDevice: m.identify_remaining_on_device({ free: '{free}' }, o),
    createAccount: m.identify_create_account({}, o),
    keepYours: m.identify_keep_yours({}, o),
    remainingSignedIn: m.identify_remaining_signed_in({ free: '{free}' }, o),
    seePlans: m.identify_see_plans({}, o),
    spentTitle: m.identify_spent_title({ free: '{free}' }, o),
    spentPremium: m.identify_spent_premium({}, o),
    spentRegister: m.identify_spent_register({}, o),
    signIn: m.nav_sign_in({}, o),
    photoAlt: m.identify_photo_alt({}, o),
    working: m.identify_working({}, o),
    progress: m.identify_progress({}, o),
    cancel: m.identify_cancel({}, o),
    loadFailed: { title: m.identify_load_failed_title({}, o), description: m.identify_load_failed_text({}, o) },
    send: m.identify_send({}, o),
    sendNote: m.identify_send_note({}, o),
    sendNoteFree: m.identify_send_note_free({}, o),
    keep: {
      title: m.identify_keep_title({}, o),
      register: m.identify_keep_register({}, o),
      or: m.identify_keep_or({}, o),
      signIn: m.identify_keep_sign_in({}, o),
      after: m.identify_keep_after({}, o),
    },
    offerHeading: m.identify_offer_heading({}, o),
    consent: consentPanelWords(language),
    reviews: expertReviewWords(language),
    again: m.identify_again({}, o),
    whereAndWhen: {
      language,
      diveNote: m.identify_dive_note({ dive: '{dive}' }, o),
      yourDive: m.identify_your_dive({}, o),
      add: m.identify_add_where_when({}, o),
      optional: m.identify_optional({}, o),
      added: m.identify_added({}, o),
      intro: m.identify_where_when_intro({}, o),
      depth: m.identify_depth({}, o),
      depthHint: m.identify_depth_hint({}, o),
      /** The depth rule's failure in the form's own words, its figure written as the page writes numbers. */
      depthRules: { language, messages: { 'depth.out_of_range': m.identify_depth_out_of_range({ max: new Intl.NumberFormat(language).format(MAX_DEPTH_METERS) }, o) } } as RuleWords,
      fields: whereAndWhenWords(language),
    },
    panel: whereAndWhenPanelWords(language),
    /** The toasts of what the result's owner does to it (saving it, trashing it, where and when, review). */
    historyToasts: historyToastWords(language),
    result: resultWords(language),
    sighting: {
      heading: m.identify_sighting_heading({ count: '{count}', max: '{max}' }, o),
      chosen: m.identify_chosen_photos({}, o),
      photoName: m.identify_photo_name({ number: '{number}', name: '{name}' }, o),
      cropped: m.identify_cropped({}, o),
      crop: m.identify_crop({}, o),
      remove: m.identify_remove({}, o),
      photoNumber: m.identify_photo_number({ number: '{number}' }, o),
    },
    drop: {
      title: m.identify_drop_title({}, o),
      hint: m.identify_drop_hint({}, o),
      camera: m.identify_drop_camera({}, o),
      library: m.identify_drop_library({}, o),
    },
    upload: {
      language,
      stages,
      cancelled: { title: m.identify_cancelled_title({}, o), description: m.identify_cancelled_text({}, o) },
      queued: { title: m.waiting_queued_title({}, o), description: m.waiting_queued_text({}, o) },
      errors,
      /** The browser's checks of a chosen photo and of its copy, said by their codes. */
      photoRules: ruleWords(language, ['photo']),
      sending: {
        several: m.identify_sending_several({ ...count, ...size }, o),
        severalPremium: m.identify_sending_several_premium({ ...count, ...size }, o),
        originalPremium: m.identify_sending_original_premium(size, o),
        asIs: m.identify_sending_as_is(size, o),
        copy: m.identify_sending_copy({ side: '{side}', ...size }, o),
        copyPremium: m.identify_sending_copy_premium({ side: '{side}', ...size }, o),
      },
    },
  };
}

export type IdentifyWords = ReturnType<typeof identifyWords>;
/** What the identify store says while it sends a sighting: its stages, a cancel, the errors by code. */
export type UploadWords = IdentifyWords['upload'];
