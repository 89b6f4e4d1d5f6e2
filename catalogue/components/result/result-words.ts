import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

/**
 * The result's own words in a language, rendered with the page (or the static page) and handed to ResultDisplay as
 * a prop, so that no island carries messages (decision 128). `{date}` is filled where the result is drawn.
 */
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
    save: {
      saved: m.result_saved({}, o),
      title: m.result_save_title({}, o),
      save: m.result_save({}, o),
      trash: m.result_trash({}, o),
    },
  };
}

export type ResultWords = ReturnType<typeof resultWords>;
