import * as m from '@messages/messages.js';
import type { ErrorCode } from '@rules/error-codes';
import type { Language } from '@rules/languages';
import { TRASH_DAYS } from '@rules/trash';

/** The codes History's calls are refused with whose words need no figures: said from the catalogue, by code. */
const TOLD = {
  'auth.required': m.error_auth_required,
  'request.cross_site': m.error_request_cross_site,
  'server.error': m.error_server_error,
  'server.read_only': m.error_server_read_only,
  'route.not_found': m.error_route_not_found,
  'identifications.not_found': m.error_identifications_not_found,
  'identifications.not_in_trash': m.error_identifications_not_in_trash,
  'identifications.no_review_request': m.error_identifications_no_review_request,
  'identifications.bad_photo_index': m.error_identifications_bad_photo_index,
  'identifications.no_such_photo': m.error_identifications_no_such_photo,
  'identifications.last_photo': m.error_identifications_last_photo,
} satisfies Partial<Record<ErrorCode, (inputs: Record<string, never>, options: { locale: Language }) => string>>;

/**
 * The toasts of History's actions in a language (identifications.ts), rendered with the page and handed to the
 * islands that act (decision 128). A refusal is said by its code (`reasons`); English keeps the server's own words,
 * as the API's English answers are the routes' own (null there). `{reason}` is filled in the browser.
 */
export function historyToastWords(language: Language) {
  const o = { locale: language };
  const reason = { reason: '{reason}' };
  const reasons = language === 'en' ? null : (Object.fromEntries(Object.entries(TOLD).map(([code, words]) => [code, words({}, o)])) as Partial<Record<ErrorCode, string>>);
  return {
    error: m.history_error({}, o),
    unknownError: m.history_toast_unknown_error({}, o),
    reasons,
    whereAndWhen: {
      saved: { title: m.history_toast_saved_title({}, o), description: m.history_toast_where_saved({}, o) },
      cleared: { title: m.history_toast_saved_title({}, o), description: m.history_toast_where_cleared({}, o) },
      failed: m.history_toast_where_failed(reason, o),
    },
    accepted: { title: m.history_toast_accepted_title({}, o), description: m.history_toast_accepted({}, o) },
    acceptFailed: m.history_toast_accept_failed(reason, o),
    reviewAsked: { title: m.history_toast_review_asked_title({}, o), description: m.history_toast_review_asked({}, o) },
    reviewFailed: m.history_toast_review_failed(reason, o),
    withdrawn: { title: m.history_toast_withdrawn_title({}, o), description: m.history_toast_withdrawn({}, o) },
    withdrawFailed: m.history_toast_withdraw_failed(reason, o),
    coverChanged: { title: m.history_toast_cover_title({}, o), description: m.history_toast_cover({}, o) },
    coverFailed: m.history_toast_cover_failed(reason, o),
    photoRemoved: { title: m.history_toast_removed_title({}, o), description: m.history_toast_removed({}, o) },
    removeFailed: m.history_toast_remove_failed(reason, o),
    trashed: {
      title: m.history_toast_trashed_title({}, o),
      description: m.history_toast_trashed({ days: new Intl.NumberFormat(language).format(TRASH_DAYS) }, o),
      undo: m.history_toast_undo({}, o),
    },
    trashFailed: m.history_toast_trash_failed(reason, o),
    restored: { title: m.history_toast_restored_title({}, o), description: m.history_toast_restored({}, o) },
    restoreFailed: m.history_toast_restore_failed(reason, o),
    deleted: { title: m.history_toast_deleted_title({}, o), description: m.history_toast_deleted({}, o) },
    deleteFailed: m.history_toast_delete_failed(reason, o),
  };
}

export type HistoryToastWords = ReturnType<typeof historyToastWords>;
