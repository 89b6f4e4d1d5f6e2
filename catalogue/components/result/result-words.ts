import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { conservationWords } from './conservation-words';
import { galleryWords } from './gallery-words';

/**
 * The result's own words in a language, rendered with the page (or the static page) and handed to ResultDisplay as
 * a prop, so that no island carries messages (decision 128). `{date}` is filled where the result is drawn.
 */
const inSentence = (word: string, language: Language) => (language === 'de' ? word : word.toLowerCase());

/** What each review status says (CommunityAnswer.tsx); an unreviewed sighting shows nothing. */
export type ReviewWords = Record<'in-review' | 'verified' | 'disputed', string>;

/** The review statuses' words alone, for lists that mark a sighting's verdict (History, the admin dashboard). */
export function reviewWords(language: Language): ReviewWords {
  const o = { locale: language };
  return { 'in-review': m.result_review_in_review({}, o), verified: m.result_review_verified({}, o), disputed: m.result_review_disputed({}, o) };
}

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
    check: {
      verified: m.result_check_verified({}, o),
      fuzzy: m.result_check_fuzzy({}, o),
      unmatched: m.result_check_unmatched({}, o),
      unavailable: m.result_check_unavailable({}, o),
      formerly: m.result_check_formerly({ name: '{name}' }, o),
      modelSaid: m.result_check_model_said({ name: '{name}' }, o),
    },
    conservation: conservationWords(language),
    review: reviewWords(language),
    modelSaid: m.result_model_said({ name: '{name}' }, o),
    candidates: {
      heading: m.result_candidates({}, o),
      label: m.result_candidates_label({}, o),
      notInWorms: m.result_not_in_worms({}, o),
      notNearby: m.result_not_nearby({}, o),
      notAtDepth: m.result_not_at_depth({}, o),
      confidence: m.result_confidence({ percent: '{percent}', word: '{word}' }, o),
      /** A candidate's rank as the model gives it ("species"), in a sentence; English shows the model's word. */
      ranks:
        language === 'en'
          ? null
          : ({
              species: inSentence(m.rank_species({}, o), language),
              subspecies: inSentence(m.rank_subspecies({}, o), language),
              genus: inSentence(m.rank_genus({}, o), language),
              family: inSentence(m.rank_family({}, o), language),
              order: inSentence(m.rank_order({}, o), language),
              class: inSentence(m.rank_class({}, o), language),
              phylum: inSentence(m.rank_phylum({}, o), language),
            } as Record<string, string>),
    },
    gallery: galleryWords(language),
    save: {
      saved: m.result_saved({}, o),
      title: m.result_save_title({}, o),
      save: m.result_save({}, o),
      trash: m.result_trash({}, o),
    },
  };
}

export type ResultWords = ReturnType<typeof resultWords>;
