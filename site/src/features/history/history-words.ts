import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { whereAndWhenPanelWords } from '../maps/where-and-when-words';
import { resultWords } from '@catalogue/components/result/result-words';
import { PRODUCT_NAME } from '@rules/product';
import { mapWords } from '../maps/map-words';
import { loadMoreWords } from '../../ui/load-more-words';
import { consentPanelWords } from './consent-panel-words';
import { historyToolsWords } from './history-tools-words';
import { expertReviewWords, photoActionWords } from './owner-tools-words';
import { historyToastWords } from './history-toast-words';

/**
 * History's words in a language, rendered with the page and handed to its island as a prop, so that the island's
 * script carries no messages (decision 128). `{…}` places are filled in the browser (lib/words.ts).
 */
export function historyWords(language: Language) {
  const o = { locale: language };
  const count = { count: '{count}' };
  const species = { species: '{species}' };
  const date = { date: '{date}' };
  const result = resultWords(language);
  const toasts = historyToastWords(language);
  return {
    language,
    toasts,
    loadMore: loadMoreWords(language),
    tools: historyToolsWords(language),
    title: m.history_title({}, o),
    loadError: m.history_load_error({}, o),
    error: m.history_error({}, o),
    loading: m.history_loading({}, o),
    emptyTitle: m.history_empty_title({}, o),
    emptyText: m.history_empty_text({}, o),
    identify: m.history_identify({}, o),
    upsell: m.history_upsell({}, o),
    seePlans: m.history_see_plans({}, o),
    loadingRest: m.history_loading_rest({}, o),
    noMatch: m.history_no_match({}, o),
    views: m.history_views({}, o),
    viewIdentifications: m.history_view_identifications({}, o),
    viewTrash: m.history_view_trash({}, o),
    card: {
      language,
      photoCount: m.history_photo_count(count, o),
      noImage: m.history_no_image({}, o),
      saved: m.history_saved({}, o),
      notSaved: m.history_not_saved({}, o),
      seenOn: m.history_seen_on(date, o),
      identifiedOn: m.history_identified_on(date, o),
      accept: m.history_accept({}, o),
      acceptLabel: m.history_accept_label(species, o),
      trash: m.history_trash({}, o),
      trashLabel: m.history_trash_label(species, o),
      review: result.review,
      statusNames: result.conservation.names,
    },
    lifeList: {
      language,
      title: m.history_life_list({}, o),
      loading: m.history_life_list_loading({}, o),
      failed: m.history_life_list_failed({}, o),
      taxa: { one: m.history_taxa_one(count, o), other: m.history_taxa_other(count, o) },
      sightingsCount: { one: m.history_sightings_one(count, o), other: m.history_sightings_other(count, o) },
      count: m.history_life_list_count({ taxa: '{taxa}', sightings: '{sightings}' }, o),
      error: m.history_life_list_error({}, o),
      empty: m.history_life_list_empty({}, o),
      species: m.history_species({}, o),
      firstSeen: m.history_first_seen({}, o),
      lastSeen: m.history_last_seen({}, o),
      sightings: m.history_sightings({}, o),
    },
    trash: {
      language,
      toasts,
      title: m.history_view_trash({}, o),
      note: m.history_trash_note({ days: '{days}' }, o),
      loading: m.history_loading({}, o),
      failed: m.history_trash_failed({}, o),
      empty: m.history_trash_empty({}, o),
      deletedOn: m.history_deleted_on(date, o),
      restoring: m.history_restoring({}, o),
      restore: m.history_restore({}, o),
      loadMore: loadMoreWords(language),
    },
    detail: {
      language,
      toasts,
      title: m.detail_title({}, o),
      loading: m.history_loading({}, o),
      failedTitle: m.detail_failed_title({}, o),
      failedText: m.detail_failed_text({}, o),
      back: m.detail_back({}, o),
      identify: m.history_identify({}, o),
      delete: m.detail_delete({}, o),
      confirmTitle: m.detail_confirm_title({}, o),
      confirmText: m.detail_confirm_text({}, o),
      confirmDelete: m.detail_confirm_delete({}, o),
      confirmDeleting: m.detail_confirm_deleting({}, o),
      inTrash: m.detail_in_trash(date, o),
      restoring: m.history_restoring({}, o),
      restore: m.history_restore({}, o),
      panel: whereAndWhenPanelWords(language),
      result,
      consent: consentPanelWords(language),
      reviews: expertReviewWords(language),
      photoActions: photoActionWords(language),
      share: {
        text: m.share_text({ species: '{species}', product: PRODUCT_NAME }, o),
        heading: m.share_heading({}, o),
        copyFailed: m.share_copy_failed({}, o),
        noLink: m.share_no_link({}, o),
        badUrl: m.share_bad_url({}, o),
        copied: { title: m.share_copied_title({}, o), description: m.share_copied_text({}, o) },
        clipboardFailed: m.share_clipboard_failed({}, o),
        copiedButton: m.share_copied({}, o),
        copy: m.share_copy({}, o),
        tryAgain: m.share_try_again({}, o),
        createFailed: m.share_create_failed({}, o),
        revoked: { title: m.share_revoked_title({}, o), description: m.share_revoked_text({}, o) },
        revokeFailed: m.share_revoke_failed({}, o),
        linkLabel: m.share_link_label({}, o),
        unlistedNote: m.share_unlisted_note({}, o),
        revoking: m.share_revoking({}, o),
        revoke: m.share_revoke({}, o),
        privateNote: m.share_private_note({}, o),
        unavailable: m.share_unavailable({}, o),
        creating: m.share_creating({}, o),
        create: m.share_create({}, o),
      },
    },
    map: { language, title: m.history_map({}, o), label: m.history_map_label({}, o), view: mapWords(language) },
  };
}

export type HistoryWords = ReturnType<typeof historyWords>;
