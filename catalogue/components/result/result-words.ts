import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

/**
 * The result's own words in a language, rendered with the page (or the static page) and handed to ResultDisplay as
 * a prop, so that no island carries messages (decision 128). `{date}` is filled where the result is drawn.
 */
const inSentence = (word: string, language: Language) => (language === 'de' ? word : word.toLowerCase());

export function resultWords(language: Language) {
  const o = { locale: language };
  return {
    demo: m.result_demo({}, o),
    noImage: m.result_no_image({}, o),
    earlyRecord: m.result_early_record({}, o),
    seenOn: m.result_seen_on({ date: '{date}' }, o),
    identifiedOn: m.result_identified_on({ date: '{date}' }, o),
    nonMarine: m.result_non_marine({}, o),
    classification: m.result_classification({}, o),
    confirmGoogle: m.result_confirm_google({}, o),
    google: m.result_google({}, o),
    sections: {
      description: m.result_description({}, o),
      distribution: m.result_distribution({}, o),
      habitat: m.result_habitat({}, o),
      features: m.result_features({}, o),
      conservation: m.result_conservation({}, o),
    },
    alternatives: m.result_alternatives({}, o),
    thumb: m.result_thumb({ name: '{name}' }, o),
    thumbKin: m.result_thumb_kin({ name: '{name}', rank: '{rank}', kin: '{kin}' }, o),
    // In a sentence, as a common noun: lower case, but German, which capitalises nouns.
    thumbRanks: { genus: inSentence(m.rank_genus({}, o), language), family: inSentence(m.rank_family({}, o), language) },
    language,
    sure: { likely: m.result_sure_likely({}, o), possible: m.result_sure_possible({}, o), unlikely: m.result_sure_unlikely({}, o) },
    sureness: m.result_sureness({ percent: '{percent}', name: '{name}' }, o),
    rankNote: m.result_rank_note({ rank: '{rank}', name: '{name}', reason: '{reason}' }, o),
    /** The ranks an answer steps back to, as the note names them; another rank is named as WoRMS writes it. */
    ranks: { genus: m.result_rank_genus({}, o), family: m.result_rank_family({}, o), order: m.result_rank_order({}, o), class: m.result_rank_class({}, o) } as Record<string, string>,
    stepBack: {
      spread: m.result_step_back_spread({}, o),
      'not-recorded-nearby': m.result_step_back_not_recorded_nearby({}, o),
      'not-recorded-at-depth': m.result_step_back_not_recorded_at_depth({}, o),
    },
    save: {
      saved: m.result_saved({}, o),
      title: m.result_save_title({}, o),
      save: m.result_save({}, o),
      trash: m.result_trash({}, o),
    },
  };
}

export type ResultWords = ReturnType<typeof resultWords>;
