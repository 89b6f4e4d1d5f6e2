import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import type { ConservationStatusSource } from '@rules/taxon';

/**
 * The words of a conservation status in a language, rendered with the page (decision 128): the Red List's
 * categories by their English name in lower case (null in English, which shows a status as it is written), and
 * where a status comes from. `{year}` is filled where the status is drawn.
 */
export function conservationWords(language: Language) {
  const o = { locale: language };
  return {
    names:
      language === 'en'
        ? null
        : ({
            extinct: m.result_status_extinct({}, o),
            'extinct in the wild': m.result_status_extinct_in_the_wild({}, o),
            'critically endangered': m.result_status_critically_endangered({}, o),
            endangered: m.result_status_endangered({}, o),
            vulnerable: m.result_status_vulnerable({}, o),
            'near threatened': m.result_status_near_threatened({}, o),
            'least concern': m.result_status_least_concern({}, o),
            'data deficient': m.result_status_data_deficient({}, o),
            'not evaluated': m.result_status_not_evaluated({}, o),
          } as Record<string, string>),
    sources: {
      'worms-iucn': m.result_source_worms_iucn({}, o),
      iucn: m.result_source_iucn({}, o),
      model: m.result_source_model({}, o),
    } as Record<ConservationStatusSource, string>,
    assessed: m.result_source_worms_iucn_year({ year: '{year}' }, o) as string,
  };
}

export type ConservationWords = ReturnType<typeof conservationWords>;
export type StatusNames = ConservationWords['names'];
