import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { mapWords } from '../../maps/map-words';

const KEEP = { count: '{count}' };

/** The words of a trip's report, the owner's and the shared one, rendered with the page and handed to the islands (decision 128). */
export function reportWords(language: Language) {
  const o = { locale: language };
  return {
    language,
    title: m.trips_report_title({}, o),
    back: m.trips_report_back({}, o),
    loading: m.trips_loading({}, o),
    loadError: m.trips_load_error({}, o),
    tripNotFound: m.trips_not_found({}, o),
    notFound: m.trips_report_not_found({}, o),
    sharedIntro: m.trips_report_shared_intro({}, o),
    species: m.trips_report_species({}, o),
    speciesLabel: m.trips_report_species_label({}, o),
    counted: { one: m.trips_report_counted_one(KEEP, o), other: m.trips_report_counted_other(KEEP, o) },
    sightings: { one: m.trips_sightings_one(KEEP, o), other: m.trips_sightings_other(KEEP, o) },
    newForLifeList: m.trips_report_new({}, o),
    empty: m.trips_report_empty({}, o),
    dives: m.trips_report_dives({}, o),
    divesLabel: m.trips_report_dives_label({}, o),
    map: m.trips_report_map({}, o),
    mapView: mapWords(language),
    noDive: m.trips_report_no_dive({}, o),
    placeHidden: m.trips_report_place_hidden({}, o),
    unplaced: m.trips_report_unplaced({}, o),
    share: {
      title: m.trips_report_share_title({}, o),
      hint: m.trips_report_share_hint({}, o),
      share: m.trips_report_share({}, o),
      link: m.trips_report_share_link({}, o),
      stop: m.trips_report_stop_sharing({}, o),
      error: m.trips_report_share_error({}, o),
    },
  };
}

export type ReportWords = ReturnType<typeof reportWords>;
export type ShareWords = ReportWords['share'];
