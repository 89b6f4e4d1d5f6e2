import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

/** The map's own words in a language: its pin, its demo note and its failure (rendered with the page, decision 128). */
export function mapWords(language: Language) {
  const o = { locale: language };
  return {
    pinTitle: m.maps_pin_title({}, o),
    pinAlt: m.maps_pin_alt({}, o),
    demo: m.maps_demo_tiles({}, o),
    failed: m.maps_failed({}, o),
  };
}

export type MapWords = ReturnType<typeof mapWords>;
