import { answer, api, ApiError, errorMessage, page, pageQuery, type PageWanted } from '../../lib/api';
import { fill } from '../../lib/words';
import { MAX_EXPORT_IDS } from '@rules/history-export';
import type { Identification, LifeListEntry } from '../../lib/types';
import { leaveWithToast, toast, type Toast } from '../../ui/toasts';
import { $user } from '../account/session';
import { lastSeen, lastSeenFirstPage } from '../offline/last-seen';
import type { HistoryToastWords } from './history-toast-words';

export type { Identification, LifeListEntry };

export function fetchIdentification(id: string | number): Promise<Identification> {
  return answer(api.identifications({ id: encodeURIComponent(String(id)) }).get());
}

/** A page of the user's history, newest first (decision 064); offline, the first page last seen on this device. */
export function fetchHistoryPage(wanted: PageWanted = {}) {
  return lastSeenFirstPage($user.get()?.id, 'history', wanted.cursor, () => page(api.identifications.get(pageQuery(wanted))));
}

/** The taxa the user has seen, most recently seen first (decision 073); offline, the list last seen on this device. */
export function fetchLifeList(): Promise<LifeListEntry[]> {
  return lastSeen($user.get()?.id, 'life-list', () => answer(api.identifications['life-list'].get()));
}

/**
 * These identifications as CSV, in this order, with the Darwin Core columns: made by the API (premium), asked in
 * pieces of MAX_EXPORT_IDS and joined under one header.
 */
export async function fetchHistoryCsv(ids: number[]): Promise<string> {
  const parts: string[] = [];
  for (let start = 0; start === 0 || start < ids.length; start += MAX_EXPORT_IDS) {
    const query = { format: 'csv' as const, ids: ids.slice(start, start + MAX_EXPORT_IDS).join(',') };
    const data: unknown = await answer(api.identifications.export.get({ query }));
    const text = data instanceof Blob ? await data.text() : String(data ?? '');
    parts.push(start === 0 ? text : text.slice(text.indexOf('\r\n') + 2));
  }
  return parts.join('');
}

/** The signed-in user's identifications that have a place, newest first: the markers of their map. */
export function fetchSightings() {
  return answer(api.identifications.sightings.get());
}

export interface WhereAndWhen {
  latitude: number | null;
  longitude: number | null;
  observedAt: string | null;
}

/**
 * Why a call was refused, in the page's language: the words of its code (history-toast-words.ts), else the server's
 * message (the API says it in the request's language), never chosen by the message's words. English keeps today's
 * words: the server's, or the error's own.
 */
function reason(error: unknown, words: HistoryToastWords): string {
  const code = error instanceof ApiError ? error.code : undefined;
  const told = code && words.reasons?.[code];
  if (told) return told;
  const own = !words.reasons && error instanceof Error && error.message ? error.message : words.unknownError;
  return error instanceof ApiError ? errorMessage(error, own) : own;
}

/** PUT /api/identifications/{id}/where-and-when: the updated identification, or why not in the page's words. */
export async function saveWhereAndWhen(id: number, body: WhereAndWhen, words: HistoryToastWords): Promise<{ value: Identification } | { error: string }> {
  try {
    const updated = await answer(api.identifications({ id })['where-and-when'].put(body));
    toast(body.latitude === null && !body.observedAt ? words.whereAndWhen.cleared : words.whereAndWhen.saved);
    return { value: updated };
  } catch (error) {
    return { error: fill(words.whereAndWhen.failed, { reason: reason(error, words) }) };
  }
}

/** What `call` answers, after the toast `done` (for `durationMs`); null after an error toast, `failed` with its reason. */
async function toasted<T>(call: () => Promise<T>, done: Omit<Toast, 'id'>, failed: string, words: HistoryToastWords, durationMs?: number): Promise<T | null> {
  try {
    const value = await call();
    toast(done, durationMs);
    return value;
  } catch (error) {
    toast({ title: words.error, description: fill(failed, { reason: reason(error, words) }), variant: 'destructive' });
    return null;
  }
}

