import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { mapWords } from './map-words';
import { ruleWords } from '../../lib/rule-words';
import type { RuleWords } from '../../lib/rule-text';

/**
 * The rules the fields say: the position's as the rules word them, the date's two in the form's own words (the API
 * words them for a field named observedAt).
 */
function formRules(language: Language): RuleWords {
  const o = { locale: language };
  const { messages } = ruleWords(language, ['position']);
  return { language, messages: { ...messages, 'observed_at.in_future': m.maps_date_in_future({}, o), 'observed_at.unreadable': m.maps_date_invalid({}, o) } };
}

/**
 * The where-and-when fields' words in a language, rendered with the page (identify-words.ts, history-words.ts) and
 * handed down to the fields, so that no island carries messages (decision 128). `{…}` places are filled in the browser.
 */
export function whereAndWhenWords(language: Language) {
  const o = { locale: language };
  return {
    rules: formRules(language),
    photoSays: m.maps_photo_says({ where: '{where}', when: '{when}' }, o),
    photoAt: m.maps_photo_at({ position: '{position}' }, o),
    photoOn: m.maps_photo_on({ date: '{date}' }, o),
    usePhotoPlace: m.maps_use_photo_place({}, o),
    usePhotoDate: m.maps_use_photo_date({}, o),
    where: m.maps_where({}, o),
    noPlace: m.maps_no_place_pin({}, o),
    pinLabel: m.maps_pin_label({}, o),
    map: mapWords(language),
    finding: m.maps_finding({}, o),
    useLocation: m.maps_use_location({}, o),
    removePin: m.maps_remove_pin({}, o),
    when: m.maps_when({}, o),
    date: m.maps_date({}, o),
    time: m.maps_time({}, o),
    location: {
      denied: m.maps_location_denied({}, o),
      unavailable: m.maps_location_unavailable({}, o),
      unsupported: m.maps_location_unsupported({}, o),
    },
  };
}

export type WhereAndWhenWords = ReturnType<typeof whereAndWhenWords>;

/** The where-and-when panel of a result (history/WhereAndWhenPanel.tsx): the fields' words and its own. */
export function whereAndWhenPanelWords(language: Language) {
  const o = { locale: language };
  return {
    fields: whereAndWhenWords(language),
    title: m.maps_where_and_when({}, o),
    saving: m.maps_saving({}, o),
    save: m.maps_save({}, o),
    cancel: m.maps_cancel({}, o),
    around: m.maps_around({ cell: '{cell}' }, o),
    sources: { exif: m.maps_from_photo({}, o), dive: m.maps_from_dive({}, o), user: m.maps_as_given({}, o) },
    noPlace: m.maps_no_place({}, o),
    onDate: m.maps_on_date({ date: '{date}' }, o),
    noDate: m.maps_no_date({}, o),
    depth: m.maps_depth({ depth: '{depth}' }, o),
    takenOn: m.maps_taken_on({}, o),
    mapOfPhoto: m.maps_map_of_photo({}, o),
    map: mapWords(language),
    edit: m.maps_edit({}, o),
    add: m.maps_add({}, o),
    clear: m.maps_clear({}, o),
  };
}

export type WhereAndWhenPanelWords = ReturnType<typeof whereAndWhenPanelWords>;
