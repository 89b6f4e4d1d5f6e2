import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import type { Plural } from '../../lib/fill';
import { loadMoreWords } from '../../ui/load-more-words';
import { consentWords } from '../account/profile/profile-choice-words';

/** Every placeholder of the trips' messages, kept as written for the islands to fill in (lib/fill.ts). */
const KEEP = { count: '{count}', done: '{done}', total: '{total}', sent: '{sent}', size: '{size}', time: '{time}', name: '{name}', reason: '{reason}', index: '{index}', dive: '{dive}', id: '{id}', price: '{price}' };

/**
 * The words of My Trips and of a trip's page in a language, rendered with the page and handed to the islands as a
 * prop, so that their scripts carry no messages (decision 128).
 */
export function tripsWords(language: Language) {
  const o = { locale: language };
  const plural = (one: (i: typeof KEEP, o: { locale: Language }) => string, other: typeof one): Plural => ({ one: one(KEEP, o), other: other(KEEP, o) });
  return {
    language,
    loadMore: loadMoreWords(language),
    title: m.trips_title({}, o),
    intro: m.trips_intro({}, o),
    name: m.trips_name({}, o),
    start: m.trips_start({}, o),
    startError: m.trips_start_error({}, o),
    loading: m.trips_loading({}, o),
    loadError: m.trips_load_error({}, o),
    empty: m.trips_empty({}, o),
    listLabel: m.trips_list_label({}, o),
    photos: plural(m.trips_photos_one, m.trips_photos_other),
    sightings: plural(m.trips_sightings_one, m.trips_sightings_other),
    trip: {
      back: m.trips_back({}, o),
      notFound: m.trips_not_found({}, o),
      group: m.trips_group({}, o),
      groupError: m.trips_group_error({}, o),
      report: m.trips_report_link({}, o),
    },
    upload: {
      title: m.trips_add_title({}, o),
      hint: m.trips_add_hint({}, o),
      folder: m.trips_pick_folder({}, o),
      photos: m.trips_pick_photos({}, o),
      preparing: m.trips_preparing(KEEP, o),
      progressLabel: m.trips_progress_label({}, o),
      progress: m.trips_progress(KEEP, o),
      timeLeft: m.trips_time_left(KEEP, o),
      offline: m.trips_offline({}, o),
      allSent: m.trips_all_sent({}, o),
      refused: m.trips_refused(KEEP, o),
    },
    grid: {
      label: m.trips_sightings_label({}, o),
      sighting: m.trips_sighting(KEEP, o),
      dive: m.trips_dive(KEEP, o),
      noDive: m.trips_no_dive({}, o),
      timeUnknown: m.trips_time_unknown({}, o),
      photo: m.trips_photo(KEEP, o),
      moveLabel: m.trips_move_label(KEEP, o),
      move: m.trips_move({}, o),
      split: m.trips_split({}, o),
      merge: m.trips_merge({}, o),
      drop: m.trips_drop({}, o),
      saved: m.trips_saved({}, o),
      saveError: m.trips_save_error({}, o),
      locked: m.trips_locked({}, o),
    },
    identify: {
      button: plural(m.trips_identify_one, m.trips_identify_other),
      when: m.trips_identify_when({}, o),
      batch: m.trips_identify_batch({}, o),
      now: m.trips_identify_now({}, o),
      error: m.trips_identify_error({}, o),
      progressLabel: m.trips_identify_progress_label({}, o),
      progress: m.trips_identify_progress(KEEP, o),
      needsPlan: m.trips_needs_plan(KEEP, o),
      seePlans: m.trips_see_plans({}, o),
    },
    review: {
      title: m.trips_review_title({}, o),
      label: m.trips_review_label({}, o),
      doubts: {
        'low-confidence': m.trips_doubt_low_confidence({}, o),
        'above-species': m.trips_doubt_above_species({}, o),
        'not-recorded-nearby': m.trips_doubt_not_recorded_nearby({}, o),
        'not-recorded-at-depth': m.trips_doubt_not_recorded_at_depth({}, o),
        'unknown-name': m.trips_doubt_unknown_name({}, o),
      },
      sure: m.trips_sure({}, o),
      modelSaid: m.trips_model_said(KEEP, o),
      accept: m.trips_accept({}, o),
      accepted: m.trips_accepted({}, o),
      acceptAll: m.trips_accept_all({}, o),
      acceptDone: m.trips_accept_done({}, o),
      acceptError: m.trips_accept_error({}, o),
      fixName: m.trips_fix_name({}, o),
      nameField: {
        label: m.trips_scientific_name({}, o),
        example: m.trips_name_example({}, o),
        send: m.trips_save_name({}, o),
        sending: m.trips_saving_name({}, o),
        cancel: m.trips_cancel({}, o),
      },
      enterName: m.trips_enter_name({}, o),
      nameError: m.trips_name_error({}, o),
      nameSaved: m.trips_name_saved({}, o),
      offered: m.trips_offered({}, o),
    },
    offer: {
      button: m.trips_offer_all({}, o),
      intro: m.trips_offer_intro({}, o),
      licence: m.trips_offer_licence({}, o),
      meaning: consentWords(language).meaning,
      confirm: m.trips_offer_confirm({}, o),
      cancel: m.trips_cancel({}, o),
      close: m.trips_close({}, o),
      done: m.trips_offer_done({}, o),
      error: m.trips_offer_error({}, o),
    },
  };
}

export type TripsWords = ReturnType<typeof tripsWords>;
export type UploadWords = TripsWords['upload'];
export type GridWords = TripsWords['grid'];
export type IdentifyWords = TripsWords['identify'];
export type ReviewWords = TripsWords['review'];
export type OfferWords = TripsWords['offer'];