export async function acceptIdentification(id: number, words: HistoryToastWords): Promise<Identification | null> {
  return toasted(() => answer(api.identifications({ id }).accept.post()), words.accepted, words.acceptFailed, words);
}

/**
 * POST /api/identifications/{id}/review-request: the sighting joins the experts' queue. The sighting is read again
 * afterwards, so the screen shows it as the server now has it; null after a toast when it failed.
 */
export async function askForReview(id: number, words: HistoryToastWords): Promise<Identification | null> {
  const asked = await toasted(() => answer(api.identifications({ id })['review-request'].post()).then(() => true), words.reviewAsked, words.reviewFailed, words);
  if (!asked) return null;
  try {
    return await fetchIdentification(id);
  } catch (error) {
    toast({ title: words.error, description: fill(words.reviewFailed, { reason: reason(error, words) }), variant: 'destructive' });
    return null;
  }
}

/**
 * DELETE /api/identifications/{id}/review-request: the sighting leaves the experts' queue and they stop seeing its
 * photos. The answer is the sighting as the server now has it; null after a toast when it failed.
 */
export async function withdrawReviewRequest(id: number, words: HistoryToastWords): Promise<Identification | null> {
  return toasted(() => answer(api.identifications({ id })['review-request'].delete()), words.withdrawn, words.withdrawFailed, words);
}

/** PUT /api/identifications/{id}/cover: the photo at `index` (as shown, cover first) becomes the cover. */
export async function makeCover(id: number, index: number, words: HistoryToastWords): Promise<Identification | null> {
  return toasted(() => answer(api.identifications({ id }).cover.put({ index })), words.coverChanged, words.coverFailed, words);
}

/** DELETE /api/identifications/{id}/photos/{index}: the server refuses the last photo (409), and says so. */
export async function removePhoto(id: number, index: number, words: HistoryToastWords): Promise<Identification | null> {
  return toasted(() => answer(api.identifications({ id }).photos({ index }).delete()), words.photoRemoved, words.removeFailed, words);
}

/** The toast action that takes a sighting just trashed out of the trash again; /history handles it. */
export const UNDO_TRASH = 'undo-trash';
/** How long the toast offers Undo after a trash. */
export const UNDO_MS = 10_000;

/** A page of the user's trash, most recently trashed first: what can still be restored. */
export function fetchTrashPage(wanted: PageWanted = {}) {
  return page(api.identifications.trash.get(pageQuery(wanted)));
}

/**
 * Trash (then the caller goes to /history); the toast says how long it can still be restored, and offers Undo for
 * UNDO_MS, on this page or on the history it leads to.
 */
export async function trashIdentification(id: number, words: HistoryToastWords): Promise<boolean> {
  const { title, description, undo } = words.trashed;
  return toastedDone(
    () => answer(api.identifications({ id }).trash.post()),
    { title, description, action: { label: undo, name: UNDO_TRASH, value: id } },
    words.trashFailed,
    words,
    UNDO_MS,
  );
}

/** Out of the trash, back in the history as it was: the restored identification, or null after a toast. */
export async function restoreIdentification(id: number, words: HistoryToastWords): Promise<Identification | null> {
  return toasted(() => answer(api.identifications({ id }).restore.post()), words.restored, words.restoreFailed, words);
}

export async function deleteIdentification(id: number, words: HistoryToastWords): Promise<boolean> {
  return toastedDone(() => answer(api.identifications({ id }).delete()), words.deleted, words.deleteFailed, words);
}

/** Whether `call` went through, after the toast `done`; false after an error toast. */
async function toastedDone(call: () => Promise<unknown>, done: Omit<Toast, 'id'>, failed: string, words: HistoryToastWords, durationMs?: number): Promise<boolean> {
  const went = await toasted(
    async () => {
      await call();
      return true;
    },
    done,
    failed,
    words,
    durationMs,
  );
  return went ?? false;
}

/** After trash or delete: the history, where the toast carries over. */
export function goToHistory(): void {
  leaveWithToast('/history');
}
