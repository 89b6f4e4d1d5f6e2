import { answer, api, errorMessage, page, pageQuery, type PageWanted } from '../../lib/api';
import { MAX_EXPORT_IDS } from '@rules/history-export';
import { TRASH_DAYS } from '@rules/trash';
import type { Identification, LifeListEntry } from '../../lib/types';
import { leaveWithToast, toast, type Toast } from '../../ui/toasts';
import { $user } from '../account/session';
import { lastSeen, lastSeenFirstPage } from '../offline/last-seen';

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

/** PUT /api/identifications/{id}/where-and-when: the updated identification, or the server's message. */
export async function saveWhereAndWhen(id: number, body: WhereAndWhen): Promise<{ value: Identification } | { error: string }> {
  try {
    const updated = await answer(api.identifications({ id })['where-and-when'].put(body));
    toast({ title: 'Saved', description: body.latitude === null && !body.observedAt ? 'Where and when are cleared.' : 'Where and when are saved.' });
    return { value: updated };
  } catch (error) {
    return { error: `Failed to save where and when: ${reason(error)}` };
  }
}

const reason = (error: unknown) => errorMessage(error, error instanceof Error ? error.message : 'Unknown error');

/** What `call` answers, after the toast `done` (for `durationMs`); null after an error toast "Failed to `failed`: why". */
async function toasted<T>(call: () => Promise<T>, done: Omit<Toast, 'id'>, failed: string, durationMs?: number): Promise<T | null> {
  try {
    const value = await call();
    toast(done, durationMs);
    return value;
  } catch (error) {
    toast({ title: 'Error', description: `Failed to ${failed}: ${reason(error)}`, variant: 'destructive' });
    return null;
  }
}

export async function acceptIdentification(id: number): Promise<Identification | null> {
  return toasted(
    () => answer(api.identifications({ id }).accept.post()),
    { title: 'Saved to your logbook', description: 'This identification is now in your logbook.' },
    'accept identification',
  );
}

/**
 * POST /api/identifications/{id}/review-request: the sighting joins the experts' queue. The sighting is read again
 * afterwards, so the screen shows it as the server now has it; null after a toast when it failed.
 */
export async function askForReview(id: number): Promise<Identification | null> {
  try {
    await answer(api.identifications({ id })['review-request'].post());
    toast({ title: 'Review asked', description: 'Experts will look at this sighting.' });
    return await fetchIdentification(id);
  } catch (error) {
    toast({ title: 'Error', description: `Failed to ask for a review: ${reason(error)}`, variant: 'destructive' });
    return null;
  }
}

/**
 * DELETE /api/identifications/{id}/review-request: the sighting leaves the experts' queue and they stop seeing its
 * photos. The answer is the sighting as the server now has it; null after a toast when it failed.
 */
export async function withdrawReviewRequest(id: number): Promise<Identification | null> {
  return toasted(
    () => answer(api.identifications({ id })['review-request'].delete()),
    { title: 'Review request withdrawn', description: 'Experts no longer see this sighting.' },
    'withdraw the review request',
  );
}

/** PUT /api/identifications/{id}/cover: the photo at `index` (as shown, cover first) becomes the cover. */
export async function makeCover(id: number, index: number): Promise<Identification | null> {
  return toasted(
    () => answer(api.identifications({ id }).cover.put({ index })),
    { title: 'Cover changed', description: 'This photo is now the cover.' },
    'change the cover',
  );
}

/** DELETE /api/identifications/{id}/photos/{index}: the server refuses the last photo (409), and says so. */
export async function removePhoto(id: number, index: number): Promise<Identification | null> {
  return toasted(
    () => answer(api.identifications({ id }).photos({ index }).delete()),
    { title: 'Photo removed', description: 'It is deleted from this identification.' },
    'remove the photo',
  );
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
export async function trashIdentification(id: number): Promise<boolean> {
  return toastedDone(
    () => answer(api.identifications({ id }).trash.post()),
    { title: 'Moved to trash', description: `It will be deleted in ${TRASH_DAYS} days.`, action: { label: 'Undo', name: UNDO_TRASH, value: id } },
    'trash identification',
    UNDO_MS,
  );
}

/** Out of the trash, back in the history as it was: the restored identification, or null after a toast. */
export async function restoreIdentification(id: number): Promise<Identification | null> {
  return toasted(
    () => answer(api.identifications({ id }).restore.post()),
    { title: 'Restored', description: 'It is back in your history.' },
    'restore identification',
  );
}

export async function deleteIdentification(id: number): Promise<boolean> {
  return toastedDone(
    () => answer(api.identifications({ id }).delete()),
    { title: 'Identification deleted', description: 'The identification has been successfully removed from your history.' },
    'delete identification',
  );
}

/** Whether `call` went through, after the toast `done`; false after an error toast. */
async function toastedDone(call: () => Promise<unknown>, done: Omit<Toast, 'id'>, failed: string, durationMs?: number): Promise<boolean> {
  const went = await toasted(
    async () => {
      await call();
      return true;
    },
    done,
    failed,
    durationMs,
  );
  return went ?? false;
}

/** After trash or delete: the history, where the toast carries over. */
export function goToHistory(): void {
  leaveWithToast('/history');
}
