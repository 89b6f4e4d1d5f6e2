import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { resultWords } from '@catalogue/components/result/result-words';
import { loadMoreWords } from '../../ui/load-more-words';

/** Placeholders kept as written, for the island to fill in (lib/fill.ts). */
const KEEP = { reason: '{reason}', group: '{group}', date: '{date}', depth: '{depth}', name: '{name}' };

/** The words of /reviews in a language, rendered with the page and handed to its island as a prop (decision 128). */
export function reviewWords(language: Language) {
  const o = { locale: language };
  return {
    /** The candidates' list, drawn as the result draws it. */
    result: resultWords(language),
    language,
    loadMore: loadMoreWords(language),
    title: m.reviews_title({}, o),
    loading: m.account_loading({}, o),
    sent: m.reviews_sent({}, o),
    sentFor: { agree: m.reviews_sent_agree({}, o), suggest: m.reviews_sent_suggest({}, o), 'cannot-tell': m.reviews_sent_cannot_tell({}, o) },
    forExperts: m.reviews_for_experts({}, o),
    forExpertsText: m.reviews_for_experts_text({}, o),
    backToHistory: m.reviews_back_to_history({}, o),
    toReview: m.reviews_to_review({}, o),
    loadFailed: m.reviews_load_failed(KEEP, o),
    nothingLeftIn: m.reviews_nothing_left_in(KEEP, o),
    nothingLeft: m.reviews_nothing_left({}, o),
    filter: {
      group: m.reviews_group({}, o),
      allMyGroups: m.reviews_all_my_groups({}, o),
      label: m.reviews_filter_queue({}, o),
      classOrPhylum: m.reviews_class_or_phylum({}, o),
      example: m.reviews_class_example({}, o),
      filter: m.reviews_filter({}, o),
      showAll: m.reviews_show_all({}, o),
    },
    card: {
      seenOn: m.reviews_seen_on(KEEP, o),
      identifiedOn: m.reviews_identified_on(KEEP, o),
      deep: m.reviews_deep(KEEP, o),
      noPhoto: m.reviews_no_photo({}, o),
      modelAnswer: m.reviews_model_answer({}, o),
    },
    form: {
      yourReview: m.reviews_your_review({}, o),
      agreeWith: m.reviews_agree_with(KEEP, o),
      agree: m.reviews_agree({}, o),
      suggestAnother: m.reviews_suggest_another({}, o),
      cannotTell: m.reviews_cannot_tell({}, o),
      scientificName: m.reviews_scientific_name({}, o),
      example: m.reviews_name_example({}, o),
      sending: m.reviews_sending({}, o),
      sendSuggestion: m.reviews_send_suggestion({}, o),
      cancel: m.reviews_cancel({}, o),
      enterName: m.reviews_enter_name({}, o),
      notSent: m.reviews_not_sent({}, o),
    },
  };
}
export type ReviewWords = ReturnType<typeof reviewWords>;
