import * as m from '@messages/messages.js';
import { MAX_DIVES_PER_LOG, MAX_IMPORTS_PER_HOUR, MAX_IMPORT_BYTES_PER_HOUR, MAX_KEPT_LOG_BYTES, megabytesText } from '@rules/dive-imports';
import type { ErrorCode } from '@rules/error-codes';
import type { Language } from '@rules/languages';
import { numberText } from '@rules/numbers';
import type { Plural } from '../../lib/fill';
import { mapWords } from '../maps/map-words';
import { loadMoreWords } from '../../ui/load-more-words';
import { ruleWords } from '../../lib/rule-words';

/** Every placeholder of the dives' messages, kept as written for the island to fill in (lib/fill.ts). */
const KEEP = {
  count: '{count}', name: '{name}', size: '{size}', index: '{index}', date: '{date}', depth: '{depth}', duration: '{duration}',
  elapsed: '{elapsed}', minutes: '{minutes}', hours: '{hours}', offset: '{offset}', time: '{time}', from: '{from}', to: '{to}',
  dates: '{dates}', where: '{where}', dive: '{dive}', site: '{site}', dives: '{dives}', photos: '{photos}',
};

/**
 * The words of My Dives and of a dive's page in a language, rendered with the page and handed to the islands as a
 * prop, so that their scripts carry no messages (decision 128).
 */
export function divesWords(language: Language) {
  const o = { locale: language };
  const plural = (one: (i: typeof KEEP, o: { locale: Language }) => string, other: typeof one): Plural => ({ one: one(KEEP, o), other: other(KEEP, o) });
  const count = { ...KEEP, count: numberText(MAX_DIVES_PER_LOG, o) };
  const kept = megabytesText(MAX_KEPT_LOG_BYTES);
  /** The import's refusals the screen words itself, by the server's code; any other shows the server's message. */
  const importErrors: Partial<Record<ErrorCode, string>> = {
    'dives.not_a_log': m.dives_error_not_a_log({}, o),
    'dives.no_dives': m.dives_error_no_dives({}, o),
    'dives.empty_track': m.dives_error_empty_track({}, o),
    'dives.needs_utc_offset': m.dives_error_needs_utc_offset({}, o),
    'dives.took_too_long': m.dives_error_took_too_long({}, o),
    'dives.xml_declarations': m.dives_error_xml_declarations({}, o),
    'dives.too_many_elements': m.dives_error_too_many_elements({}, o),
    'dives.too_many_in_log': m.dives_error_too_many_in_log(count, o),
    'dives.too_many_imports': m.dives_error_too_many_imports({ count: numberText(MAX_IMPORTS_PER_HOUR, o), size: megabytesText(MAX_IMPORT_BYTES_PER_HOUR) }, o),
  };
  return {
    language,
    loadMore: loadMoreWords(language),
    title: m.dives_title({}, o),
    error: m.dives_error({}, o),
    loadError: m.dives_load_error({}, o),
    loading: m.dives_loading({}, o),
    empty: m.dives_empty({}, o),
    listLabel: m.dives_list_label({}, o),
    noSite: m.dives_no_site({}, o),
    maxDepth: m.dives_max_depth({}, o),
    depthNotLogged: m.dives_depth_not_logged({}, o),
    depthNotLoggedFigure: m.dives_depth_not_logged_figure({}, o),
    duration: m.dives_duration({}, o),
    sightingsLabel: m.dives_sightings({}, o),
    sightings: plural(m.dives_sightings_one, m.dives_sightings_other),
    minutes: m.dives_minutes(KEEP, o),
    hoursMinutes: m.dives_hours_minutes(KEEP, o),
    import: {
      title: m.dives_import_title({}, o),
      hint: m.dives_import_hint(count, o),
      kept: m.dives_import_kept({ size: kept }, o),
      files: m.dives_import_files({}, o),
      importing: m.dives_importing(KEEP, o),
      importingOf: m.dives_importing_of(KEEP, o),
      placed: plural(m.dives_import_placed_one, m.dives_import_placed_other),
      imported: plural(m.dives_imported_one, m.dives_imported_other),
      duplicates: plural(m.dives_import_duplicates_one, m.dives_import_duplicates_other),
      skipped: plural(m.dives_import_skipped_one, m.dives_import_skipped_other),
      samples: plural(m.dives_import_samples_one, m.dives_import_samples_other),
      dropped: plural((i, o) => m.dives_import_dropped_one({ ...i, size: kept }, o), (i, o) => m.dives_import_dropped_other({ ...i, size: kept }, o)),
      failed: plural(m.dives_import_failed_one, m.dives_import_failed_other),
      error: m.dives_import_error({}, o),
      errors: importErrors,
      siteZone: m.dives_site_zone({}, o),
      placeOn: m.dives_place_on(KEEP, o),
    },
    dive: {
      title: m.dives_dive_title({}, o),
      offlineTitle: m.dives_offline_title({}, o),
      offlineText: m.dives_offline_text({}, o),
      back: m.dives_back({}, o),
      failedTitle: m.dives_failed_title({}, o),
      failedText: m.dives_failed_text({}, o),
      saved: m.dives_saved({}, o),
      deleted: m.dives_deleted({}, o),
      deletedText: m.dives_deleted_text({}, o),
      diveOf: m.dives_dive_of(KEEP, o),
      profileTitle: m.dives_profile_title({}, o),
      addPhotos: m.dives_add_photos({}, o),
      siteTitle: m.dives_site_title({}, o),
      siteSaved: m.dives_site_saved({}, o),
      siteNoPosition: m.dives_site_no_position(KEEP, o),
      unnamedSite: m.dives_unnamed_site({}, o),
      noSiteGiven: m.dives_no_site_given({}, o),
      siteMap: m.dives_site_map({}, o),
      map: mapWords(language),
      editSite: m.dives_edit_site({}, o),
      addSite: m.dives_add_site({}, o),
      clockSaved: m.dives_clock_saved({}, o),
      delete: m.dives_delete({}, o),
      deleteTitle: m.dives_delete_title({}, o),
      deleteText: m.dives_delete_text({}, o),
      deleteConfirm: m.dives_delete_confirm({}, o),
      deleting: m.dives_deleting({}, o),
      saveError: m.dives_save_error({}, o),
      deleteError: m.dives_delete_error({}, o),
    },
    profile: {
      summary: m.dives_profile_summary(KEEP, o),
      marked: plural(m.dives_profile_marked_one, m.dives_profile_marked_other),
      chart: m.dives_profile_chart({}, o),
      axisTime: m.dives_axis_time({}, o),
      axisDepth: m.dives_axis_depth({}, o),
      sightingAt: m.dives_sighting_at(KEEP, o),
    },
    site: {
      rules: ruleWords(language, ['position']),
      nameTooLong: m.dives_site_name_too_long(KEEP, o),
      name: m.dives_site_name({}, o),
      latitude: m.dives_latitude({}, o),
      longitude: m.dives_longitude({}, o),
      latitudeHint: m.dives_latitude_hint({}, o),
      longitudeHint: m.dives_longitude_hint({}, o),
      pin: m.dives_site_pin({}, o),
      map: mapWords(language),
      saving: m.dives_saving({}, o),
      save: m.dives_save_site({}, o),
      cancel: m.dives_cancel({}, o),
    },
    clock: {
      title: m.dives_clock_title({}, o),
      now: m.dives_clock_now(KEEP, o),
      noPhotos: m.dives_clock_no_photos({}, o),
      give: m.dives_clock_give({}, o),
      is: m.dives_clock_is(KEEP, o),
      missing: m.dives_clock_missing({}, o),
      inStep: m.dives_offset_in_step({}, o),
      behind: m.dives_offset_behind(KEEP, o),
      ahead: m.dives_offset_ahead(KEEP, o),
      photo: m.dives_clock_photo({}, o),
      byCamera: m.dives_by_camera(KEEP, o),
      reallyTaken: m.dives_really_taken({}, o),
      error: m.dives_clock_error({}, o),
      saving: m.dives_saving({}, o),
    },
    trip: {
      title: m.dives_trip_title({}, o),
      zone: m.dives_trip_zone({}, o),
      suggest: m.dives_trip_suggest(KEEP, o),
      dates: m.dives_trip_dates(KEEP, o),
      apply: m.dives_trip_apply({}, o),
      missing: m.dives_trip_missing({}, o),
      choose: m.dives_trip_choose({}, o),
      firstDay: m.dives_trip_first_day({}, o),
      lastDay: m.dives_trip_last_day({}, o),
      pick: m.dives_trip_pick({}, o),
      preview: m.dives_trip_preview({}, o),
      photo: m.dives_trip_photo(KEEP, o),
      onDive: m.dives_trip_on_dive(KEEP, o),
      noDive: m.dives_trip_no_dive({}, o),
      diveAt: m.dives_dive_at(KEEP, o),
      set: m.dives_trip_set({}, o),
      saved: m.dives_trip_saved(KEEP, o),
      dives: plural(m.dives_trip_dives_one, m.dives_trip_dives_other),
      photos: plural(m.dives_trip_photos_one, m.dives_trip_photos_other),
      hoursBehind: plural(m.dives_hours_behind_one, m.dives_hours_behind_other),
      hoursAhead: plural(m.dives_hours_ahead_one, m.dives_hours_ahead_other),
    },
  };
}

export type DivesWords = ReturnType<typeof divesWords>;
